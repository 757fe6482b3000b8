import { expect, test } from "./support/test";
import { ranked, rankSaid } from "./support/shipped-data";

test("the home page shows the ranked list from D1: most lists first, ties sharing a rank in A to Z order", async ({
  page,
}) => {
  const expected = ranked.slice(0, 10).map((r) => ({ name: r.name, source_count: r.sourceCount }));
  expect(expected).toHaveLength(10);

  await page.goto("/");
  const ranking = page.getByRole("list", { name: "Ranked restaurants" });
  const cards = ranking.getByTestId("restaurant-card");
  await expect(cards).toHaveCount(10);
  await expect(ranking.getByTestId("restaurant-name")).toHaveText(expected.map((r) => r.name));
  for (const [index, row] of expected.slice(0, 3).entries()) {
    await expect(cards.nth(index).getByTestId("source-count")).toHaveText(
      `Appears on ${row.source_count} of 10 trusted lists`,
    );
    await expect(cards.nth(index).locator(".card-rank")).toHaveText(rankSaid(ranked, row.source_count));
  }
});

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("'How We Rank' sits above the ranking on desktop and after the page's sections on phones, in the document's own order", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const explainer = page.getByRole("heading", { name: "How We Rank Restaurants" });
  await expect(explainer).toHaveCount(1);
  // Document order, not CSS order: a paint of the half-parsed page must not show it where it will not stay.
  const follows = await explainer.evaluate((heading) => {
    const ranking = document.querySelector('[aria-label="Ranked restaurants"]')!;
    const rising = document.getElementById("new-heading")!;
    const after = (a: Node, b: Node) => Boolean(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);
    return { ranking: after(heading, ranking), rising: after(heading, rising) };
  });
  expect(follows).toEqual(isMobile ? { ranking: true, rising: true } : { ranking: false, rising: false });
  const headingBox = (await explainer.boundingBox())!;
  const rankingBox = (await page.getByRole("list", { name: "Ranked restaurants" }).boundingBox())!;
  expect(headingBox.y > rankingBox.y).toBe(isMobile);
});
