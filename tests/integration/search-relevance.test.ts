import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import type { ListingFilters, SortKey } from "~/lib/listing";
import { parseSearch, type SearchReading } from "~/lib/search-reading";
import { readOne, readTogether } from "~/models/batch.server";
import { rankedRestaurantsRead } from "~/models/restaurants.server";
import { searchedCardsRead } from "~/models/search-list.server";
import { planSearch, reviseSearch, searchChecksRead } from "~/models/search.server";
import { areaMembers } from "~/lib/areas";
import { sourcesByPlace } from "~/lib/evidence/current";
import { seedDataset, toPlaceRows } from "~/models/seed.server";
import { shippedDataset } from "./support/shipped-dataset";
import { dinerSearch, pageText } from "./support/diner-search";

const db = () => createDb(env.DB);

async function search(query: string, filters: ListingFilters = {}, sort?: SortKey) {
  const plan = await planSearch(db(), query);
  if (!plan) return { names: [], total: 0, plan };
  const { restaurants, total } = await readOne(
    db(),
    searchedCardsRead(db(), { search: plan.reading, filters, sort, limit: 100 }),
  );
  return { names: restaurants.map((r) => r.name), total, plan };
}

type Case = { query: string; first: string; also?: string[]; not?: string[]; total?: number; why: string };

/** Real places from data/: what a diner types, the place that must come first, and why. */
const CASES: Case[] = [
  { query: "bestia", first: "Bestia", also: ["Saffy's"], why: "the exact name beats a description naming it" },
  { query: "  BESTIA ", first: "Bestia", why: "case and spacing aside" },
  { query: "republique", first: "République", why: "accents folded" },
  { query: "camelia", first: "Camélia", why: "accents folded" },
  { query: "pine & crane", first: "Pine & Crane", total: 1, why: "the exact name, punctuation and all" },
  { query: "pine crane", first: "Pine & Crane", why: "the name's words, '&' aside" },
  { query: "n/naka", first: "n/naka", why: "a name with a slash" },
  { query: "sushi kaneyoshi", first: "Sushi Kaneyoshi", why: "the exact name beats other sushi" },
  { query: "kang kang", first: "Kang Kang Food Court", why: "a name's beginning" },
  { query: "si mon", first: "Si! Mon", why: "a name's words, '!' aside" },
  {
    query: "la brea",
    first: "République",
    total: 1,
    not: ["Kismet", "Destroyer", "Jon & Vinny's", "Kang Kang Food Court"],
    why: "a phrase: La Brea Avenue, not bread or breakfast",
  },
  { query: "la palma", first: "Burritos La Palma", total: 1, why: "a phrase that starts with 'la'" },
  { query: "la azteca", first: "La Azteca Tortilleria", why: "a moved place is still listed" },
  { query: "pizza", first: "Pizzana", why: "a name beginning with the word beats the Pizza cuisine" },
  { query: "pizzeria", first: "Pizzeria Bianco", also: ["Pizzeria Mozza"], why: "name beginnings, more lists first" },
  { query: "mozza", first: "Osteria Mozza", also: ["Pizzeria Mozza", "Chi Spacca"], why: "names before a description" },
  { query: "sushi", first: "Sushi I-NABA", why: "names beginning with the word, more lists first" },
  {
    query: "seafood",
    first: "A&J Seafood Shack",
    also: ["Longo Seafood", "Holbox"],
    why: "the name beats a 3-list Seafood cuisine",
  },
  { query: "hollywood", first: "Jones Hollywood", also: ["Saffy's"], why: "the name beats the neighborhood" },
  { query: "sichuan", first: "Sichuan Impression", also: ["Chengdu Taste"], why: "the name beats the description" },
  { query: "thai", first: "Anajak Thai", why: "a name holding the word" },
  {
    query: "deli",
    first: "Langer's Delicatessen",
    also: ["Brent's Deli"],
    why: "names holding the word, more lists first",
  },
  { query: "bagels", first: "Courage Bagels", why: "a name holding the word" },
  {
    query: "thai town",
    first: "Jitlada",
    also: ["Roasted Duck by Pa Ord"],
    total: 2,
    why: "a neighborhood, more lists first (a place known only to it too)",
  },
  {
    query: "silver lake",
    first: "Azizam",
    also: ["Pijja Palace", "Pine & Crane"],
    why: "a neighborhood, more lists first (a place known only to it too)",
  },
  { query: "arts district", first: "Camélia", also: ["Bavel", "Bestia"], why: "a neighborhood, more lists first" },
  { query: "santa monica", first: "Mélisse", also: ["Funke"], why: "the neighborhood and Santa Monica Blvd alike" },
  {
    query: "west hollywood",
    first: "Somni",
    also: ["Crossroads Kitchen", "Bar Etoile"],
    why: "the words as a phrase before the words apart (Western Ave, East Hollywood)",
  },
  { query: "eagle rock", first: "Dunsmoor", also: ["Chifa"], why: "a street" },
  { query: "melrose", first: "Osteria Mozza", also: ["Providence"], why: "a street, more lists first" },
  { query: "main st", first: "Pasjoli", why: "a street" },
  { query: "91801", first: "Yang's Kitchen", also: ["Lunasia"], why: "a ZIP code in the address" },
  { query: "alhambra", first: "Yang's Kitchen", why: "a city in the address" },
  { query: "korean", first: "Baroo", also: ["Majordomo", "Soban"], why: "a cuisine" },
  {
    query: "korean bbq",
    first: "K-Team BBQ",
    also: ["Soowon Galbi"],
    why: "the cuisine and the word in the name first, then a synonym in the description",
  },
  { query: "armenian", first: "Adana", also: ["Mini Kabob"], why: "a cuisine, ties by name" },
  {
    query: "pho",
    first: "Pho Ngoon",
    not: ["Pizzeria Bianco", "LaoXi Noodle House"],
    why: "a short cuisine word matches whole words: not 'Phoenix' in a description, and 'noodle' is not pho",
  },
  {
    query: "bbq",
    first: "K-Team BBQ",
    also: ["Moo's Craft Barbecue", "Ray’s Texas BBQ"],
    why: "the word in the name and cuisine, then its synonym",
  },
  {
    query: "omakase",
    first: "Sushi I-NABA",
    also: ["Sushi Kaneyoshi", "Morihiro"],
    why: "as words: a synonym (sushi) in a name first, then descriptions",
  },
  { query: "tasting menu", first: "Ki", also: ["Kato"], why: "a description, more lists first" },
  { query: "bestai", first: "Bestia", why: "a typo corrected, when the words match nothing" },
  { query: "bavle", first: "Bavel", why: "a swapped pair of letters corrected" },
  { query: "cole's", first: "Langer's Delicatessen", not: ["Cole's French Dip"], why: "closed places are left out" },
];

