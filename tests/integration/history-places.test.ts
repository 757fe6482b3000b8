import { SELF } from "cloudflare:test";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { ORIGIN } from "./support/auth-helpers";
import { clearData, db, rows } from "./support/import-support";
import { fetchPage } from "./support/pages-dataset";
import { shippedDataset } from "./support/shipped-dataset";

const csvNames = async (path: string) =>
  Papa.parse<Record<string, string>>(await (await SELF.fetch(ORIGIN + path)).text(), {
    header: true,
    skipEmptyLines: true,
  }).data.map((row) => row.Name);

/** Open places only earlier editions name (Q Sushi's 2023 star, Yelp's 2024 Top 100). */
const historyOnly = () =>
  rows<{ slug: string; name: string; cuisine_slug: string }>(
    `SELECT slug, name, cuisine_slug FROM restaurants r
     WHERE status <> 'closed' AND source_count = 0
       AND EXISTS (SELECT 1 FROM list_entries e JOIN list_editions d ON d.id = e.edition_id
                   WHERE e.restaurant_id = r.id AND d.is_current = 0 AND d.pending_job IS NULL)
     ORDER BY slug`,
  );

describe("a place only earlier editions name", () => {
  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
  });

  it("ships with its profile: on no current list, its earlier edition as its evidence", async () => {
    const places = await historyOnly();
    expect(places.map((p) => p.slug)).toEqual(expect.arrayContaining(["q-sushi", "gs-cafe-and-ethiopian-cuisine"]));
    const { response, html } = await fetchPage("/restaurants/q-sushi?nocache=history");
    expect(response.status).toBe(200);
    expect(html).toContain("On no current trusted list");
    expect(html).toContain("No current edition of a list we track names Q Sushi.");
    expect(html).toMatch(/data-testid="featured-in-past"[\s\S]*?Michelin[\s\S]*?2023/);
    expect(html).not.toContain("0 of 10");
  });

  it("is left out of the ranking, its counts, search and the map", async () => {
    const places = await historyOnly();
    const ranked = await rows<{ n: number }>(
      "SELECT count(*) AS n FROM restaurants WHERE status <> 'closed' AND source_count > 0",
    );
    const ranking = await csvNames("/export/csv");
    expect(ranking).toHaveLength(ranked[0].n);
    for (const place of places) expect(ranking, place.slug).not.toContain(place.name);
    expect(await csvNames("/export/csv?q=q%20sushi")).not.toContain("Q Sushi");
    const ethiopian = await csvNames("/export/csv?cuisine=ethiopian");
    expect(ethiopian.length).toBeGreaterThan(0);
    expect(ethiopian).not.toContain("GS Cafe and Ethiopian Cuisine");
    const { html } = await fetchPage("/restaurants/cuisine/ethiopian?nocache=history");
    expect(html).toContain(`${ethiopian.length} restaurant`);
    expect(html).not.toContain("GS Cafe");
    const map = (await (await SELF.fetch(`${ORIGIN}/resources/map-points`)).json()) as { points: [string][] };
    const mapped = new Set(map.points.map(([slug]) => slug));
    expect(mapped.has("bestia")).toBe(true);
    for (const place of places) expect(mapped.has(place.slug), place.slug).toBe(false);
  });
});
