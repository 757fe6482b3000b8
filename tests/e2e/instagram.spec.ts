import { expect, test } from "./support/test";
import { INSTAGRAM_POSTS } from "./support/fixtures";

const FALLBACK = "Photos unavailable (Instagram sharing disabled).";

/** The restaurant this browser project's fixture gave an Instagram post (support/fixtures.ts). */
const postFor = (project: string) => INSTAGRAM_POSTS[project === "mobile" ? "mobile" : "desktop"];

test("when Instagram's script cannot load, the profile shows the fallback text and the website link", async ({
  page,
}, testInfo) => {
  const { slug, website } = postFor(testInfo.project.name);
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
  const { slug, post } = postFor(testInfo.project.name);
  // Instagram's script arrives but renders nothing, as when sharing is disabled for the post.
  await page.route(/instagram\.com\/embed\.js/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.instgrm = { Embeds: { process() {} } };" }),
  );
  await page.clock.install();
  await page.goto(`/restaurants/${slug}`);
  const about = page.getByRole("region", { name: "About" });
  await about.scrollIntoViewIfNeeded();
  await expect(about.getByRole("link", { name: "View this post on Instagram" })).toHaveAttribute("href", post);
  await page.clock.runFor(9_000);
  await expect(about.getByTestId("instagram-fallback")).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(about.getByTestId("instagram-fallback")).toContainText(FALLBACK);
  await expect(about.getByRole("link", { name: "View this post on Instagram" })).toHaveCount(0);
});
