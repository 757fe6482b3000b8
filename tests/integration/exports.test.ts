import { check } from "@placemarkio/check-geojson";
import { env, SELF } from "cloudflare:test";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN } from "./support/auth-helpers";
import { seedFixtures } from "./support/import-support";
import { exportSaved, readKml, sharedCode } from "./support/share-support";

const get = (path: string) => SELF.fetch(ORIGIN + path);
const csvRows = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

beforeAll(async () => {
  await seedFixtures();
});

describe("exports of a shared list, the saved list and a filtered view", () => {
  it("a shared list exports as KML that reads back, through togeojson, as the same restaurants and coordinates", async () => {
    const code = await sharedCode(["bestia", "parks-bbq", "anajak-thai"]);
    const response = await get(`/export/kml?list=${code}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.google-earth.kml+xml; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="la-eats-ranked-shared-${code
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}.kml"`,
    );
    const { features } = readKml(await response.text());
    expect(features.map((f) => f.properties?.name)).toEqual(["Anajak Thai", "Bestia", "Parks BBQ"]);
    expect(features[1].geometry).toEqual({ type: "Point", coordinates: [-118.2293, 34.0336] });
    // Places known only by their neighborhood: no point and no street address of ours.
    expect([features[0].geometry, features[2].geometry]).toEqual([null, null]);
    expect(features[0].properties).not.toHaveProperty("address");
    expect(features[1].properties).toMatchObject({
      lists: "Eater LA, LA Times, NYT",
      link: "https://example.com/restaurants/bestia",
    });
  });

  it("the saved list, posted by its page, exports as GeoJSON a validator accepts and as CSV", async () => {
    const geojson = await exportSaved("geojson", "pho-79,bestia");
    expect(geojson.status).toBe(200);
    expect(geojson.headers.get("Cache-Control")).toBe("private, no-store");
    const parsed = check(await geojson.text());
    const features = "features" in parsed ? parsed.features : [];
    expect(features.map((f) => [f.properties?.name, f.geometry])).toEqual([
      ["Bestia", { type: "Point", coordinates: [-118.2293, 34.0336] }],
      ["Phở 79", null],
    ]);
    const csv = await exportSaved("csv", "pho-79,bestia");
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csvRows(await csv.text()).map((r) => [r.Name, r.Address, r.Latitude, r.Longitude])).toEqual([
      ["Bestia", "", "34.0336", "-118.2293"],
      ["Phở 79", "", "", ""],
    ]);
  });

  it("a filtered view exports the whole filtered list as its page ranks it, not just the rows shown", async () => {
    const response = await get("/export/csv?lists=2&count=10&view=map");
    expect(response.status).toBe(200);
    // Places on as many lists share a rank, and the file says so.
    expect(csvRows(await response.text()).map((r) => [r.Rank, r.Tied, r.Name, r.Lists])).toEqual([
      ["1", "yes", "Anajak Thai", "3"],
      ["1", "yes", "Bestia", "3"],
      ["3", "yes", "Parks BBQ", "2"],
      ["3", "yes", "Phở 79", "2"],
    ]);
    const searched = csvRows(await (await get("/export/csv?q=bestia")).text());
    expect(searched.map((r) => r.Name)).toEqual(["Bestia"]);
  });

  it("stops a view's export at its top 2,000", async () => {
    await env.DB.prepare(
      `INSERT INTO restaurants (slug, name, sort_name, cuisine, cuisine_slug, neighborhood, neighborhood_slug, source_count)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2100)
       SELECT 'bulk-' || i, 'Bulk ' || i, 'bulk ' || printf('%05d', i), 'Bulk', 'bulk', 'Nowhere', 'nowhere', 1 FROM n`,
    ).run();
    try {
      const rows = csvRows(await (await get("/export/csv?cuisine=bulk")).text());
      expect(rows).toHaveLength(2000);
      expect(rows.at(-1)?.Name).toBe("Bulk 2000");
    } finally {
      await env.DB.prepare("DELETE FROM restaurants WHERE slug LIKE 'bulk-%'").run();
    }
  });

  it("refuses an unknown format, an unknown list and a malformed saved list, saying why", async () => {
    const unknownFormat = await get("/export/xlsx");
    expect(unknownFormat.status).toBe(404);
    expect(await unknownFormat.text()).toBe("Exports come as kml, geojson or csv.");
    for (const list of ["AAAAAAAAAAAAAAAA", "nope", "%3Cscript%3E"]) {
      const response = await get(`/export/kml?list=${list}`);
      expect(response.status, list).toBe(404);
      expect(await response.text()).toBe("There is no shared list at this link.");
    }
    const many = await exportSaved("csv", Array.from({ length: 10_000 }, (_, i) => `place-${i}`).join(","));
    expect(many.status).toBe(400);
    expect(await many.text()).toBe("A list holds at most 500 restaurants; this one has 10,000.");
    const empty = await exportSaved("kml", "");
    expect(empty.status).toBe(400);
  });
});
