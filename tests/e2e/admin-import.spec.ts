import { expect, test, type Page } from "./support/test";
import { toCsv } from "~/lib/csv/csv-export";
import { IMPORT_ADMIN_PASSWORD, IMPORT_ADMINS } from "./support/fixtures";
import { ranked } from "./support/shipped-data";
import { routerReady } from "./support/hydration";
import { applyPreview, openPreview } from "./support/import-preview";

/** The restaurant at a rank, as a one-row ranked-list CSV with a new description. */
function listCsv(rank: number, description: string) {
  const row = ranked[rank - 1];
  const headers = ["Restaurant Name", "Cuisine", "Neighborhood", "Price Range", "Mentions", "Sources", "description"];
  const extra = [
    "address",
    "website_url",
    "reservation_platform",
    "reservation_url",
    "occasion",
    "latitude",
    "longitude",
  ];
  const price = row.price ? "$".repeat(row.price) : "Unknown";
  const values = [row.name, row.cuisine, row.neighborhood, price, row.mentions, row.sources, description];
  const rest = [
    row.address,
    row.websiteUrl,
    row.reservationPlatform,
    row.reservationUrl,
    row.occasion,
    row.latitude,
    row.longitude,
  ];
  return { name: row.name, csv: toCsv([...headers, ...extra], [[...values, ...rest]]) };
}

/** Drops a file on the upload zone the way a browser drag and drop does. */
async function dropFile(page: Page, name: string, text: string) {
  const transfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const data = new DataTransfer();
      data.items.add(new File([content], fileName, { type: "text/csv" }));
      return data;
    },
    [name, text] as const,
  );
  await page.getByTestId("import-dropzone").dispatchEvent("drop", { dataTransfer: transfer });
}

test("an admin uploads a ranked-list CSV, reads its preview, applies it, and the home page shows it", async ({
  page,
}, testInfo) => {
  // Each browser project edits its own restaurant, so the two runs never race on one row.
  const rank = testInfo.project.name === "mobile" ? 2 : 1;
  const email = IMPORT_ADMINS[testInfo.project.name === "mobile" ? "mobile" : "desktop"];
  const description = `Fresh from the admin's CSV (${testInfo.project.name}, ${Date.now()}).`;
  const { name, csv } = listCsv(rank, description);

  await page.goto(`/auth?redirectTo=${encodeURIComponent("/admin?tab=restaurants")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(IMPORT_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=restaurants/);
  await routerReady(page);

  const panel = page.getByRole("form", { name: "Restaurant data upload" });
  await panel.getByLabel("What are you uploading?").selectOption("restaurants");
  await panel.getByRole("button", { name: "Upload" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Please select a CSV or JSON file");

  await dropFile(page, `ranked-${testInfo.project.name}.csv`, csv);
  await expect(page.getByTestId("import-dropzone")).toContainText(`ranked-${testInfo.project.name}.csv`);
  await panel.getByRole("button", { name: "Upload" }).click();

  const history = page.getByTestId("import-history");
  await expect(history.getByRole("link", { name: `ranked-${testInfo.project.name}.csv` })).toHaveAttribute(
    "href",
    /\/admin\/imports\/[0-9a-f-]+\/file$/,
  );

  // The upload stops at its preview: what applying would do, and nothing changed until Apply.
  await openPreview(page);
  const preview = page.getByTestId("preview-summary");
  await expect(preview).toContainText("Nothing has changed yet");
  await expect(preview).toContainText("Would import 1 restaurant into the ranked list.");
  await expect(preview).toContainText("0 new restaurants, 1 already listed.");
  const result = await applyPreview(page);
  await expect(result).toContainText("Successfully imported 1 restaurants into the ranked list.");

  await page.goto("/");
  const ranked = page.getByRole("list", { name: "Ranked restaurants" });
  const card = ranked.getByTestId("restaurant-card").nth(rank - 1);
  await expect(card.getByTestId("restaurant-name")).toHaveText(name);
  await expect(card).toContainText(description);
});
