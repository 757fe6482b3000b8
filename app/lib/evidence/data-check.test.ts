import { describe, expect, it } from "vitest";
import { validDataset } from "../../../tests/fixtures/data-check/valid-dataset";
import { checkDataset, type DataCheckInput } from "./data-check";

type Change = (data: DataCheckInput) => unknown;

function variant(change: Change): DataCheckInput {
  const data = structuredClone(validDataset);
  change(data);
  return data;
}

const edition = (data: DataCheckInput, name: string) => data.lists.find((e) => e.file === `data/lists/${name}.json`)!;
const restaurant = (data: DataCheckInput, name: string) => data.restaurants.find((r) => (r.slug ?? r.name) === name)!;
const eater = (data: DataCheckInput) => edition(data, "eater-la--essential-38--2025");
const laTimes = (data: DataCheckInput) => edition(data, "la-times--101-best--2024");
const michelin = (data: DataCheckInput) => edition(data, "michelin-guide--california--2025");
const openPlace = {
  name: "New Place",
  cuisine: "Italian",
  neighborhood: "Arts District",
  address: "900 E 4th St, Los Angeles, CA 90013",
  lat: 34.0435,
  lng: -118.2385,
};

/** [behaviour, the rule it breaks, the change, what the fix must say]: each breaks exactly one rule. */
const brokenRules: [string, string, Change, RegExp][] = [
  ["a declared size of zero", "list size", (d) => (eater(d).declaredSize = 0), /declaredSize is 0/],
  ["a fractional declared size", "list size", (d) => (eater(d).declaredSize = 2.5), /declaredSize is 2.5/],
  [
    "one place named twice in an edition",
    "duplicate entry",
    (d) => eater(d).entries.push({ name: "Bavel", address: null }),
    /same place as entry 2/,
  ],
  [
    "an entry whose name and street match no restaurant",
    "unmatched entry",
    (d) => eater(d).entries.push({ name: "Nowhere", address: "1 Main St, Los Angeles, CA 90012" }),
    /add its record/,
  ],
  [
    "an entry without an address whose name matches no restaurant",
    "unmatched entry",
    (d) => eater(d).entries.push({ name: "Nowhere", address: null }),
    /correct the entry's name/,
  ],
  [
    "an entry without an address naming one of two branches",
    "ambiguous entry",
    (d) => eater(d).entries.push({ name: "Porto's Bakery", address: null }),
    /2 restaurants have this name: give the entry its street address/,
  ],
  ["a list URL that is not http(s)", "list url", (d) => (eater(d).url = "ftp://la.eater.com/38"), /ftp: link/],
  ["a list URL that is not a URL at all", "list url", (d) => (eater(d).url = "Eater 38"), /is not a URL/],
  [
    "a Yelp search as the list URL",
    "list url",
    (d) => (eater(d).url = "https://www.yelp.com/search?find_desc=pizza&find_loc=Los+Angeles"),
    /search-results page/,
  ],
  [
    "a search path as the list URL",
    "list url",
    (d) => (eater(d).url = "https://www.theinfatuation.com/los-angeles/search/best"),
    /search-results page/,
  ],
  [
    "a q= query as the list URL",
    "list url",
    (d) => (eater(d).url = "https://la.eater.com/?q=best"),
    /search-results page/,
  ],
  ["a published month that is not YYYY-MM", "published month", (d) => (michelin(d).published = "2025-13"), /YYYY-MM/],
  ["a read date that is no real day", "read date", (d) => (michelin(d).read = "2025-02-30"), /YYYY-MM-DD/],
  [
    "an edition read before it was published",
    "read before published",
    (d) => (michelin(d).read = "2025-05-31"),
    /read on 2025-05-31, before it was published in 2025-06/,
  ],
  [
    "a source that is not trusted",
    "source",
    (d) => (eater(d).source = "Gourmet" as never),
    /"Gourmet" is not a trusted source: use one of Bon Appétit/,
  ],
  ["an unknown kind", "kind", (d) => (eater(d).kind = "worst" as never), /use one of best, new/],
  [
    "an unknown scope",
    "scope",
    (d) => (eater(d).scope = "Mars" as never),
    /use one of Los Angeles, California, national/,
  ],
  ["a blank edition", "edition", (d) => (eater(d).edition = " "), /no edition/],
  [
    "two editions of one list published the same latest month",
    "current edition",
    (d) => Object.assign(edition(d, "eater-la--essential-38--2024"), { published: "2025-01", read: "2025-01-20" }),
    /all published in 2025-01/,
  ],
  ["a rank on an unranked list", "rank", (d) => (eater(d).entries[0].rank = 1), /not ranked: remove the ranks/],
  ["a rank of zero", "rank", (d) => (laTimes(d).entries[1].rank = 0), /rank 0 is not a whole number from 1/],
  ["a fractional rank", "rank", (d) => (laTimes(d).entries[1].rank = 1.5), /rank 1.5 is not a whole number/],
  ["two entries sharing a rank", "rank", (d) => (laTimes(d).entries[1].rank = 1), /rank 1 is also entry 1's/],
  ["a rank past the declared size", "rank", (d) => (laTimes(d).entries[1].rank = 102), /past the declared size of 101/],
  [
    "a distinction on a list that is not Michelin's",
    "distinction",
    (d) => (laTimes(d).entries[0].distinction = "1 Star"),
    /only Michelin Guide lists have them/,
  ],
  [
    "a distinction Michelin does not award",
    "distinction",
    (d) => (michelin(d).entries[0].distinction = "4 Stars" as never),
    /"4 Stars" is not Michelin's/,
  ],
  [
    "a distinction's year that is not before its edition's",
    "distinction",
    (d) => (michelin(d).entries[0].distinctionYear = "2025"),
    /distinctionYear "2025" must be a year \(YYYY\) before the edition's/,
  ],
  [
    "a distinction's year without a distinction",
    "distinction",
    (d) => Object.assign(michelin(d).entries[0], { distinction: null, distinctionYear: "2023" }),
    /distinctionYear 2023 has no distinction to date/,
  ],
  [
    "two open records of one name and street",
    "duplicate place",
    (d) =>
      d.restaurants.push({
        ...restaurant(d, "Bavel"),
        slug: "bavel-2",
        address: "500 Mateo Street, Los Angeles, CA 90013",
      }),
    /merge the records/,
  ],
  [
    "two branches sharing a slug",
    "duplicate slug",
    (d) => (restaurant(d, "portos-bakery-glendale").slug = null),
    /\/restaurants\/porto-s-bakery: give each branch its own slug, such as "porto-s-bakery-glendale"/,
  ],
  ["an unknown status", "status", (d) => (restaurant(d, "Bavel").status = "gone" as never), /status "gone" is unknown/],
  [
    "a closed place without its closing month",
    "closed month",
    (d) => (restaurant(d, "Old Spot Diner").closedMonth = null),
    /closed but has no closedMonth/,
  ],
  [
    "a moved place without its closing month",
    "closed month",
    (d) => (restaurant(d, "Bavel").status = "moved"),
    /moved but has no closedMonth: add the month it moved/,
  ],
  [
    "an opening month that is not YYYY-MM",
    "date format",
    (d) => (restaurant(d, "Bestia").openedMonth = "2012-1"),
    /openedMonth "2012-1" is not a month/,
  ],
  [
    "a new-openings entry for a place that opened more than two years before the edition",
    "stale opening",
    (d) => (edition(d, "time-out--best-new--2025").entries[0].opened = "2023-11"),
    /opened 2023-11, more than two years before this new-openings edition \(2025-12\)/,
  ],
  [
    "a closing month that is not YYYY-MM",
    "date format",
    (d) => (restaurant(d, "Old Spot Diner").closedMonth = "March 2020"),
    /closedMonth "March 2020"/,
  ],
  [
    "a last-verified day that is no real day",
    "date format",
    (d) => (restaurant(d, "Bestia").lastVerified = "2025-02-30"),
    /YYYY-MM-DD/,
  ],
  [
    "a description longer than the importers allow",
    "field too long",
    (d) => (restaurant(d, "Bestia").description = "d".repeat(1201)),
    /description is 1201 characters; at most 1200 are allowed/,
  ],
  [
    "a place known only to its neighborhood, given street coordinates",
    "coordinates without a street address",
    (d) => Object.assign(restaurant(d, "Soowon Galbi"), { lat: 34.0637, lng: -118.2918 }),
    /remove lat\/lng, or add its street address/,
  ],
  [
    "two records of one name in one neighborhood, one without a street address",
    "duplicate name and neighborhood",
    (d) => d.restaurants.push({ ...restaurant(d, "Soowon Galbi"), slug: "soowon-galbi-2" }),
    /merge them, or give each its street address/,
  ],
  [
    "a New & Rising place without its opening month and where it is stated",
    "opening month",
    (d) => {
      const [entry] = edition(d, "time-out--best-new--2025").entries;
      delete entry.opened;
      delete entry.openedSource;
    },
    /add the month it opened/,
  ],
  [
    "an opening month without the page that states it",
    "opening source",
    (d) => delete edition(d, "time-out--best-new--2025").entries[0].openedSource,
    /the page that states it/,
  ],
  [
    "a restaurant with half its coordinates",
    "coordinates",
    (d) => (restaurant(d, "Bavel").lat = null),
    /only one of lat and lng/,
  ],
  [
    "a restaurant placed outside the county",
    "coordinates",
    (d) => Object.assign(restaurant(d, "Bavel"), { lat: 32.7157, lng: -117.1611 }),
    /outside Los Angeles County/,
  ],
  [
    "coordinates beside an address without a ZIP (nothing to check them by)",
    "zip",
    (d) => (restaurant(d, "Bavel").address = "500 Mateo St, Los Angeles"),
    /does not end in a 5-digit ZIP/,
  ],
  [
    "an address whose ZIP the gazetteer lacks",
    "zip",
    (d) => (restaurant(d, "Bavel").address = "500 Mateo St, Los Angeles, CA 90099"),
    /ZIP 90099 is not in data\/gazetteer.json/,
  ],
  [
    "coordinates far from the address's ZIP",
    "zip distance",
    (d) => (restaurant(d, "Bestia").lat = 34.18),
    /10.2 miles from ZIP 90021's centre/,
  ],
  [
    "a favourite cuisine every profile links to, with no open place in it",
    "empty category",
    (d) => (restaurant(d, "Bavel").cuisine = "Lebanese"),
    /stop linking to it/,
  ],
  [
    "a favourite occasion every profile links to, with no open place in it",
    "empty category",
    (d) => (restaurant(d, "Bestia").occasion = "Date Night"),
    /stop linking to it/,
  ],
  [
    "a favourite cuisine whose only place is named by an earlier edition alone (out of the ranking, so not on the page)",
    "empty category",
    (d) => {
      restaurant(d, "Bavel").cuisine = "Lebanese";
      Object.assign(restaurant(d, "Old Spot Diner"), { status: "open", cuisine: "Seafood" });
    },
    /stop linking to it/,
  ],
  ["an open place on no list", "unlisted restaurant", (d) => d.restaurants.push(openPlace), /No list edition names it/],
  [
    "one restaurant under a second spelling in the same region",
    "likely duplicate",
    (d) => {
      d.restaurants.push({ name: "BESTIA Kitchen", cuisine: "Italian", neighborhood: "Downtown", address: null });
      eater(d).entries.push({ name: "BESTIA Kitchen", address: null, area: "Downtown" });
    },
    /merge them/,
  ],
  [
    "a description naming stars its Michelin entry does not hold",
    "description contradicts distinction",
    (d) => (restaurant(d, "Bestia").description = "A two-Michelin-star Italian spot in a warehouse."),
    /says 2 Stars, but its current Michelin entry says Recommended/,
  ],
  [
    "a description placing the restaurant in another region",
    "description contradicts location",
    (d) => (restaurant(d, "Bavel").description = "Hearth-baked pita and hummus in Santa Monica."),
    /places it in Santa Monica, but it is in Arts District/,
  ],
  [
    "a neighborhood in no region",
    "area outside the regions",
    (d) => (restaurant(d, "Bestia").neighborhood = "Atlantis"),
    /add it to the region that holds it in data\/areas.json/,
  ],
  [
    "a ranked place whose name spells a style no ranked place carries",
    "style named but not tagged",
    (d) => {
      d.restaurants.push({ ...openPlace, name: "Ramen Corner", cuisine: "Japanese" });
      eater(d).entries.push({ name: "Ramen Corner", address: openPlace.address });
    },
    /no ranked place carries that style/,
  ],
  [
    "a merged slug that is a live restaurant's",
    "former slug in use",
    (d) => (restaurant(d, "Bestia").formerSlugs = ["bavel"]),
    /is a live restaurant's/,
  ],
];

describe("the dataset's integrity check", () => {
  it("passes a dataset that keeps every rule", () => {
    expect(checkDataset(validDataset)).toEqual([]);
  });

  it.each(brokenRules)("reports %s as one %s violation with its fix", (_behaviour, rule, change, fix) => {
    const violations = checkDataset(variant(change));
    expect(violations.map((v) => v.rule)).toEqual([rule]);
    expect(violations[0].fix).toMatch(fix);
  });

  it("keeps a street address as a source printed it, without ZIP or coordinates: shown, not mapped", () => {
    const data = variant((d) =>
      Object.assign(restaurant(d, "Bavel"), { address: "500 Mateo St, Los Angeles, CA", lat: null, lng: null }),
    );
    expect(checkDataset(data)).toEqual([]);
  });

  it("names an edition by its file, source, title and edition, and says how to fix it", () => {
    expect(checkDataset(variant((d) => (eater(d).declaredSize = 2)))).toEqual([
      {
        rule: "list size",
        where: "data/lists/eater-la--essential-38--2025.json (Eater LA, Essential 38, 2025)",
        fix: "It names 3 places but declares 2: remove the entries that are not on the list, or correct declaredSize.",
      },
    ]);
  });

  it("names the favourite category page that would be empty, and who links to it", () => {
    const [violation] = checkDataset(variant((d) => (restaurant(d, "Bavel").cuisine = "Lebanese")));
    expect(violation.where).toBe("/restaurants/cuisine/seafood, linked from every profile's Explore More");
  });

  it("keeps an open place named only by an earlier edition: its profile shows that edition, the ranking leaves it out", () => {
    expect(checkDataset(variant((d) => (restaurant(d, "Old Spot Diner").status = "open")))).toEqual([]);
  });

  it("a closed place's own categories are not linked from its profile, so they may be empty", () => {
    expect(checkDataset(variant((d) => (restaurant(d, "Old Spot Diner").cuisine = "Ethiopian")))).toEqual([]);
  });

  it("matches an entry to the open record when a closed record shares its name and street", () => {
    const data = variant((d) =>
      d.restaurants.push({
        ...restaurant(d, "Bavel"),
        slug: "bavel-1998",
        status: "closed",
        closedMonth: "2001-05",
      }),
    );
    expect(checkDataset(data)).toEqual([]);
  });

  it("does not report the places on a list as unlisted when its only edition lacks a published month", () => {
    const rules = checkDataset(variant((d) => (laTimes(d).published = "")));
    expect(rules.map((v) => v.rule)).toEqual(["published month"]);
  });
});
