import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { facetTerms, searchIndexSql } from "./search-index";

describe("the search index's one definition", () => {
  it("is what the latest migration that builds the index says, below its header comment", () => {
    const latest = readdirSync("migrations")
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => ({ name, text: readFileSync(`migrations/${name}`, "utf8") }))
      .filter(({ text }) => text.includes("CREATE VIEW `restaurants_search`"))
      .at(-1)!;
    // A new facet or column: a custom migration with a header, then `npx tsx scripts/search-index-sql.ts`.
    expect(latest.text.replace(/^(--.*\n)+/, ""), latest.name).toBe(searchIndexSql());
  });

  it("names the set filters in pairs, each pair one word, as the index's view writes it", () => {
    expect(facetTerms({ cuisine: "korean-bbq", neighborhood: "silver-lake", price: 2, occasion: "date-night" })).toBe(
      'facets : ("cuisinekoreanbbqneighborhoodsilverlake" AND "price2occasiondatenight")',
    );
    expect(facetTerms({ cuisine: "thai", price: 1, occasion: "casual" })).toBe(
      'facets : ("cuisinethaiprice1" AND "occasioncasual")',
    );
    expect(facetTerms({ neighborhood: "venice" })).toBe('facets : ("neighborhoodvenice")');
    expect(searchIndexSql()).toContain("'neighborhood' || replace(neighborhood_slug, '-', '') AS n");
  });

  it("adds nothing without such filters", () => {
    expect(facetTerms({ lists: 3 })).toBeNull();
    expect(facetTerms({ cuisine: "" })).toBeNull();
  });

  it("cannot carry FTS syntax in a slug", () => {
    expect(facetTerms({ cuisine: 'x" OR "y' })).toBe('facets : ("cuisinexy")');
  });
});
