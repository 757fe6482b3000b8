import { expect, test, type Locator, type Page } from "./support/test";
import { currentEditions } from "~/lib/evidence/current";
import { createEntryKeyer } from "~/lib/evidence/place-key";
import { readShippedDataset } from "../../scripts/lib/dataset";
import { whenStill } from "./support/hydration";
import { ranked } from "./support/shipped-data";

/** The e2e database is the shipped data (scripts/seed.ts): each place's ranks and distinctions, read from data/lists. */
const dataset = readShippedDataset();
const current = [...currentEditions(dataset.lists)];
const keyOf = createEntryKeyer(dataset.restaurants);
const claimsOf = (key: string) =>
  current.flatMap((edition) =>
    edition.entries
      .filter((e) => keyOf(e) === key && (e.rank != null || e.distinction))
      .map((e) => ({
        ...edition,
        rank: e.rank ?? null,
        distinction: e.distinction ?? null,
        // The guide that gave it, where the edition carries it over from an earlier one.
        dated: e.distinctionYear ?? edition.edition,
      })),
  );
type Place = (typeof ranked)[number];

// On the first page of '/', past the top three (the admin import journey rewrites their descriptions).
const onFirstPage = ranked.slice(3, 10);
const withRank = onFirstPage.find((p) => claimsOf(p.placeKey).some((c) => c.rank !== null))!;
const withStars = onFirstPage.find((p) => claimsOf(p.placeKey).some((c) => c.distinction?.includes("Star")))!;

const displayName = (source: string) => dataset.sources.find((s) => s.name === source)?.displayName ?? source;

/** Every badge of the place's card: its accessible name and title say what its current entries hold. */
async function expectBadges(card: Locator, place: Place) {
  const badges = card.getByRole("list", { name: "Featured on" }).getByRole("link");
  const names = place.sources.split(", ");
  await expect(badges).toHaveCount(names.length);
  for (const [i, source] of names.entries()) {
    const claims = claimsOf(place.placeKey).filter((c) => c.source === source);
    const said = claims.map((c) => [c.distinction, c.rank !== null && `#${c.rank}`].filter(Boolean).join(", "));
    const badge = badges.nth(i);
    await expect(badge).toHaveAccessibleName(said.length ? `${source}: ${said.join("; ")}` : source);
    const title = (await badge.getAttribute("title")) ?? "";
    expect(title.startsWith(displayName(source)), title).toBe(true);
    expect(title.endsWith("(opens in a new tab)"), title).toBe(true);
    for (const c of claims) {
      if (c.rank !== null) {
        expect(title).toContain(`#${c.rank} on ${c.title}`);
        await expect(badge).toContainText(`#${c.rank}`);
      }
      if (c.distinction) expect(title).toContain(`${c.distinction} (${c.dated})`);
      if (c.distinction?.includes("Star")) await expect(badge).toContainText(`${c.distinction[0]}★`);
    }
    if (!claims.length) expect(title).toBe(`${displayName(source)} (opens in a new tab)`);
  }
}

const cardOf = (page: Page, place: Place) => page.locator(`#restaurant-${place.slug}`);

test("a card's badges carry the rank or Michelin distinction its current list entries hold", async ({ page }) => {
  expect(withRank, "a ranked place on the first page").toBeDefined();
  expect(withStars, "a starred place on the first page").toBeDefined();
  await page.goto("/");
  for (const place of onFirstPage) await expectBadges(cardOf(page, place), place);
  // The badges still fit a phone's width with their ranks in them.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("category pages and the saved list carry them too", async ({ page }) => {
  await page.goto(`/restaurants/cuisine/${withStars.cuisineSlug}`);
  await expectBadges(cardOf(page, withStars), withStars);
  await page.addInitScript(
    (slugs) => localStorage.setItem("la-eats-ranked:saved:v1", JSON.stringify(slugs)),
    [withRank.slug, withStars.slug],
  );
  await page.goto("/saved");
  await expectBadges(cardOf(page, withRank), withRank);
  await expectBadges(cardOf(page, withStars), withStars);
});

test("a card's count opens the profile at Featured in", async ({ page }) => {
  await page.goto("/");
  const count = cardOf(page, withRank).getByRole("link", {
    name: `Appears on ${withRank.sourceCount} of 10 trusted lists`,
  });
  await (await whenStill(count)).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${withRank.slug}#featured-in$`));
  const section = page.locator("section#featured-in");
  await expect(section).toBeInViewport();
  for (const c of claimsOf(withRank.placeKey).filter((c) => c.rank !== null))
    await expect(section).toContainText(`#${c.rank} on ${c.title}`);
});
