import { hasStylePage } from "~/lib/cuisine/style-pages";
import { styleBySlug } from "~/lib/cuisine/taxonomy";
import { expect, test, type Page } from "./support/test";
import { countBy, ranked } from "./support/shipped-data";

/** The shipped data's styles with their counts, and which have a page (the rule the site follows). */
const styleCounts = [...countBy(ranked, (r) => r.cuisineStyleSlug)].flatMap(([slug, count]) =>
  slug ? [{ slug, count }] : [],
);
const withPage = (slug: string | null) => !!slug && hasStylePage(slug, styleCounts);
const familyStyled = ranked.filter((r) => withPage(r.cuisineStyleSlug) && styleBySlug(r.cuisineStyleSlug!)?.familySlug);
const styled = familyStyled[0];
const unpaged = ranked.find((r) => r.cuisineStyleSlug && !withPage(r.cuisineStyleSlug))!;
const countOf = (slug: string) => styleCounts.find((s) => s.slug === slug)!.count;

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page fits the screen's width").toBeLessThanOrEqual(0);
}

test("the cuisines index shows each style with a page under its family, with its count, and fits the screen", async ({
  page,
}) => {
  await page.goto("/restaurants/cuisines");
  const family = page.getByRole("list", { name: "All Cuisines" }).locator(":scope > li", {
    has: page.getByRole("link", { name: new RegExp(`^${styled.cuisine} \\d+ restaurants$`) }),
  });
  const styles = family.getByRole("list", { name: `${styled.cuisine} styles` });
  const count = countOf(styled.cuisineStyleSlug!);
  await expect(styles.getByRole("link", { name: `${styled.cuisineStyle} ${count} restaurants` })).toHaveAttribute(
    "href",
    `/restaurants/cuisine/${styled.cuisineStyleSlug}`,
  );
  await expect(page.locator(`a[href="/restaurants/cuisine/${unpaged.cuisineStyleSlug}"]`)).toHaveCount(0);
  const paged = styleCounts.filter((s) => withPage(s.slug));
  await expect(page.getByText(new RegExp(`cuisines · ${paged.length} styles$`))).toBeVisible();
  await fitsTheScreen(page);

  await styles.getByRole("link", { name: new RegExp(`^${styled.cuisineStyle} `) }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/cuisine/${styled.cuisineStyleSlug}$`));
  await expect(page.getByTestId("category-count")).toHaveText(`${count} restaurants found`);
});

test("a profile names its style: a link where the style has its page, plain text where it has none", async ({
  page,
}) => {
  const response = await page.goto(`/restaurants/${styled.slug}`);
  expect(response?.status()).toBe(200);
  const badge = page.getByRole("list", { name: "Categories" }).getByTestId("cuisine-badge");
  await expect(badge).toHaveText(`${styled.cuisine}·${styled.cuisineStyle}`);
  await expect(badge.getByRole("link", { name: styled.cuisine })).toHaveAttribute(
    "href",
    `/restaurants/cuisine/${styled.cuisineSlug}`,
  );
  await fitsTheScreen(page);
  await badge.getByRole("link", { name: styled.cuisineStyle! }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/cuisine/${styled.cuisineStyleSlug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(styled.cuisineStyle!);

  await page.goto(`/restaurants/${unpaged.slug}`);
  const plain = page.getByRole("list", { name: "Categories" }).getByTestId("cuisine-badge");
  await expect(plain).toContainText(unpaged.cuisineStyle!);
  await expect(plain.getByRole("link")).toHaveCount(1);
  await expect(plain.getByRole("link")).toHaveAttribute("href", `/restaurants/cuisine/${unpaged.cuisineSlug}`);
});