/**
 * What a diner types that names filters: the view it becomes (null: it stays a search, as a place's
 * name holds its words), the place that must come first, or nothing, said so (`said`, on the page).
 */
type IntentCase = {
  total?: number;
  query: string;
  view: string | null;
  first: string | null;
  also?: string[];
  not?: string[];
  said?: string;
  why: string;
};

const INTENT_CASES: IntentCase[] = [
  {
    query: "korean bbq",
    view: "?cuisine=korean&style=barbecue",
    first: "K-Team BBQ",
    also: ["Soowon Galbi"],
    why: "a family and a style's common name",
  },
  {
    query: "korean",
    view: "?cuisine=korean",
    first: "Baroo",
    also: ["Borit Gogae", "Majordomo", "Soban"],
    why: "a family holds its styles",
  },
  {
    query: "japanese",
    view: "?cuisine=japanese",
    first: "Camélia",
    also: ["Sushi Kaneyoshi", "Morihiro", "Budonoki"],
    why: "the Japanese family includes the sushi bars and izakayas",
  },
  {
    query: "omakase",
    view: "?cuisine=japanese&style=sushi",
    first: "Morihiro",
    also: ["Sushi Kaneyoshi", "Nozawa Bar"],
    why: "a style's common name",
  },
  {
    query: "dim sum",
    view: "?cuisine=chinese&style=dim-sum",
    first: "Lunasia",
    also: ["Sea Harbour"],
    why: "the dim sum houses carry the style",
  },
  {
    query: "ramen",
    view: "?cuisine=japanese&style=ramen",
    first: "Kazan",
    why: "the ramen shop carries the style",
  },
  {
    query: "pho",
    view: null,
    first: "Pho Ngoon",
    total: 1,
    not: ["Pizzeria Bianco", "LaoXi Noodle House"],
    why: "a place's name: not Phoenix, and not any noodle",
  },
  {
    query: "pho sgv",
    view: "?cuisine=vietnamese&style=pho&neighborhood=san-gabriel-valley",
    first: "Pho Ngoon",
    why: "a style and a region's short form: the region holds San Gabriel",
  },
  { query: "cheap", view: "?price=%24", first: "Azizam", why: "a price word" },
  { query: "inexpensive", view: "?price=%24", first: "Azizam", why: "a price word" },
  {
    query: "splurge",
    view: "?price=%24%24%24%24",
    first: "Ki",
    also: ["Morihiro", "Hayato", "Kato"],
    why: "a price word",
  },
  { query: "fancy", view: "?price=%24%24%24%24", first: "Ki", why: "a price word" },
  {
    query: "cheap tacos",
    view: "?cuisine=mexican&style=tacos&price=%24",
    first: "Sonoratown",
    also: ["Taquería Frontera"],
    why: "a price word and a style",
  },
  { query: "date night", view: "?occasion=date-night", first: "Camélia", also: ["Bavel"], why: "an occasion" },
  { query: "special occasion", view: "?occasion=special-occasion", first: "Bistro Na's", why: "an occasion" },
  { query: "casual", view: "?occasion=casual", first: "Anajak Thai", why: "an occasion" },
  {
    query: "dtla",
    view: "?neighborhood=downtown",
    first: "Camélia",
    also: ["Hayato", "Sonoratown", "Bavel"],
    why: "a short form: Downtown with the Arts District, Little Tokyo and Chinatown",
  },
  {
    query: "westside",
    view: "?neighborhood=westside",
    first: "Hakata Izakaya Hero",
    also: ["Mélisse", "n/naka", "Funke"],
    why: "a region: every neighborhood in it",
  },
  {
    query: "date night westside",
    view: "?neighborhood=westside&occasion=date-night",
    first: "Si! Mon",
    also: ["Funke"],
    why: "an occasion and a region combine",
  },
  {
    query: "weho",
    view: "?neighborhood=west-hollywood",
    first: "Somni",
    also: ["Sushi Ginza Onodera"],
    why: "a short form",
  },
  { query: "sgv", view: "?neighborhood=san-gabriel-valley", first: "Bistro Na's", why: "a short form" },
  {
    query: "korean bbq ktown",
    view: "?cuisine=korean&style=barbecue&neighborhood=koreatown",
    first: "K-Team BBQ",
    why: "a family, a style and a short form",
  },
  {
    query: "k-town korean",
    view: "?cuisine=korean&neighborhood=koreatown",
    first: "Borit Gogae",
    not: ["Biriyani Kabob House"],
    why: "a hyphenated short form and a family",
  },
  {
    query: "date night weho",
    view: "?neighborhood=west-hollywood&occasion=date-night",
    first: "Crossroads Kitchen",
    why: "an occasion and a short form",
  },
  { query: "cheap eats dtla", view: "?neighborhood=downtown&price=%24", first: "Sonoratown", why: "price and place" },
  {
    query: "fancy sushi",
    view: "?cuisine=japanese&style=sushi&price=%24%24%24%24",
    first: "Morihiro",
    why: "a price word and a style",
  },
  { query: "thai town", view: "?neighborhood=thai-town", first: "Jitlada", why: "the longest phrase: a neighborhood" },
  {
    query: "mexican seafood",
    view: "?cuisine=mexican&style=mariscos",
    first: "Loreto",
    why: "a stated label read as family and style",
  },
  {
    query: "cheap korean bbq ktown",
    view: "?cuisine=korean&style=barbecue&neighborhood=koreatown&price=%24",
    first: null,
    said: "No Korean · Barbecue · Koreatown · Budget ($) places on our lists yet Closest, at any price: K-Team BBQ",
    why: "four intents combine; an empty answer offers the nearest that exists, saying what it let go",
  },
  {
    query: "brunch",
    view: "?style=brunch",
    first: null,
    said: "No Brunch places on our lists yet",
    why: "a style of no one family, which no ranked place carries: said so",
  },
  {
    query: "sushi kaneyoshi",
    view: null,
    first: "Sushi Kaneyoshi",
    why: "a place's name stays a search, though 'sushi' is a style",
  },
  { query: "tacos", view: null, first: "Tacos Los Cholos", why: "names hold the word: it stays a search" },
];

