import { expect, test } from "./support/test";
import { ranked } from "./support/shipped-data";
import { INSTAGRAM_POSTS } from "./support/fixtures";

const PRICE_SLUGS = ["budget", "moderate", "upscale", "fine-dining"];

/** A fully listed restaurant past the top two (which the admin-import journey rewrites). */
// Not one the e2e fixtures give an Instagram post: its fallback has a Visit Website link of its own.
const posted = new Set(Object.values(INSTAGRAM_POSTS).map((p) => p.slug));
const full = ranked.filter(
  (r) => r.reservationUrl && r.websiteUrl && r.address && r.price && r.sourceCount > 1 && !posted.has(r.slug),
)[3];

test("a profile shows its breadcrumb, name, category badges, trusted lists, About, actions and map", async ({
  page,
}) => {
  const r = full;
  const response = await page.goto(`/restaurants/${r.slug}`);
  expect(response?.status()).toBe(200);

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: r.cuisine })).toHaveAttribute(
    "href",
    `/restaurants/cuisine/${r.cuisineSlug}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.name);

  const badges = page.getByRole("list", { name: "Categories" }).getByRole("link");
  await expect(badges).toHaveCount(4);
  const hrefs = await badges.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    `/restaurants/cuisine/${r.cuisineSlug}`,
    `/restaurants/neighborhood/${r.neighborhoodSlug}`,
    `/restaurants/occasion/${r.occasionSlug}`,
    `/restaurants/price/${PRICE_SLUGS[(r.price ?? 1) - 1]}`,
  ]);

  const banner = page.getByRole("region", { name: "Trusted lists" });
  await expect(banner.getByTestId("trusted-lists-count")).toHaveText(`Appears on ${r.sourceCount} trusted lists`);
  await expect(banner.getByRole("link")).toHaveCount(r.sources.split(", ").length);
  for (const link of await banner.getByRole("link").all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }

  await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
  if (r.description) await expect(page.getByText(r.description)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Book Now/ })).toHaveAttribute("href", r.reservationUrl!);
  await expect(page.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", r.websiteUrl!);
  const directions = new URL((await page.getByRole("link", { name: "Get Directions" }).getAttribute("href"))!);
  expect(directions.origin + directions.pathname).toBe("https://www.google.com/maps/dir/");
  expect(directions.searchParams.get("destination")).toBe(r.address);
  // Map tiles cannot load here or in CI: the map asks for them once near the screen, then gives way
  // to its fallback with directions.
  const unavailable = page.getByTestId("map-unavailable");
  // The map may give way to its fallback while being scrolled to: the scroll is tried again on the new element.
  await expect(() =>
    page
      .getByRole("img", { name: `Map of ${r.address}` })
      .or(unavailable)
      .scrollIntoViewIfNeeded({ timeout: 2_000 }),
  ).toPass();
  await expect(unavailable).toContainText("Map unavailable", { timeout: 15_000 });
  await expect(unavailable.getByRole("group", { name: `Directions to ${r.name}` }).getByRole("link")).toHaveCount(2);
});
