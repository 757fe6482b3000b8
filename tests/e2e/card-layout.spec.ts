import { expect, test, type Locator, type Page } from "./support/test";
import { routerReady } from "./support/hydration";

/** Tiles never load here (nor offline): the small maps must say so rather than stay blank. */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

const cards = (page: Page) => page.getByRole("list", { name: "Ranked restaurants" }).getByTestId("restaurant-card");

/** The card whose description is of median length among those without an Instagram post (a tall embed). */
async function medianCard(page: Page): Promise<Locator> {
  const lengths = await cards(page).evaluateAll((all) =>
    all.map((card, index) => ({
      index,
      length: card.querySelector(".card-description")!.textContent!.length,
      instagram: card.querySelector("[data-testid=instagram-embed]") !== null,
    })),
  );
  const sorted = lengths.filter((c) => !c.instagram).sort((a, b) => a.length - b.length);
  const card = cards(page).nth(sorted[Math.floor(sorted.length / 2)].index);
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** The tops of an element's children: one row when they are all the same. */
const childTops = (row: Locator) =>
  row.evaluate((el) => [...new Set([...el.children].map((c) => Math.round(c.getBoundingClientRect().top)))]);

test("a card with a median-length description fits in half a phone screen, its actions in one row and its address on one line with the distance", async ({
  page,
  isMobile,
}) => {
  await page.goto("/?zip=90012&count=50");
  await routerReady(page);
  const card = await medianCard(page);
  const box = (await card.boundingBox())!;
  if (isMobile) expect(box.height).toBeLessThanOrEqual(420);
  const actions = card.locator(".card-actions");
  await expect(actions.getByRole("link", { name: /^(Book|Find a table)/ })).toBeVisible();
  await expect(actions.getByRole("link", { name: /^Directions to / })).toBeVisible();
  await expect(actions.getByRole("button", { name: /^Save / })).toBeVisible();
  expect(await childTops(actions)).toHaveLength(1);
  const address = card.getByTestId("card-address");
  const distance = card.getByTestId("distance");
  await expect(distance).toHaveText(/^\d+\.\d mi away$/);
  const [a, d] = [(await address.boundingBox())!, (await distance.boundingBox())!];
  expect(a.height).toBeLessThan(24);
  expect(Math.abs(a.y + a.height / 2 - (d.y + d.height / 2))).toBeLessThan(4);
  // No maps-app links in the card's own row: they wait in its place menu.
  await expect(card.getByRole("link", { name: "Google Maps", exact: true })).toBeHidden();
  // A wide card keeps its map beside; a phone's is behind a tap.
  await expect(card.locator(".card-map")).toBeVisible({ visible: !isMobile });
});

test("the place menu opens the other maps apps, the website and the profile; on a phone the map too", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const card = cards(page).first();
  const name = (await card.getByTestId("restaurant-name").textContent())!;
  await card.locator(".card-place > summary").click();
  const apps = card.getByRole("group", { name: `Open ${name} in a maps app` });
  await expect(apps.getByRole("link", { name: "Google Maps", exact: true })).toHaveAttribute(
    "href",
    /google\.com\/maps\/search/,
  );
  await expect(apps.getByRole("link", { name: "Apple Maps", exact: true })).toHaveAttribute(
    "href",
    /maps\.apple\.com\/\?q=/,
  );
  await expect(card.getByRole("link", { name: `More about ${name}` })).toHaveAttribute("href", /^\/restaurants\//);
  await expect(card.locator(".card-place-panel [data-testid=map-unavailable]")).toBeVisible({ visible: isMobile });
});

test("a small map whose tiles cannot load says 'Map unavailable' and offers directions instead", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  await routerReady(page);
  const card = cards(page).first();
  await card.scrollIntoViewIfNeeded();
  if (isMobile) await card.locator(".card-place > summary").click();
  const unavailable = card.getByTestId("map-unavailable").filter({ visible: true });
  await expect(unavailable).toContainText("Map unavailable");
  await expect(unavailable.getByRole("link", { name: "Google Maps directions" })).toHaveAttribute(
    "href",
    /google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await expect(unavailable.getByRole("link", { name: "Apple Maps directions" })).toHaveAttribute(
    "href",
    /maps\.apple\.com\/\?daddr=/,
  );
  await expect(card.getByRole("img", { name: /^Map of / })).toHaveCount(0);
});
