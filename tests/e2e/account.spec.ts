import { readFile } from "node:fs/promises";
import { test } from "./support/test";
import {
  confirmFromOutbox,
  expect,
  expectSignedOut,
  PASSWORD,
  settledAccountIndicator,
  signIn,
  signUp,
  uniqueEmail,
} from "./support/accounts";
import { whenHydrated } from "./support/hydration";
import { ranked } from "./support/shipped-data";

const NEW_PASSWORD = "birria-tacos-at-noon-3";
const SAVED_KEY = "la-eats-ranked:saved:v1";

test("the account page: change password, sign out everywhere else, download my data, delete, then sign up afresh", async ({
  page,
  browser,
}, testInfo) => {
  // The longest journey: two browsers, and nine sign-ups, sign-ins and password checks that each hash.
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, "account");
  await signUp(page, email);
  await confirmFromOutbox(page, email);
  await page.goto("/");
  const [first] = ranked;
  await (await whenHydrated(page.locator(`#restaurant-${first.slug}`).locator("button[data-save]"))).click();
  await expect
    .poll(async () => (await (await page.request.get("/resources/saved")).json()).slugs)
    .toEqual([first.slug]);

  const other = await browser.newPage();
  await signIn(other, email);
  await expect(other).toHaveURL(/\/$/);

  await (await settledAccountIndicator(page)).getByRole("link", { name: `Your account (${email})` }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  const sessions = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);

  const change = page.getByRole("form", { name: "Change password" });
  await change.getByLabel("Current Password").fill(PASSWORD);
  await change.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await change.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("form", { name: "Change password" }).getByRole("status")).toHaveText(
    "Your password is changed. Every other device has been signed out.",
  );
  await expectSignedOut(other);
  await signIn(other, email, NEW_PASSWORD);
  await expect(other).toHaveURL(/\/$/);

  await page.reload();
  await expect(sessions).toHaveCount(2);
  const signOut = page.getByRole("form", { name: "Sign out everywhere else" });
  await signOut.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(signOut.getByRole("alert")).toHaveText("Enter your current password.");
  await expect(sessions).toHaveCount(2);
  await signOut.getByLabel("Current Password").fill(NEW_PASSWORD);
  await signOut.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("Signed out everywhere else (1 other session).")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expectSignedOut(other);
  await other.close();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("la-eats-ranked-my-data.json");
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data).toMatchObject({ email, saved: [first.slug], been: [] });

  const remove = page.getByRole("form", { name: "Delete account" });
  await remove.getByLabel(`Type ${email} to confirm`).fill("not my address");
  await remove.getByRole("button", { name: "Delete My Account" }).click();
  await expect(remove.getByRole("alert")).toHaveText(
    "To delete your account, type your email address exactly as shown.",
  );
  await remove.getByLabel(`Type ${email} to confirm`).fill(email);
  await remove.getByLabel("Current Password").fill(PASSWORD);
  await remove.getByRole("button", { name: "Delete My Account" }).click();
  await expect(remove.getByRole("alert")).toHaveText("Your current password is not right.");
  await remove.getByLabel(`Type ${email} to confirm`).fill(email);
  await remove.getByLabel("Current Password").fill(NEW_PASSWORD);
  await remove.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await expect(page.getByTestId("account-indicator").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBeNull();

  await signUp(page, email);
  await confirmFromOutbox(page, email);
  await page.goto("/saved");
  await expect(page.getByText("You haven't saved any yet.")).toBeVisible();
  expect(await (await page.request.get("/resources/saved")).json()).toEqual({ slugs: [] });
});