beforeAll(async () => {
  await seedDataset(db(), shippedDataset());
});

describe("search that reads intent, over the shipped data", () => {
  it.each(INTENT_CASES)(
    "'$query' → $view, $first ($why)",
    async ({ query, view, first, also = [], not = [], said, total }) => {
      const found = await dinerSearch(query);
      expect(found.view).toBe(view);
      expect(found.typed).toBe(view === null ? null : query);
      expect(found.names[0] ?? null).toBe(first);
      expect(found.names).toEqual(expect.arrayContaining(also));
      for (const name of not) expect(found.names).not.toContain(name);
      if (total !== undefined) expect(found.total).toBe(total);
      if (said) expect(await pageText(view ?? `?q=${query}`)).toContain(said);
    },
  );
});

describe("a region's word over the shipped data", () => {
  it.each(["westside", "sgv", "dtla", "south bay"])(
    "'%s' finds every ranked place in the region's neighborhoods",
    async (query) => {
      const found = await dinerSearch(query);
      const members = areaMembers(new URLSearchParams(found.view!).get("neighborhood")!);
      const { lists, restaurants } = shippedDataset();
      const onLists = sourcesByPlace(lists, restaurants);
      const ranked = toPlaceRows(restaurants).filter(
        (r) => r.status !== "closed" && (onLists.get(r.placeKey)?.length ?? 0) > 0,
      );
      expect(found.total).toBe(ranked.filter((r) => members.includes(r.neighborhoodSlug)).length);
      expect(members.length).toBeGreaterThan(3);
    },
  );
});

