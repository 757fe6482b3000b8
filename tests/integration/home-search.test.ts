import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { parseListParams } from "~/lib/list-params";
import { readOne } from "~/models/batch.server";
import { rankedRestaurantsRead } from "~/models/restaurants.server";
import { planSearch } from "~/models/search.server";
import { seedDataset } from "~/models/seed.server";
import { searchDataset } from "../fixtures/search-dataset";
import { loadHomeCounted } from "./support/home-counted";
import { loader as homeLoader } from "~/routes/_index/route";
import { getLoadContext } from "../../workers/load-context";
import { countingD1 } from "./support/counting-d1";

const db = () => createDb(env.DB);

async function search(query: string) {
  const plan = await planSearch(db(), query);
  const { restaurants } = await readOne(
    db(),
    rankedRestaurantsRead(db(), { match: plan?.expression ?? null, limit: 50 }),
  );
  return { names: restaurants.map((r) => r.name), corrected: plan?.corrected ?? null };
}

async function list(query: string) {
  const params = parseListParams(new URLSearchParams(query));
  const { restaurants, total } = await readOne(
    db(),
    rankedRestaurantsRead(db(), { filters: params.filters, sort: params.sort as never, limit: 50 }),
  );
  return { names: restaurants.map((r) => r.name), total };
}

beforeEach(async () => {
  await seedDataset(db(), searchDataset);
});

describe("home page search in D1", () => {
  it("'pho' finds 'Phở 79' (accents forgiven)", async () => {
    expect((await search("pho")).names).toContain("Phở 79");
  });

  it("'bestia' finds Bestia, case-insensitively and trimmed", async () => {
    expect((await search("  BESTIA ")).names).toEqual(["Bestia"]);
  });

  it("'korean bbq' finds Korean barbecue places, by cuisine or description", async () => {
    const { names } = await search("korean bbq");
    expect(names).toEqual(expect.arrayContaining(["Parks BBQ", "Soot Bull Jeep"]));
    expect(names).not.toContain("Anajak Thai");
  });

  it("'santa monica sushi' finds sushi in Santa Monica only", async () => {
    expect((await search("santa monica sushi")).names).toEqual(["Sushi Sonagi"]);
  });

  it("forgives a small typo and says what it searched for", async () => {
    expect(await search("bestai")).toEqual({ names: ["Bestia"], corrected: "bestia" });
  });

  it("finds nothing for words that match nothing", async () => {
    expect((await search("zzzzqqq")).names).toEqual([]);
  });
});

describe("home page filters in D1", () => {
  it("filters by cuisine, price, source and occasion", async () => {
    expect((await list("cuisine=Sushi")).names).toEqual(["Sushi Gen", "Sushi Sonagi"]);
    expect((await list("price=$$$$")).names).toEqual(["Sushi Sonagi"]);
    expect((await list("source=Time%20Out")).names).toEqual(["Anajak Thai", "Cassia"]);
    expect((await list("occasion=date-night")).names).toEqual(["Cassia"]);
    expect((await list("neighborhood=santa-monica&cuisine=vietnamese")).names).toEqual(["Cassia"]);
  });

  it("sorts alphabetically and by price with unknown prices last", async () => {
    const byName = await list("sort=alphabetical");
    expect(byName.names).toEqual([...byName.names].sort((a, b) => a.localeCompare(b)));
    const byPrice = await list("sort=price");
    expect(byPrice.names.at(-1)).toBe("Phở 79");
  });
});

