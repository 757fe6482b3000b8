import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { clearData, db } from "./support/import-support";
import { get, headings, linksIn, select, textsOf, withoutScripting } from "./support/html-query";
import { shippedDataset } from "./support/shipped-dataset";

/**
 * Searches and the ranking's paging over the shipped dataset, as the server answers them (moved from
 * the e2e specs, same assertions: a page load answers them before any script runs).
 */
beforeAll(async () => {
  await clearData();
  await seedDataset(db(), shippedDataset());
});

const cardNames = (html: string) => textsOf(html, '[data-testid="restaurant-name"]');
const results = (html: string) => select(html, 'ol[aria-label="Search results"] [data-testid="restaurant-card"]');
const found = async (html: string) =>
  Number((await textsOf(html, '[data-testid="search-count"]'))[0]?.match(/Found (\d+)/)?.[1]);
const pagerTexts = (html: string) => textsOf(html, 'nav[aria-label="Pagination"] *');

describe("what a search finds", () => {
  it("'pho' finds the pho place by name, not Phoenix in a description", async () => {
    expect(await cardNames((await get("/?q=pho")).html)).toEqual(["Pho Ngoon"]);
  });

  it("a search's words become URL parameters before JavaScript too, the rest staying the search", async () => {
    const cheap = await get("/?q=cheap+eats+dtla");
    expect(cheap.url).toMatch(/\/\?neighborhood=downtown&price=%24&asked=cheap\+eats\+dtla$/);
    // The search box is the input the "Search restaurants" label names.
    const [label] = await select(cheap.html, 'label[for="search"]');
    expect(label.text).toBe("Search restaurants");
    const [box] = await select(cheap.html, 'input#search[type="search"]');
    expect(box.attrs.value).toBe("cheap eats dtla");
    const showing = (await textsOf(cheap.html, '[data-testid="showing-filters"]')).join(" ");
    expect(showing).toContain("Downtown");
    expect(showing).toContain("Budget ($)");

    const named = await get("/?q=sushi+kaneyoshi");
    expect(named.url).toMatch(/\/\?q=sushi\+kaneyoshi$/);
    expect((await cardNames(named.html))[0]).toBe("Sushi Kaneyoshi");
  });

  it("the Japanese page includes the sushi bars and izakayas, and old cuisine addresses move", async () => {
    const first = await get("/restaurants/cuisine/japanese");
    const pager = (await textsOf(first.html, "*")).find((t) => /^Page 1 of \d+$/.test(t));
    const pages = pager ? Number(pager.match(/of (\d+)/)?.[1]) : 1;
    const names = await cardNames(first.html);
    for (let n = 2; n <= pages; n++)
      names.push(...(await cardNames((await get(`/restaurants/cuisine/japanese?page=${n}`)).html)));
    expect(names).toEqual(expect.arrayContaining(["Sushi Kaneyoshi", "Morihiro", "Budonoki", "Camélia"]));

    const moved = await get("/restaurants/cuisine/japanese-izakaya");
    expect(moved.url).toMatch(/\/restaurants\/cuisine\/japanese$/);
    const sushi = await get("/restaurants/cuisine/sushi");
    expect(await textsOf(sushi.html, "h1")).toEqual(["Sushi Restaurants in Los Angeles"]);
    expect((await select(sushi.html, '[data-testid="restaurant-card"]'))[0].text).toContain("Japanese · Sushi");
  });
});

describe("paging", () => {
  it("a page past the last goes to the last page", async () => {
    const pages = Math.ceil((await found((await get("/?q=los")).html)) / 10);
    const { url, html } = await get("/?q=los&page=99");
    expect(url).toMatch(new RegExp(`\\?q=los&page=${pages}$`));
    expect(await pagerTexts(html)).toContain(`Page ${pages} of ${pages}`);
  });

  it("the ranking itself is cut, not paged: no pager and no page in its links", async () => {
    const { html } = await get("/?page=2");
    expect(await select(html, 'nav[aria-label="Pagination"]')).toHaveLength(0);
    expect(await linksIn(html, "body")).toContainEqual({ name: "See Top 50", href: "/?count=50" });
  });

  it("count chips appear only where they change what is shown: none for a page's worth of results, no All (0)", async () => {
    const one = (await get("/?q=anajak")).html;
    expect(await results(one)).toHaveLength(1);
    expect(await select(one, 'nav[aria-label="Results per page"]')).toHaveLength(0);
    const none = (await get("/?q=zzqxv")).html;
    expect(await headings(none)).toContain("No Restaurants Found");
    expect((await linksIn(none, "body")).filter((l) => /^All \(/.test(l.name))).toHaveLength(0);
    const los = (await get("/?q=los")).html;
    const chips = await linksIn(los, 'nav[aria-label="Results per page"]');
    expect(chips[0].name).toBe("10 per page");
    expect(chips.at(-1)!.name).toBe(`All (${await found(los)})`);
  });
});

describe("without JavaScript, the sort", () => {
  it("is a row of links that keep the search, the default one marked", async () => {
    const html = withoutScripting((await get("/?q=los&page=2")).html);
    const sorts = await select(html, 'nav[aria-label="Sort by"] a');
    const named = (list: typeof sorts, name: string) => list.find((a) => a.name === name)!;
    expect(named(sorts, "Best match").attrs["aria-current"]).toBe("true");
    const byName = await get(named(sorts, "Name (A–Z)").attrs.href);
    expect(byName.url).toMatch(/\?q=los&sort=alphabetical$/);
    const names = await textsOf(byName.html, 'ol[aria-label="Search results"] [data-testid="restaurant-name"]');
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const again = await select(withoutScripting(byName.html), 'nav[aria-label="Sort by"] a');
    expect((await get(named(again, "Best match").attrs.href)).url).toMatch(/\?q=los$/);
  });
});