describe("a region's page", () => {
  it("lists every ranked place in the region's neighborhoods and links each neighborhood that holds one", async () => {
    const { lists, restaurants } = shippedDataset();
    const onLists = sourcesByPlace(lists, restaurants);
    const inWestside = toPlaceRows(restaurants).filter(
      (r) =>
        r.status !== "closed" &&
        (onLists.get(r.placeKey)?.length ?? 0) > 0 &&
        areaMembers("westside").includes(r.neighborhoodSlug),
    );
    const page = await SELF.fetch("https://example.com/restaurants/neighborhood/westside");
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Restaurants in Westside");
    expect(html).toContain(`${inWestside.length} restaurants found`);
    for (const slug of new Set(inWestside.map((r) => r.neighborhoodSlug))) {
      expect(html).toContain(`href="/restaurants/neighborhood/${slug}"`);
    }
  });
});

describe("search relevance over the shipped data", () => {
  it.each(CASES)("'$query' → $first ($why)", async ({ query, first, also = [], not = [], total }) => {
    const found = await search(query);
    expect(found.names[0]).toBe(first);
    expect(found.names).toEqual(expect.arrayContaining(also));
    for (const name of not) expect(found.names).not.toContain(name);
    if (total !== undefined) expect(found.total).toBe(total);
    expect(found.total).toBe(found.names.length);
  });

  it("puts the places that only mention a name after the name matches, whatever their lists ('mozza')", async () => {
    const { names } = await search("mozza");
    expect(names.slice(0, 2)).toEqual(["Osteria Mozza", "Pizzeria Mozza"]);
    expect(names.slice(2)).toContain("Chi Spacca");
  });

  it("finds nothing for a closed place's name or for words that match nothing", async () => {
    expect((await search("rose cafe")).names).toEqual([]);
    expect((await search("zzzzqqq")).names).toEqual([]);
  });

  it("reports the corrected words only when it corrected them", async () => {
    expect((await search("bestai")).plan?.corrected).toBe("bestia");
    expect((await search("la brea")).plan?.corrected).toBeNull();
  });
});

describe("search with the list's filters and sorts", () => {
  it("finds, under every filter the index can apply, exactly the places the list's own filters find", async () => {
    const views: [string, ListingFilters][] = [
      ["pizza", { neighborhood: "hollywood" }],
      ["sushi", { cuisine: "japanese", price: 4 }],
      ["omakase", { cuisine: "japanese", style: "sushi" }],
      ["french", { occasion: "date-night" }],
      ["santa monica", { price: 4, lists: 2 }],
      ["chicken", {}],
    ];
    for (const [query, filters] of views) {
      const plan = (await planSearch(db(), query))!;
      const listed = await readOne(db(), rankedRestaurantsRead(db(), { filters, match: plan.expression, limit: 500 }));
      const found = await search(query, filters);
      expect(found.total, query).toBe(listed.total);
      expect([...found.names].sort(), query).toEqual(listed.restaurants.map((r) => r.name).sort());
      expect(found.total, query).toBeGreaterThan(0);
    }
  });

  it("keeps a sort the diner chose, and the count", async () => {
    const ranked = await search("sushi");
    const byName = await search("sushi", {}, "alphabetical");
    expect(byName.names).toEqual([...ranked.names].sort((a, b) => a.localeCompare(b)));
    expect(byName.total).toBe(ranked.total);
    const byLists = await search("hollywood", {}, "sourceCount");
    expect(byLists.names[0]).toBe("Saffy's");
  });

  it("counts every match while showing a page of them", async () => {
    const plan = (await planSearch(db(), "hollywood"))!;
    const page = await readOne(db(), searchedCardsRead(db(), { search: plan.reading, limit: 3 }));
    expect(page.restaurants).toHaveLength(3);
    expect(page.total).toBe((await search("hollywood")).total);
    expect(page.total).toBeGreaterThan(10);
  });

  it("keeps the index's facet words in step when a place's filtered values change", async () => {
    expect((await search("bestia", { price: 4 })).names).toEqual([]);
    await env.DB.prepare(
      "UPDATE restaurants SET price = 4, neighborhood_slug = 'downtown' WHERE slug = 'bestia'",
    ).run();
    expect((await search("bestia", { price: 4, neighborhood: "downtown" })).names).toEqual(["Bestia"]);
    expect((await search("bestia", { price: 3 })).names).toEqual([]);
    // FTS5 checks its index against the content view, and throws if they differ.
    await env.DB.prepare("INSERT INTO restaurants_fts(restaurants_fts, rank) VALUES ('integrity-check', 1)").run();
  });
});

