import { describe, expect, it } from "vitest";
import badRow from "../../../tests/fixtures/csv/restaurants-bad-row.csv?raw";
import restaurantsCsv from "../../../tests/fixtures/csv/restaurants.csv?raw";
import restaurantsJson from "../../../tests/fixtures/csv/restaurants.json?raw";
import { readRecords } from "./record-reader";
import { FIELD_LIMITS } from "~/lib/restaurant-record";
import { RESTAURANT_COLUMNS } from "./headers";
import { readRestaurantRecord } from "./restaurant-rows";

describe("reading a ranked-list upload", () => {
  it("maps the main table's columns, 'Unknown' price to unset and 'A, B, C' sources", () => {
    const [bestia, zankou, newSpot] = readRecords(restaurantsCsv).map((r) => readRestaurantRecord(r.values));
    expect(bestia).toMatchObject({
      ok: true,
      key: "bestia",
      row: {
        name: "Bestia",
        price: 3,
        mentions: 3,
        sources: "Eater LA, LA Times, NYT",
        sourceCount: 3,
        websiteUrl: "https://bestiala.com/",
        instagramHandle: "bestiala",
        instagramEmbedLink: "https://www.instagram.com/p/BeStIa12345/?utm_source=ig_embed&utm_campaign=loading",
        hasInstagramEmbed: true,
        reservationUrl: "https://resy.com/cities/la/bestia",
        occasion: "Date Night",
        latitude: 34.0336,
        longitude: -118.2293,
      },
    });
    expect(zankou).toMatchObject({ ok: true, row: { price: null, latitude: null } });
    expect(newSpot).toMatchObject({
      ok: true,
      row: { description: 'A "tiny" taqueria.', sources: "Eater LA, Time Out" },
    });
  });

  it("reads a JSON array with the same column names or camelCase ones", () => {
    const rows = readRecords(restaurantsJson, "json").map((r) => readRestaurantRecord(r.values));
    expect(rows).toMatchObject([
      { ok: true, key: "bestia", row: { sourceCount: 3, price: 3 } },
      { ok: true, key: "brand-new-spot", row: { sources: "Eater LA, Time Out", latitude: 34.078 } },
    ]);
  });

  it("rejects a javascript: website rather than storing it, naming the column", () => {
    const records = readRecords(badRow);
    const hostile = records.find((r) => r.line === 3)!;
    expect(readRestaurantRecord(hostile.values)).toEqual({
      ok: false,
      reason: "website_url 'javascript:alert(document.cookie)' must be an http(s) link",
    });
  });

  it("rejects rows without a name and malformed numbers and prices", () => {
    expect(readRestaurantRecord({ cuisine: "Thai" })).toEqual({ ok: false, reason: "Missing Restaurant Name" });
    expect(readRestaurantRecord({ name: "X", mentions: "many" })).toMatchObject({ ok: false, reason: /Mentions/ });
    expect(readRestaurantRecord({ name: "X", "price range": "cheap" })).toMatchObject({
      ok: false,
      reason: /Price Range/,
    });
    expect(readRestaurantRecord({ name: "X", latitude: "134" })).toMatchObject({ ok: false, reason: /latitude/ });
    expect(readRestaurantRecord({ name: "X", "instagram embed link": "https://evil.example/p/x" })).toMatchObject({
      ok: false,
      reason: /instagram_embed_link/,
    });
  });

  it("refuses a row with a field over its limit, saying which and by how much, and stores none of it", () => {
    expect(readRestaurantRecord({ name: "Long", description: "d".repeat(2000) })).toEqual({
      ok: false,
      reason: "Description is 2,000 characters long; at most 1,200 are allowed",
    });
    expect(readRestaurantRecord({ name: "n".repeat(900_000) })).toEqual({
      ok: false,
      reason: "Restaurant Name is 900,000 characters long; at most 120 are allowed",
    });
    for (const [field, limit] of Object.entries(FIELD_LIMITS)) {
      const column = RESTAURANT_COLUMNS[field as keyof typeof RESTAURANT_COLUMNS][0];
      const over = readRestaurantRecord({ name: "Long", [column]: "x".repeat(limit + 1) });
      expect(over, field).toMatchObject({
        ok: false,
        reason: new RegExp(`is ${(limit + 1).toLocaleString("en-US")} characters long`),
      });
    }
    // At the limit, with spaces that collapse, the value is kept whole.
    const fits = readRestaurantRecord({ name: "Long", description: `${"d".repeat(1198)}  \n  e` });
    expect(fits).toMatchObject({ ok: true, row: { description: `${"d".repeat(1198)} e` } });
  });
});