describe("the home loader's round trips", () => {
  it("a search whose words match but whose filters leave nothing takes one batch, no typo check, and one for the closest answer", async () => {
    const { home, calls } = await loadHomeCounted("q=bestia&cuisine=korean");
    expect(home.total).toBe(0);
    expect(home.corrected).toBeNull();
    expect(home.closest?.change).toBe("without “bestia”");
    // The page's batch: the data markers at its head, the page with its total and badges' ranks and
    // distinctions (one statement), and the check that the words match anything. Then, as for any
    // empty answer, one read of the closest view (here the filters without the words).
    expect(calls).toEqual({ alone: 0, batches: [3, 3] });
  });

  it("a search whose words become filters keeps them in sight: the heading and the box say what was typed", async () => {
    const redirect = await SELF.fetch("https://example.com/?q=korean%20bbq", { redirect: "manual" });
    expect(redirect.headers.get("Location")).toBe("/?cuisine=korean&style=barbecue&asked=korean+bbq");
    const html = await (await SELF.fetch(`https://example.com${redirect.headers.get("Location")}`)).text();
    expect(html).toContain("Search Results for &quot;korean bbq&quot;");
    expect(html).toMatch(/<input[^>]*value="korean bbq"/);
    // Words that do not read as the view's filters are not shown: a link cannot put other words on a page.
    const forged = await (await SELF.fetch("https://example.com/?cuisine=korean&asked=best%20in%20town")).text();
    expect(forged).not.toContain("best in town");
    expect(forged).toContain(">The Ranking<");
    // Nor do they travel: the page's own links leave them out.
    expect(html).not.toMatch(/href="[^"]*asked=/);
  });

  it("a search whose words become filters costs one D1 trip across its redirect and its page", async () => {
    // A warm isolate, as production runs: markers held from KV, the data cache in memory.
    const heldEnv = (DB: D1Database) => ({ ...env, DB, DATA_META_HOLD_SECONDS: "5" });
    const get = (DB: D1Database, path: string) => {
      const request = new Request(`https://example.com${path}`);
      const cloudflare = { env: heldEnv(DB), ctx: { waitUntil: () => {}, passThroughOnException: () => {} } };
      return homeLoader({ request, params: {}, context: getLoadContext({ request, context: { cloudflare } }) });
    };
    const redirectOf = (path: string, DB: D1Database) =>
      get(DB, path).then(
        () => null,
        (thrown: unknown) => (thrown instanceof Response ? thrown : null),
      );
    await redirectOf("/?q=korean", env.DB);
    await get(env.DB, "/?cuisine=korean");
    const { counted, calls, restore } = countingD1(env.DB);
    try {
      const redirect = await redirectOf("/?q=korean", counted);
      expect(redirect?.status).toBe(302);
      const location = redirect!.headers.get("Location")!;
      expect(location).toBe("/?cuisine=korean&asked=korean");
      await get(counted, location);
      expect(calls.alone + calls.batches.length).toBe(1);
      // Words that name a place stay a search, known from the data cache too: only the page reads D1.
      expect(await redirectOf("/?q=sushi%20gen", counted)).toBeNull();
      expect(calls.alone + calls.batches.length).toBe(2);
    } finally {
      restore();
    }
  });

  it("a typo still costs the checks that correct it, and the corrected list", async () => {
    const { home, calls } = await loadHomeCounted("q=bestai");
    expect(home.corrected).toBe("bestia");
    expect(home.restaurants.map((r) => r.name)).toEqual(["Bestia"]);
    expect(calls.batches.length).toBeGreaterThan(1);
  });
});

describe("the rating sort", () => {
  it("is offered only when some restaurant carries a real rating, and orders by it", async () => {
    const without = await (await SELF.fetch("https://example.com/")).text();
    expect(without).not.toContain("Sort: Rating");
    await env.DB.prepare("UPDATE restaurants SET rating = 4.8 WHERE name = 'Zankou Chicken'").run();
    await env.DB.prepare(
      "INSERT INTO data_meta (key, value) VALUES ('data_updated_at', 'rated') ON CONFLICT(key) DO UPDATE SET value = 'rated'",
    ).run();
    const html = await (await SELF.fetch("https://example.com/")).text();
    expect(html).toContain("Sort: Rating");
    expect((await list("sort=rating")).names[0]).toBe("Zankou Chicken");
  });
});