describe("a search under filters", () => {
  beforeAll(() => seedDataset(db(), shippedDataset()));

  it("finds a place under every combination of its own filters, and not when one differs", async () => {
    const place = await env.DB.prepare(
      "SELECT cuisine_slug AS cuisine, neighborhood_slug AS neighborhood, price, occasion_slug AS occasion FROM restaurants WHERE slug = 'bestia'",
    ).first<Required<Pick<ListingFilters, "cuisine" | "neighborhood" | "price" | "occasion">>>();
    const own = Object.entries(place!);
    expect(own).toHaveLength(4);
    // Every non-empty subset of the four: each pair of filters is one word in the index (migrations/0014).
    for (let mask = 1; mask < 16; mask++) {
      const filters = Object.fromEntries(own.filter((_, i) => mask & (1 << i)));
      expect((await search("bestia", filters)).names, JSON.stringify(filters)).toEqual(["Bestia"]);
      const wrong = { ...filters, ...(mask & 4 ? { price: place!.price === 1 ? 2 : 1 } : { cuisine: "vegan" }) };
      expect((await search("bestia", wrong)).names, JSON.stringify(wrong)).toEqual([]);
    }
  });
});

describe("a search in the page's batch", () => {
  const firstRead = (query: string) => {
    const terms = parseSearch(query);
    const list = searchedCardsRead(db(), { search: terms.words as SearchReading, limit: 10 });
    return { terms, batch: readTogether(db(), [list, searchChecksRead(db(), terms)]) };
  };

  it("reads the words and checks them in one batch, and stands when they match", async () => {
    const { terms, batch } = firstRead("pizzeria");
    const [list, checks] = await batch;
    expect(list.restaurants[0].name).toBe("Pizzeria Bianco");
    expect(await reviseSearch(db(), terms, checks)).toBeNull();
  });

  it("reads again as a phrase when the words as typed match as one ('la brea')", async () => {
    const { terms, batch } = firstRead("la brea");
    const [list, checks] = await batch;
    expect(list.restaurants.map((r) => r.name)).toContain("Kismet");
    expect(await reviseSearch(db(), terms, checks)).toEqual({ reading: terms.phrase, corrected: null });
  });

  it("corrects a typo only when the words match nothing at all, not when the filters left nothing", async () => {
    const typo = firstRead("bestai");
    const [empty, checks] = await typo.batch;
    expect(empty.total).toBe(0);
    expect((await reviseSearch(db(), typo.terms, checks))?.corrected).toBe("bestia");
    const terms = parseSearch("bestia");
    const filtered = searchedCardsRead(db(), { search: terms.words!, filters: { cuisine: "korean" }, limit: 10 });
    const [none, matched] = await readTogether(db(), [filtered, searchChecksRead(db(), terms)]);
    expect(none.total).toBe(0);
    expect(await reviseSearch(db(), terms, matched)).toBeNull();
  });
});

describe("an empty answer", () => {
  it("asks for fewer filters only when filters are set", async () => {
    const words = await pageText("?q=zzqqxx");
    expect(words).toContain("No restaurants match your search. Try other words, or browse the ranking.");
    expect(words).not.toContain("Try fewer filters");
  });

  it("never says places of a filter do not exist when a word found nothing, and offers the filters without it", async () => {
    const text = await pageText("?q=zzqqxx&occasion=date-night");
    expect(text).toContain("No Date Night places match “zzqqxx”");
    expect(text).not.toContain("No Date Night places on our lists yet");
    expect(text).toMatch(/Closest, without “zzqqxx”: \S/);
  });
});
