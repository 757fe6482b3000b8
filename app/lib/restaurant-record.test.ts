import { describe, expect, it } from "vitest";
import { createRestaurantDeduper, dedupeRestaurants, overLongField, toRestaurantRow } from "./restaurant-record";

describe("restaurant records", () => {
  it("derives slugs, sort key, source count and mask from the input", () => {
    const row = toRestaurantRow({
      name: "Phở 79",
      cuisine: "Vietnamese",
      neighborhood: "San Gabriel Valley",
      price: "$",
      sources: "LA Times, Eater LA, OpenTable",
    });
    expect(row).toMatchObject({
      slug: "pho-79",
      sortName: "phở 79".normalize("NFD").replace(/\p{M}+/gu, ""),
      cuisineSlug: "vietnamese",
      neighborhoodSlug: "san-gabriel-valley",
      price: 1,
      sources: "Eater LA, LA Times",
      sourceCount: 2,
      mentions: 2,
      occasion: "Casual",
    });
  });

  it("stores 'Unknown' price as unset and unknown occasions as Casual", () => {
    const row = toRestaurantRow({ name: "X", price: "Unknown", occasion: "Brunch" });
    expect(row.price).toBeNull();
    expect(row.occasion).toBe("Casual");
  });

  it("drops unsafe URLs, strips @ from handles and rejects out-of-range coordinates", () => {
    const row = toRestaurantRow({
      name: "X",
      website: "javascript:alert(1)",
      reservationUrl: "https://resy.com/x",
      reservationPlatform: "Resy",
      instagramHandle: "@x.eats",
      lat: "91",
      lng: -118.2,
    });
    expect(row.websiteUrl).toBeNull();
    expect(row.reservationUrl).toBe("https://resy.com/x");
    expect(row.instagramHandle).toBe("x.eats");
    expect(row.latitude).toBeNull();
    expect(row.longitude).toBe(-118.2);
  });

  it("names the first field over its limit, measured as stored, and never cuts one", () => {
    expect(overLongField({ name: "n".repeat(500), description: "d".repeat(5000) })).toEqual({
      field: "name",
      length: 500,
      limit: 120,
    });
    expect(overLongField({ name: `${"n".repeat(118)}\n\n x` })).toBeNull();
    expect(toRestaurantRow({ name: "Long", description: "d".repeat(5000) }).description).toHaveLength(5000);
  });

  it("makes duplicate slugs unique, using the neighborhood first", () => {
    const rows = dedupeRestaurants([
      toRestaurantRow({ name: "Sugarfish", neighborhood: "Santa Monica" }),
      toRestaurantRow({ name: "Sugarfish!", neighborhood: "Downtown" }),
      toRestaurantRow({ name: "Sugarfish?", neighborhood: "Downtown" }),
    ]);
    expect(rows.map((r) => r.slug)).toEqual(["sugarfish", "sugarfish-downtown", "sugarfish-2"]);
  });

  it("keeps only the first of rows whose names differ just by case or accents", () => {
    const rows = dedupeRestaurants([
      toRestaurantRow({ name: "Phở 79", neighborhood: "San Gabriel Valley" }),
      toRestaurantRow({ name: "PHO 79", neighborhood: "Chinatown" }),
      toRestaurantRow({ name: "Bestia" }),
    ]);
    expect(rows.map((r) => [r.name, r.neighborhood])).toEqual([
      ["Phở 79", "San Gabriel Valley"],
      ["Bestia", "Los Angeles"],
    ]);
  });

  it("applies the same rules across a file read in chunks as over the whole list at once", () => {
    const rows = [
      toRestaurantRow({ name: "Sugarfish", neighborhood: "Santa Monica" }),
      toRestaurantRow({ name: "SUGARFISH", neighborhood: "Downtown" }),
      toRestaurantRow({ name: "Sugarfish!", neighborhood: "Downtown" }),
      toRestaurantRow({ name: "Sugarfish?", neighborhood: "Downtown" }),
      toRestaurantRow({ name: "Phở 79" }),
      toRestaurantRow({ name: "pho 79" }),
    ];
    const keep = createRestaurantDeduper();
    const streamed = [rows.slice(0, 3), rows.slice(3)].flatMap((part) => part.flatMap((row) => keep(row) ?? []));
    expect(streamed.map((r) => r.slug)).toEqual(["sugarfish", "sugarfish-downtown", "sugarfish-2", "pho-79"]);
    expect(streamed).toEqual(dedupeRestaurants(rows));
  });
});
