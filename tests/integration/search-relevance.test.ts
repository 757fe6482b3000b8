import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import type { ListingFilters, SortKey } from "~/lib/listing";
import { parseSearch, type SearchReading } from "~/lib/search-reading";
import { readOne, readTogether } from "~/models/batch.server";
import { rankedRestaurantsRead } from "~/models/restaurants.server";
import { searchedCardsRead } from "~/models/search-list.server";
import { planSearch, reviseSearch, searchChecksRead } from "~/models/search.server";
import { seedDataset } from "~/models/seed.server";
import { shippedDataset } from "./support/shipped-dataset";

const db = () => createDb(env.DB);

async function search(query: string, filters: ListingFilters = {}, sort?: SortKey) {
  const plan = await planSearch(db(), query);
  if (!plan) return { names: [], total: 0, plan };
  const { restaurants, total } = await readOne(
    db(),
    searchedCardsRead(db(), { search: plan.reading, filters, sort, limit: 50 }),
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
  { query: "sushi", first: "Sushi Kaneyoshi", why: "names beginning with the word, more lists first" },
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
  { query: "thai town", first: "Jitlada", total: 1, why: "a neighborhood" },
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
    first: "Borit Gogae",
    also: ["Soowon Galbi"],
    why: "a cuisine and a synonym in the description, ties by name",
  },
  { query: "armenian", first: "Adana", also: ["Mini Kabob"], why: "a cuisine, ties by name" },
  {
    query: "pho",
    first: "Pho Ngoon",
    also: ["LaoXi Noodle House"],
    why: "the word in a name, then a synonym in a name, before descriptions",
  },
  { query: "bbq", first: "Moo's Craft Barbecue", why: "a synonym in the name and cuisine" },
  { query: "omakase", first: "Morihiro", why: "a synonym (sushi) in the cuisine" },
  { query: "tasting menu", first: "Kato", why: "a description, more lists first" },
  { query: "bestai", first: "Bestia", why: "a typo corrected, when the words match nothing" },
  { query: "bavle", first: "Bavel", why: "a swapped pair of letters corrected" },
  { query: "cole's", first: "Langer's Delicatessen", not: ["Cole's French Dip"], why: "closed places are left out" },
];

beforeAll(async () => {
  await seedDataset(db(), shippedDataset());
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

  it("puts the listed place after the name matches, whatever its lists ('mozza')", async () => {
    const { names } = await search("mozza");
    expect(names.at(-1)).toBe("Chi Spacca");
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
      ["sushi", { cuisine: "sushi", price: 4 }],
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
