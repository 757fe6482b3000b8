import { MESSAGES } from "~/lib/csv/import-messages";
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import restaurantsJson from "../fixtures/csv/restaurants.json?raw";
import unterminated from "../fixtures/csv/unterminated-quote.csv?raw";
import { clearData, dataVersion, deliverAndApply, job, queuedJob, rows, seedFixtures } from "./support/import-support";

describe("restaurant-list uploads, applied by the queue consumer", () => {
  beforeEach(clearData);

  it("a JSON list in 'replace' mode becomes the whole set of places, and the home page ranks at once those a list names", async () => {
    await seedFixtures();
    const before = await (await SELF.fetch("https://example.com/")).text();
    expect(before).toContain("Zankou Chicken");
    const id = await queuedJob("restaurants", "list.json", restaurantsJson, "replace");
    await deliverAndApply([id]);
    expect((await job(id)).message).toBe(
      "Successfully imported 2 restaurants into the ranked list.\n1 new restaurant, 1 already listed; 5 removed.\n" +
        MESSAGES.claimsFromEditions,
    );
    // The file's Sources are not claims: Bestia keeps its lists from the editions, the new place has none yet.
    expect(await rows("SELECT slug, source_count FROM restaurants ORDER BY slug")).toEqual([
      { slug: "bestia", source_count: 3 },
      { slug: "brand-new-spot", source_count: 0 },
    ]);
    // Brand New Spot is on no list edition yet: its profile is up at once, the ranking waits for a list.
    const after = await (await SELF.fetch("https://example.com/")).text();
    expect(after).toContain("Bestia");
    expect(after).not.toContain("Brand New Spot");
    expect((await SELF.fetch("https://example.com/restaurants/brand-new-spot")).status).toBe(200);
    expect(after).not.toContain("Zankou Chicken");
    expect(after).not.toContain("Armenian");
  });

  it("an upload in 'upsert' mode adds and updates by slug, keeping the others", async () => {
    await seedFixtures();
    const id = await queuedJob("restaurants", "list.json", restaurantsJson);
    await deliverAndApply([id]);
    expect(await rows("SELECT slug FROM restaurants ORDER BY slug")).toEqual(
      ["anajak-thai", "bestia", "brand-new-spot", "new-spot", "parks-bbq", "pho-79", "zankou-chicken"].map((slug) => ({
        slug,
      })),
    );
  });

  it("a job of the retired New & Rising upload kind fails and changes nothing: New & Rising comes from editions", async () => {
    await seedFixtures();
    const version = await dataVersion();
    const id = await queuedJob("newest", "newest.json", restaurantsJson);
    await deliverAndApply([id]);
    expect(await job(id)).toMatchObject({ status: "failed" });
    expect((await job(id)).message).toContain("Import kind 'newest' is not supported.");
    expect(await rows("SELECT count(*) AS n FROM restaurants")).toEqual([{ n: 6 }]);
    expect(await dataVersion()).toBe(version);
  });

  it("'reset' restores the shipped places", async () => {
    await seedFixtures();
    const { shippedRestaurants } = await import("../../workers/queue/shipped-dataset");
    const { toRestaurantRows } = await import("~/models/seed.server");
    const ranked = await queuedJob("restaurants", "shipped-dataset", null, "reset");
    await deliverAndApply([ranked]);
    expect(await job(ranked)).toMatchObject({ status: "done", resultLevel: "success" });
    const expected = toRestaurantRows(shippedRestaurants as never).map((r) => ({ slug: r.slug }));
    expect(await rows("SELECT slug FROM restaurants ORDER BY rowid")).toEqual(expect.arrayContaining(expected));
    expect(await rows("SELECT count(*) AS n FROM restaurants")).toEqual([{ n: expected.length }]);
  });

  it("a malformed file or a missing column is reported and changes nothing", async () => {
    await seedFixtures();
    const version = await dataVersion();
    const broken = await queuedJob("restaurants", "broken.csv", unterminated, "replace");
    const noName = await queuedJob("restaurants", "columns.csv", "title,cuisine\nBestia,Italian\n", "replace");
    const badJson = await queuedJob("restaurants", "list.json", '[{"name": "Bestia"},\n {"name": Kato}]', "replace");
    const notArray = await queuedJob("restaurants", "list.json", '{"name": "Bestia"}', "replace");
    await deliverAndApply([broken, noName, badJson, notArray]);
    expect(await job(broken)).toMatchObject({
      status: "failed",
      message: "Error processing file: A quoted field starting on line 2 never closes.",
    });
    expect((await job(noName)).message).toBe(
      "Error processing file: the file has no 'Restaurant Name' column. Nothing was changed.",
    );
    expect(await job(badJson)).toMatchObject({ status: "failed" });
    expect((await job(badJson)).message).toMatch(
      /^Error processing file: The JSON file cannot be read \(.*Kato.*\)\.$/s,
    );
    expect((await job(notArray)).message).toBe("Error processing file: The JSON file must be an array of restaurants.");
    expect(await rows("SELECT count(*) AS n FROM restaurants")).toEqual([{ n: 6 }]);
    expect(await dataVersion()).toBe(version);
  });
});
