import { describe, expect, it } from "vitest";
import { fetchPage, italianRanking, locationOf, seedPages } from "./support/pages-dataset";

function namesIn(html: string): string[] {
  return [...html.matchAll(/data-testid="restaurant-name"[^>]*>([^<]+)</g)].map((m) => m[1]);
}

describe("category pages", () => {
  it("a cuisine page lists its first 10 restaurants in ranked order, with the total and 'Page 1 of 3'", async () => {
    await seedPages();
    const { response, html } = await fetchPage("/restaurants/cuisine/italian");
    expect(response.status).toBe(200);
    expect(namesIn(html)).toEqual(italianRanking().slice(0, 10));
    expect(html).toContain("23 restaurants found");
    expect(html).toContain("Page 1 of 3");
    expect(html).toContain('href="/restaurants/cuisine/italian?page=2"');
    expect(html).toContain('<link rel="canonical" href="https://example.com/restaurants/cuisine/italian"/>');
  });

  it("the first card's map comes with the page (in view at once); lists lower on a page still wait to be seen", async () => {
    await seedPages();
    // The card's side map; the copy in its place menu waits for a tap on a narrow card.
    const thumbOf = (html: string) =>
      html.match(/<div class="card-map"><div role="img" aria-label="Map of 2121 E 7th Pl[^>]*>/)?.[0] ?? "";
    const category = thumbOf((await fetchPage("/restaurants/cuisine/italian")).html);
    expect(category).toMatch(
      /background-image:url\(&quot;https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png&quot;\)/,
    );
    expect(category.match(/tile\.openstreetmap\.org/g)).toHaveLength(9);
    // On / the same card sits below the hero, search and filters: its tiles wait until it is seen.
    const home = thumbOf((await fetchPage("/?cuisine=italian")).html);
    expect(home).toContain("map-thumb");
    expect(home).not.toContain("background-image");
  });

  it("the last page holds the remainder, ranks on from the previous pages (ties shared) and has a ?page canonical", async () => {
    await seedPages();
    const { html } = await fetchPage("/restaurants/cuisine/italian?page=3");
    expect(namesIn(html)).toEqual(italianRanking().slice(20));
    expect(html).toContain("Page 3 of 3");
    // Places 21-23 are on one list each, as are places 19 and 20: all five share rank 19.
    expect(html).toContain('<span class="sr-only">Shared rank </span><span aria-hidden="true">=</span>19</span>');
    expect(html).not.toContain('<span class="sr-only">Rank </span>');
    expect(html).toContain('href="https://example.com/restaurants/cuisine/italian?page=3"');
    expect(html).toMatch(/aria-disabled="true"[^>]*>Next</);
  });

  it("a page past the end redirects to the last page, and a non-number or ?page=1 to the bare path", async () => {
    await seedPages();
    const cases: [string, string][] = [
      ["?page=99", "/restaurants/cuisine/italian?page=3"],
      ["?page=abc", "/restaurants/cuisine/italian"],
      ["?page=0", "/restaurants/cuisine/italian"],
      ["?page=-3", "/restaurants/cuisine/italian"],
      ["?page=1", "/restaurants/cuisine/italian"],
      ["?page=2.4", "/restaurants/cuisine/italian?page=2"],
    ];
    for (const [query, target] of cases) {
      const { response } = await fetchPage(`/restaurants/cuisine/italian${query}`);
      expect(response.status, query).toBe(302);
      expect(locationOf(response), query).toBe(target);
    }
  });

  it("a slug with capitals, accents, '&' or '/' moves permanently to its normalized slug, keeping ?page", async () => {
    await seedPages();
    const cases: [string, string][] = [
      ["/restaurants/cuisine/Italian?page=2", "/restaurants/cuisine/italian?page=2"],
      ["/restaurants/cuisine/Wine%20%26%20Tapas", "/restaurants/cuisine/wine-and-tapas"],
      ["/restaurants/cuisine/It%C3%A1lian", "/restaurants/cuisine/italian"],
      ["/restaurants/cuisine/Korean%20BBQ", "/restaurants/cuisine/korean-bbq"],
      ["/restaurants/neighborhood/Santa%20M%C3%B3nica", "/restaurants/neighborhood/santa-monica"],
      ["/restaurants/price/%24%24", "/restaurants/price/moderate"],
      ["/restaurants/neighborhood/Mid-City%2FMiracle%20Mile", "/restaurants/neighborhood/mid-city-miracle-mile"],
      ["/restaurants/price/%24%24%24", "/restaurants/price/upscale"],
      ["/restaurants/price/1", "/restaurants/price/budget"],
      ["/restaurants/occasion/Date%20Night", "/restaurants/occasion/date-night"],
    ];
    for (const [from, to] of cases) {
      const { response } = await fetchPage(from);
      expect(response.status, from).toBe(301);
      expect(locationOf(response), from).toBe(to);
    }
  });

  it("the normalized '&' cuisine and '/' neighborhood pages list their restaurant", async () => {
    await seedPages();
    expect((await fetchPage("/restaurants/cuisine/wine-and-tapas")).html).toContain("Other Place 1");
    expect((await fetchPage("/restaurants/neighborhood/mid-city-miracle-mile")).html).toContain("Other Place 1");
  });

  it("price and occasion pages filter by their value", async () => {
    await seedPages();
    const upscale = await fetchPage("/restaurants/price/upscale");
    expect(upscale.html).toContain("Upscale ($$$) Restaurants in Los Angeles");
    expect(upscale.html).toContain("23 restaurants found");
    const dateNight = await fetchPage("/restaurants/occasion/date-night");
    expect(namesIn(dateNight.html)).toEqual(["Bestia"]);
    expect(dateNight.html).toContain("1 restaurant found");
  });

  it("a neighborhood page shows that neighborhood's description from D1", async () => {
    await seedPages();
    const { html } = await fetchPage("/restaurants/neighborhood/arts-district");
    expect(html).toContain("Restaurants in Arts District");
    expect(html).toContain("Warehouses turned dining rooms.");
    expect(html).toContain('content="Arts District food."');
  });

  it("a cuisine nothing matches shows 'No Restaurants Found' with a way back, as a 404", async () => {
    await seedPages();
    const { response, html } = await fetchPage("/restaurants/cuisine/klingon");
    expect(response.status).toBe(404);
    expect(html).toContain("No Restaurants Found");
    expect(html).toContain("0 restaurants found");
    expect(html).toMatch(/href="\/"[^>]*>Browse All Restaurants/);
    expect(html).toContain('name="robots" content="noindex, follow"');
  });

  it("an empty price range is still a page (200) with the empty state", async () => {
    await seedPages();
    const { response, html } = await fetchPage("/restaurants/price/fine-dining");
    expect(response.status).toBe(200);
    expect(html).toContain("No Restaurants Found");
  });

  it("an unknown category type, price or occasion is the not-found page", async () => {
    await seedPages();
    for (const path of ["/restaurants/flavor/italian", "/restaurants/price/cheap", "/restaurants/occasion/brunch"]) {
      const { response, html } = await fetchPage(path);
      expect(response.status, path).toBe(404);
      expect(html).toContain("Page Not Found");
    }
  });
});
