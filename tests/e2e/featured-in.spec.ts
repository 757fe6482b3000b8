import { expect, test, type Page } from "./support/test";
import { asOfMonth } from "~/lib/as-of";
import { currentEditions } from "~/lib/evidence/current";
import { placeKey } from "~/lib/evidence/place-key";
import { SOURCE_NAMES } from "~/lib/sources";
import { toPlaceRows } from "~/models/seed.server";
import { readShippedDataset } from "../../scripts/lib/dataset";
import { historyOnly, ranked } from "./support/shipped-data";

/** The e2e database is the shipped data (scripts/seed.ts): what each place is on, read from data/lists. */
const dataset = readShippedDataset();
const current = [...currentEditions(dataset.lists)];
const places = toPlaceRows(dataset.restaurants);
const entriesOf = (key: string) =>
  current
    .flatMap((edition) =>
      edition.entries.filter((e) => placeKey(e.name, e.address) === key).map((e) => ({ edition, e })),
    )
    .sort(
      (a, b) =>
        SOURCE_NAMES.indexOf(a.edition.source) - SOURCE_NAMES.indexOf(b.edition.source) ||
        a.edition.title.localeCompare(b.edition.title),
    );
const leftLists = (key: string) =>
  dataset.lists.filter(
    (old) =>
      !current.includes(old) &&
      old.entries.some((e) => placeKey(e.name, e.address) === key) &&
      !entriesOf(key).some(({ edition }) => edition.source === old.source && edition.list === old.list),
  );

// Not places other journeys change: the top two (admin import) and ranked[20], ranked[21] (admin edition).
const touched = new Set([0, 1, 2, 20, 21].map((i) => ranked[i].slug));
const candidates = places.filter((p) => !touched.has(p.slug) && entriesOf(p.placeKey).length);
const richest = [...candidates].sort((a, b) => entriesOf(b.placeKey).length - entriesOf(a.placeKey).length)[0];
const withRank = candidates.find((p) => p !== richest && entriesOf(p.placeKey).some(({ e }) => e.rank != null))!;
const closed = candidates.find((p) => p.status === "closed")!;
const withPast = candidates.find((p) => leftLists(p.placeKey).length)!;

const monthIndex = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7));
const asOf = current
  .map((e) => e.read)
  .sort()
  .at(-1)!;

/** Each row against the shipped edition it stands for, and the 'Not on' line. */
async function expectFeaturedIn(page: Page, place: (typeof places)[number]) {
  await page.goto(`/restaurants/${place.slug}`);
  const section = page.locator("section#featured-in");
  await expect(section.getByRole("heading", { name: "Featured in" })).toBeVisible();
  const expected = entriesOf(place.placeKey);
  const rows = section.getByTestId("featured-in-row");
  await expect(rows).toHaveCount(expected.length);
  for (const [i, { edition, e }] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row.locator("p").first()).toHaveText(
      // A distinction carried over from an earlier guide names that guide.
      e.distinction
        ? `${edition.source} · ${e.distinction}${e.distinctionYear ? ` (${e.distinctionYear} guide)` : ""}`
        : edition.source,
    );
    const link = row.getByRole("link").first();
    await expect(link).toContainText(e.rank != null ? `#${e.rank} on ${edition.title}` : edition.title);
    // The edition's own page here, beside the link to the source.
    await expect(row.getByRole("link", { name: /^The whole list here/ })).toHaveAttribute(
      "href",
      new RegExp(`^/lists/[a-z-]+/[a-z0-9-]+/${edition.edition}$`),
    );
    await expect(link).toHaveAttribute("href", edition.url);
    await expect(link).toHaveAttribute("rel", "nofollow noopener");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(row).toContainText(`read ${asOfMonth(edition.read)}`);
    const age = edition.published?.length === 7 ? monthIndex(asOf) - monthIndex(edition.published) : null;
    if (age !== null && age > 24) await expect(row).toContainText("This edition is over 18 months old");
    if (age !== null && age < 12) await expect(row).not.toContainText("18 months");
  }
  const on = new Set(expected.map(({ edition }) => edition.source));
  const listed = new Set(current.map((edition) => edition.source));
  const notOn = SOURCE_NAMES.filter((s) => listed.has(s) && !on.has(s));
  await expect(section.getByTestId("featured-in-not-on")).toHaveText(`Not on: ${notOn.join(", ")}`);
  const unread = SOURCE_NAMES.filter((s) => !listed.has(s));
  await expect(section.getByTestId("featured-in-unread")).toHaveText(`No current list on file: ${unread.join(", ")}`);
  // Nothing in the section is wider than the screen (390px on the phone project).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test("a profile's featured-in rows are its current list entries, with rank, distinction, dates and links", async ({
  page,
}) => {
  await expectFeaturedIn(page, richest);
  await expectFeaturedIn(page, withRank);
});

test("a closed place still shows what it was on", async ({ page }) => {
  await expectFeaturedIn(page, closed);
  await expect(page.getByRole("note")).toContainText("Closed");
});

test("lists a place left are history under the current rows", async ({ page }) => {
  await expectFeaturedIn(page, withPast);
  const history = page.getByRole("list", { name: "Earlier editions" });
  for (const old of leftLists(withPast.placeKey)) {
    await expect(history).toContainText(`Was on ${old.source}`);
    await expect(history).toContainText(old.edition);
  }
});

test("a place only earlier editions name keeps its profile: on no current list, its editions as history, out of the ranking", async ({
  page,
}) => {
  // One placed on the map (Q Sushi's 2023 star) and one known to its city (Yelp's 2024 Top 100).
  const shown = historyOnly.filter((p) => ["q-sushi", "gs-cafe-and-ethiopian-cuisine"].includes(p.slug));
  expect(shown).toHaveLength(2);
  for (const { slug } of shown) {
    const place = places.find((p) => p.slug === slug)!;
    await expectFeaturedIn(page, place);
    await expect(page.getByTestId("trusted-lists-count")).toHaveText("On no current trusted list");
    const history = page.getByRole("list", { name: "Earlier editions" });
    for (const old of leftLists(place.placeKey)) await expect(history).toContainText(old.edition);
    // Its category pages do not list it, so its badges are plain text.
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link")).toHaveCount(0);
  }
});
