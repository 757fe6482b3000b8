import { describe, expect, it } from "vitest";
import neighborhoodsBom from "../../../tests/fixtures/csv/neighborhoods-bom.csv?raw";
import { readNeighborhoodRecord } from "./neighborhood-rows";
import { readRecords } from "./record-reader";

describe("reading the neighborhood CSV", () => {
  it("strips the BOM and takes title and slug from the column whose header contains 'neighborhood'", () => {
    const [koreatown, silverLake] = readRecords(neighborhoodsBom).map((r) => readNeighborhoodRecord(r.values));
    expect(koreatown).toEqual({
      ok: true,
      key: "koreatown",
      row: {
        slug: "koreatown",
        title: "Koreatown",
        seoDescription: "Late-night barbecue, karaoke and 24-hour soup.",
        metaDescription: "Koreatown food guide",
      },
    });
    expect(silverLake).toMatchObject({
      ok: true,
      row: { slug: "silver-lake", seoDescription: 'Coffee, natural wine and "hidden" patios.', metaDescription: null },
    });
  });

  it("keeps a row only with a non-empty seo_description, naming the line", () => {
    const records = readRecords(neighborhoodsBom);
    const echoPark = records.find((r) => r.values["neighborhood name"] === "Echo Park");
    expect(echoPark?.line).toBe(4);
    expect(readNeighborhoodRecord(echoPark!.values)).toEqual({ ok: false, reason: "Missing seo_description" });
  });

  it("rejects rows without a neighborhood and over-long text", () => {
    expect(readNeighborhoodRecord({ neighborhood: " ", "seo description": "x" })).toMatchObject({ ok: false });
    expect(readNeighborhoodRecord({ neighborhood: "Venice", "seo description": "x".repeat(2001) })).toEqual({
      ok: false,
      reason: "seo_description is longer than 2000 characters",
    });
  });

  it("uses the site's neighborhood slug, so the text lands on that neighborhood's page", () => {
    const outcome = readNeighborhoodRecord({ neighborhood: "Mid-City/Miracle Mile", "seo description": "x" });
    expect(outcome).toMatchObject({ ok: true, key: "mid-city-miracle-mile" });
  });
});
