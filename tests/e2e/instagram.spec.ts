import { expect, test } from "@playwright/test";
import { queryD1 } from "./support/d1";

const FALLBACK = "Photos unavailable (Instagram sharing disabled).";

/**
 * Gives one ranked restaurant (a different one per browser project, so the runs never share a row)
 * an enabled Instagram post, and bumps the data version so no cached page hides it.
 */
function restaurantWithPost(project: string, post: string) {
  const offset = project === "mobile" ? 5 : 4;
  const [row] = queryD1<{ slug: string; website_url: string }>(
    `SELECT slug, website_url FROM restaurants WHERE website_url IS NOT NULL
     ORDER BY source_count DESC, sort_name LIMIT 1 OFFSET ${offset}`,
  );
  queryD1(
    `UPDATE restaurants SET instagram_embed_link = '${post}', has_instagram_embed = 1 WHERE slug = '${row.slug}';
     UPDATE data_meta SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT) WHERE key = 'data_version';`,
  );
  return { slug: row.slug, website: row.website_url };
}

test("when Instagram's script cannot load, the profile shows the fallback text and the website link", async ({
  page,
}, testInfo) => {
  const { slug, website } = restaurantWithPost(testInfo.project.name, "https://www.instagram.com/p/FALLBACK1/");
  await page.route(/instagram\.com\/embed\.js/, (route) => route.abort());
  await page.goto(`/restaurants/${slug}`);
  const about = page.getByRole("region", { name: "About" });
  await about.scrollIntoViewIfNeeded();
  const fallback = about.getByTestId("instagram-fallback");
  await expect(fallback).toContainText(FALLBACK);
  await expect(fallback).toContainText("Please click the link to the restaurant website.");
  await expect(fallback.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", website);
});

test("when the script loads but no post appears within 10 seconds, the fallback replaces the post link", async ({
  page,
}, testInfo) => {
  const { slug } = restaurantWithPost(testInfo.project.name, "https://www.instagram.com/p/TIMEOUT1/");
  // Instagram's script arrives but renders nothing, as when sharing is disabled for the post.
  await page.route(/instagram\.com\/embed\.js/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.instgrm = { Embeds: { process() {} } };" }),
  );
  await page.clock.install();
  await page.goto(`/restaurants/${slug}`);
  const about = page.getByRole("region", { name: "About" });
  await about.scrollIntoViewIfNeeded();
  await expect(about.getByRole("link", { name: "View this post on Instagram" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/p/TIMEOUT1/",
  );
  await page.clock.runFor(9_000);
  await expect(about.getByTestId("instagram-fallback")).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(about.getByTestId("instagram-fallback")).toContainText(FALLBACK);
  await expect(about.getByRole("link", { name: "View this post on Instagram" })).toHaveCount(0);
});
