import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { readOne } from "~/models/batch.server";
import { newestRestaurantsRead } from "~/models/newest.server";
import { rankedRestaurantsRead } from "~/models/restaurants.server";
import { seedDataset } from "~/models/seed.server";
import { fixtureDataset, fixtureRanking } from "../fixtures/dataset";

describe("seeding and ranking in D1", () => {
  it("a second seed with the same data changes no row", async () => {
    const db = createDb(env.DB);
    const first = await seedDataset(db, fixtureDataset);
    expect(first).toMatchObject({ restaurants: 6 });
    expect(first.evidence).toBeGreaterThan(0);
    const before = await env.DB.prepare("SELECT slug, updated_at FROM restaurants ORDER BY slug").all();
    const second = await seedDataset(db, fixtureDataset);
    expect(second).toEqual({ restaurants: 0, evidence: 0 });
    const after = await env.DB.prepare("SELECT slug, updated_at FROM restaurants ORDER BY slug").all();
    expect(after.results).toEqual(before.results);
  });

  it("ranks by number of trusted lists, ties alphabetical", async () => {
    const db = createDb(env.DB);
    await seedDataset(db, fixtureDataset);
    const { restaurants, total } = await readOne(db, rankedRestaurantsRead(db, { limit: 10 }));
    expect(total).toBe(6);
    expect(restaurants.map((r) => r.name)).toEqual(fixtureRanking);
    expect(restaurants[0]).toMatchObject({ sourceCount: 3, sources: "Eater LA, LA Times, Time Out" });
  });

  it("New & Rising is the open places on a current new-openings list, each ranked and in its categories too", async () => {
    const db = createDb(env.DB);
    await seedDataset(db, fixtureDataset);
    expect(await readOne(db, newestRestaurantsRead(db))).toEqual([
      expect.objectContaining({ name: "New Spot", sourceCount: 1, sources: "Eater LA" }),
    ]);
    for (const path of [
      "/restaurants/cuisine/mexican",
      "/restaurants/neighborhood/echo-park",
      "/restaurants/price/moderate",
      "/restaurants/occasion/casual",
    ]) {
      expect(await (await SELF.fetch(`https://example.com${path}`)).text()).toContain("New Spot");
    }
    await env.DB.prepare(
      "UPDATE restaurants SET status = 'closed', closed_month = '2026-10' WHERE slug = 'new-spot'",
    ).run();
    expect(await readOne(db, newestRestaurantsRead(db))).toEqual([]);
  });

  it("keeps the search index in step with the table, accents folded", async () => {
    await seedDataset(createDb(env.DB), fixtureDataset);
    const { results } = await env.DB.prepare(
      "SELECT r.name FROM restaurants_fts f JOIN restaurants r ON r.id = f.rowid WHERE restaurants_fts MATCH ?",
    )
      .bind("pho")
      .all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual(["Phở 79"]);
  });

  it("the worker renders the ranked list on the server", async () => {
    await seedDataset(createDb(env.DB), fixtureDataset);
    const response = await SELF.fetch("https://example.com/");
    expect(response.status).toBe(200);
    const html = await response.text();
    const positions = fixtureRanking.map((name) => html.indexOf(name.replace("'", "&#x27;")));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain("Appears on 3 of 10 trusted lists");
  });

  it("an unknown path is a 404 page", async () => {
    const response = await SELF.fetch("https://example.com/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("the API answers JSON 404s and a health check", async () => {
    expect(await (await SELF.fetch("https://example.com/api/health")).text()).toBe("ok");
    const missing = await SELF.fetch("https://example.com/api/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Not found" });
  });
});
