import { expect, test } from "@playwright/test";
import { queryD1 } from "./support/d1";

type Row = {
  slug: string;
  name: string;
  cuisine: string;
  cuisine_slug: string;
  neighborhood: string;
  neighborhood_slug: string;
  occasion_slug: string;
  price: number | null;
  source_count: number;
  sources: string;
  description: string | null;
  address: string | null;
  website_url: string | null;
  reservation_url: string | null;
};

const JSON_COLUMNS = [
  "slug",
  "name",
  "cuisine",
  "cuisine_slug",
  "neighborhood",
  "neighborhood_slug",
  "occasion_slug",
  "price",
  "source_count",
  "sources",
  "description",
  "address",
  "website_url",
  "reservation_url",
]
  .map((c) => `'${c}', ${c}`)
  .join(", ");
const PRICE_SLUGS = ["budget", "moderate", "upscale", "fine-dining"];

type Embedded = { slug: string; website_url: string | null };

/**
 * Everything these journeys need from D1 in one wrangler call (each call briefly locks the database
 * the worker serves). It gives the least-mentioned New & Rising row an Instagram post (that row is
 * past the home page's 25, so no other journey renders it) and returns it with the rows visited: a
 * fully listed one past the top two (which the admin-import journey rewrites) and one with no booking link.
 */
function loadRows(): { full: Row; noBooking: Row; embedded: Embedded } {
  const [row] = queryD1<Embedded & { full: string; noBooking: string }>(`
    UPDATE newest_restaurants SET instagram_embed_link = 'https://www.instagram.com/p/e2eTest/', has_instagram_embed = 1
    WHERE slug = (SELECT slug FROM newest_restaurants ORDER BY mentions ASC, sort_name DESC LIMIT 1)
    RETURNING slug, website_url,
      (SELECT json_object(${JSON_COLUMNS}) FROM restaurants WHERE reservation_url IS NOT NULL
        AND website_url IS NOT NULL AND address IS NOT NULL AND price IS NOT NULL AND source_count > 1
        ORDER BY source_count DESC, sort_name LIMIT 1 OFFSET 3) AS full,
      (SELECT json_object(${JSON_COLUMNS}) FROM restaurants WHERE reservation_url IS NULL ORDER BY sort_name LIMIT 1) AS noBooking`);
  return {
    full: JSON.parse(row.full),
    noBooking: JSON.parse(row.noBooking),
    embedded: { slug: row.slug, website_url: row.website_url },
  };
}

let rows: ReturnType<typeof loadRows>;
test.beforeAll(() => {
  rows = loadRows();
});

test("a profile shows its breadcrumb, name, category badges, trusted lists, About, actions and map", async ({
  page,
}) => {
  const r = rows.full;
  const response = await page.goto(`/restaurants/${r.slug}`);
  expect(response?.status()).toBe(200);

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: r.cuisine })).toHaveAttribute(
    "href",
    `/restaurants/cuisine/${r.cuisine_slug}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.name);

  const badges = page.getByRole("list", { name: "Categories" }).getByRole("link");
  await expect(badges).toHaveCount(4);
  const hrefs = await badges.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    `/restaurants/cuisine/${r.cuisine_slug}`,
    `/restaurants/neighborhood/${r.neighborhood_slug}`,
    `/restaurants/occasion/${r.occasion_slug}`,
    `/restaurants/price/${PRICE_SLUGS[(r.price ?? 1) - 1]}`,
  ]);

  const banner = page.getByRole("region", { name: "Trusted lists" });
  await expect(banner.getByTestId("trusted-lists-count")).toHaveText(`Appears on ${r.source_count} trusted lists`);
  await expect(banner.getByRole("link")).toHaveCount(r.sources.split(", ").length);
  for (const link of await banner.getByRole("link").all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }

  await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
  if (r.description) await expect(page.getByText(r.description)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Book Now/ })).toHaveAttribute("href", r.reservation_url!);
  await expect(page.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", r.website_url!);
  await expect(page.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(r.address!)}`,
  );
  await expect(page.getByRole("img", { name: `Map of ${r.address}` })).toBeVisible();
});

test("Explore More links to the restaurant's categories and the fixed ones, and each lands on its page", async ({
  page,
}) => {
  const r = rows.full;
  await page.goto(`/restaurants/${r.slug}`);
  const explore = page.getByRole("region", { name: "Explore More" });
  for (const href of [
    `/restaurants/cuisine/${r.cuisine_slug}`,
    "/restaurants/cuisine/seafood",
    "/restaurants/cuisine/latin-american",
    "/restaurants/occasion/date-night",
    "/restaurants/occasion/special-occasion",
    `/restaurants/neighborhood/${r.neighborhood_slug}`,
    "/newest",
  ]) {
    await expect(explore.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await explore.getByRole("link", { name: "Seafood" }).click();
  await expect(page).toHaveURL(/\/restaurants\/cuisine\/seafood$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seafood Restaurants in Los Angeles");

  await page.goBack();
  await page.getByRole("list", { name: "Categories" }).getByRole("link", { name: r.neighborhood, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/neighborhood/${r.neighborhood_slug}$`));
  await expect(page.getByRole("link", { name: r.name, exact: true })).toBeVisible();
});

test("without a reservation link, Book Now searches the web for one", async ({ page }) => {
  const r = rows.noBooking;
  await page.goto(`/restaurants/${r.slug}`);
  await expect(page.getByRole("link", { name: /^Book Now/ })).toHaveAttribute(
    "href",
    `https://www.google.com/search?q=${encodeURIComponent(`${r.name} Los Angeles reservations`)}`,
  );
});

test("a New & Rising restaurant's Instagram post falls back to the spec's text when Instagram cannot load", async ({
  page,
}) => {
  const r = rows.embedded;
  await page.route(/instagram\.com/, (route) => route.abort());
  await page.goto(`/restaurants/${r.slug}`);
  const fallback = page.getByTestId("instagram-fallback");
  await expect(fallback).toContainText("Photos unavailable (Instagram sharing disabled).");
  await expect(fallback).toContainText("Please click the link to the restaurant website.");
  if (r.website_url)
    await expect(fallback.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", r.website_url);
});

test("an unknown restaurant is a 404 page with the not-found copy, 'Did you mean' and Go Home", async ({ page }) => {
  const response = await page.goto("/restaurants/bestai");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  const suggestions = page.getByRole("list", { name: "Did you mean" });
  await expect(suggestions.getByRole("link").first()).toHaveText("Bestia");
  await suggestions.getByRole("link", { name: "Bestia" }).click();
  await expect(page).toHaveURL(/\/restaurants\/bestia$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestia");

  await page.goto("/restaurants/no-such-restaurant-anywhere");
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a restaurant URL with accents or capitals redirects permanently to its profile", async ({ page }) => {
  const response = await page.goto("/restaurants/R%C3%A9publique");
  expect(
    await response
      ?.request()
      .redirectedFrom()
      ?.response()
      .then((r) => r?.status()),
  ).toBe(301);
  await expect(page).toHaveURL(/\/restaurants\/republique$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("République");
});
