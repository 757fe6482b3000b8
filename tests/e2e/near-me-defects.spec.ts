import { expect, test, type Page } from "./support/test";
import { whenHydrated } from "./support/hydration";

/** No location permission is granted here: the browser answers "denied" and downtown LA stands in. */
async function openNearMe(page: Page, path = "/") {
  await page.goto(path);
  await (await whenHydrated(page.getByRole("button", { name: /^Near / }))).click();
  return page.getByRole("dialog", { name: "Find Near Me" });
}

test("an entry that is neither a ZIP nor a place is called invalid and changes nothing", async ({ page }) => {
  const dialog = await openNearMe(page);
  await expect(dialog.getByTestId("location-error")).not.toBeEmpty();
  const entry = dialog.getByLabel("Or a ZIP code, city or neighborhood");
  await entry.fill("ab");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Invalid ZIP code" })).toBeVisible();
  await entry.fill("9001");
  await entry.press("Enter");
  await expect(
    dialog.getByRole("alert").filter({ hasText: "Invalid ZIP code: a ZIP code has 5 digits." }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByTestId("distance")).toHaveCount(0);
});

test("once a ZIP is in use the dialog names it instead of the browser's stale error", async ({ page }) => {
  const dialog = await openNearMe(page);
  await expect(dialog.getByTestId("location-error")).not.toBeEmpty();
  await dialog.getByLabel("Or a ZIP code, city or neighborhood").fill("90012");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?zip=90012$/);

  await page.getByRole("button", { name: "Near 90012", exact: true }).click();
  await expect(dialog.getByTestId("origin-in-use")).toHaveText("Restaurants near ZIP 90012");
  await expect(dialog.getByTestId("location-error")).toHaveCount(0);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  // Asking for the browser's location again brings its answer back, error included.
  await dialog.getByRole("button", { name: "Use my location instead" }).click();
  await expect(dialog.getByTestId("location-error")).not.toBeEmpty();
  await expect(dialog.getByTestId("origin-in-use")).toHaveCount(0);
});

test("the Near Me pill says which ZIP is in use, with any distance or a radius", async ({ page }) => {
  const dialog = await openNearMe(page);
  await dialog.getByLabel("Or a ZIP code, city or neighborhood").fill("90012");
  await expect(dialog.getByLabel("Within")).toHaveValue("0");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?zip=90012$/);
  await expect(page.getByRole("button", { name: "Near 90012", exact: true })).toBeVisible();
  await expect(page.getByTestId("distance").first()).toBeVisible();

  // Server-rendered the same way, so it holds before JavaScript and after a reload.
  await page.goto("/?zip=90012&radius=5");
  await expect(page.getByRole("button", { name: "Near 90012 · 5 mi", exact: true })).toBeVisible();
});
