import { expect, test } from "./support/test";
import { ranked } from "./support/shipped-data";

test("the first screen holds a restaurant: on / at a phone's width, and first on every narrowed view at both widths", async ({
  page,
  isMobile,
}) => {
  const { height } = page.viewportSize()!;
  const narrowed = [
    `/?cuisine=${ranked[0].cuisineSlug}`,
    `/?q=${encodeURIComponent(ranked[1].name)}`,
    "/?q=korean%20bbq",
    // Near Me by ZIP: nearest first, and the list starts on the first screen too.
    "/?zip=90012",
  ];
  for (const path of isMobile ? ["/", ...narrowed] : narrowed) {
    await page.goto(path);
    const name = page.getByTestId("restaurant-card").first().getByTestId("restaurant-name");
    const box = (await name.boundingBox())!;
    expect(box.y + box.height, path).toBeLessThanOrEqual(height);
  }
  // A narrowed view keeps the introduction one tap away: the title, the tagline and How We Rank after the results.
  await page.getByRole("link", { name: "How we rank", exact: true }).click();
  await expect(page.getByRole("heading", { name: "How We Rank Restaurants" })).toBeInViewport();
});

test("on a wide screen How We Rank and the source key end together: no card stands empty below its text", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "side by side only on a wide screen");
  await page.goto("/");
  const gaps = await page
    .locator(".how-we-rank")
    .first()
    .evaluate((section) =>
      [...section.children].map((card) => {
        const last = card.lastElementChild!.getBoundingClientRect().bottom;
        return card.getBoundingClientRect().bottom - last;
      }),
    );
  for (const gap of gaps) expect(gap).toBeLessThan(60);
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