describe("the home page over HTTP", () => {
  it("renders a filtered, searched URL on the server, without JavaScript", async () => {
    const html = await (await SELF.fetch("https://example.com/?q=sushi&neighborhood=santa-monica")).text();
    expect(html).toContain("Search Results for &quot;sushi&quot;");
    expect(html).toContain("Found 1 restaurant");
    expect(html).toContain("Sushi Sonagi");
    expect(html).not.toContain("Sushi Gen");
  });

  it("a typo is corrected on the page: the corrected words' results, and what they were", async () => {
    const html = await (await SELF.fetch("https://example.com/?q=bestai")).text();
    expect(html).toContain("Found 1 restaurant");
    expect(html).toContain("showing results for &quot;bestia&quot;");
    expect(html).toContain("Bestia");
  });

  it("a search with no match even after correction finds nothing, and says so", async () => {
    const html = await (await SELF.fetch("https://example.com/?q=zzzzqqq")).text();
    expect(html).toContain("Found 0 restaurants");
    expect(html).not.toContain("showing results for");
  });

  it("a search that finds nothing under a filter is not 'corrected' into other words", async () => {
    const html = await (await SELF.fetch("https://example.com/?q=bestia&cuisine=korean")).text();
    expect(html).toContain("Found 0 restaurants");
    expect(html).not.toContain("showing results for");
  });

  it("narrows by distance from a ZIP code", async () => {
    await env.DB.prepare(
      "INSERT INTO zip_codes (zip, city, state, latitude, longitude) VALUES ('90401','Santa Monica','CA',34.0166,-118.4945) ON CONFLICT DO NOTHING",
    ).run();
    const html = await (await SELF.fetch("https://example.com/?zip=90401&radius=3&count=all")).text();
    expect(html).toContain("Sushi Sonagi");
    expect(html).toContain("Cassia");
    expect(html).not.toContain("Bestia");
    expect(html).toMatch(/0\.\d mi away/);
  });

  it("leaves the places known only by neighborhood out of a distance search, and says how many", async () => {
    await env.DB.prepare(
      "INSERT INTO zip_codes (zip, city, state, latitude, longitude) VALUES ('90401','Santa Monica','CA',34.0166,-118.4945) ON CONFLICT DO NOTHING",
    ).run();
    const html = await (await SELF.fetch("https://example.com/?zip=90401&radius=25&count=all")).text();
    expect(html).toContain("5 places known only by neighborhood are not included");
    for (const name of ["Anajak Thai", "Parks BBQ", "Zankou Chicken"]) expect(html).not.toContain(name);
    const korean = await (await SELF.fetch("https://example.com/?zip=90401&radius=25&cuisine=korean-bbq")).text();
    expect(korean).toContain("1 place known only by its neighborhood is not included");
    const noRadius = await (await SELF.fetch("https://example.com/?zip=90401")).text();
    expect(noRadius).not.toContain("known only by");
  });

  it("says so when a ZIP code is unknown", async () => {
    const html = await (await SELF.fetch("https://example.com/?zip=00000&radius=5")).text();
    expect(html).toContain("ZIP code not found");
  });

  it("builds its links and forms from what it understood: no tracking tags, unknown keys or ignored values", async () => {
    const html = await (
      await SELF.fetch("https://example.com/?utm_source=news&nocache=7&price=abc&sort=evil&cuisine=Wine%20%26%20Tapas")
    ).text();
    const hrefs = [...html.matchAll(/href="(\/\?[^"]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
    expect(hrefs).toContain("/?cuisine=wine-and-tapas");
    expect(hrefs).toContain("/?cuisine=wine-and-tapas&view=map#map-view");
    expect(hrefs.filter((href) => /utm_source|nocache|price=abc|sort=evil/.test(href))).toEqual([]);
    // The search form's hidden fields keep the view's other filters, and only those.
    expect(html).toMatch(/<input type="hidden" name="cuisine" value="wine-and-tapas"\/>/);
    expect(html).not.toMatch(/name="(utm_source|nocache)"/);
  });

  it.each([
    "?q=%00%ff&price=$$$$$$&count=9999&sort=evil&radius=-1",
    "?cuisine=%3Cscript%3E&neighborhood=&source=nobody&occasion=brunch&near=abc",
    "?q=" + "a".repeat(500),
    '?q="unbalanced AND (OR',
    "?price=$$$$$$&count=999&sort=rating&radius=-3&zip=abc&view=3d&q=%22(",
  ])("ignores bad parameters instead of failing: %s", async (query) => {
    const response = await SELF.fetch(`https://example.com/${query}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h2 id="results-heading"[^>]*>(The Ranking|Search Results for )/);
    expect(html).not.toContain("<script>alert");
  });
});
