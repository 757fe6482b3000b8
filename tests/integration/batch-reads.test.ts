import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { noRead, readTogether } from "~/models/batch.server";
import { restaurantProfileRead } from "~/models/profile.server";
import { rankedRestaurantsRead } from "~/models/restaurants.server";
import { seedDataset } from "~/models/seed.server";
import { trustedSourcesRead } from "~/models/reference-data.server";
import { fixtureDataset, fixtureRanking } from "../fixtures/dataset";
import { countingD1 } from "./support/counting-d1";

describe("reads sent together", () => {
  it("several reads are one D1 batch, and each gets back its own rows", async () => {
    await seedDataset(createDb(env.DB), fixtureDataset);
    const { counted, calls, restore } = countingD1(env.DB);
    const db = createDb(counted);
    const [list, nothing, links, profile, missing] = await readTogether(db, [
      rankedRestaurantsRead(db, { limit: 3 }),
      noRead("no query"),
      trustedSourcesRead(db),
      restaurantProfileRead(db, "bestia"),
      restaurantProfileRead(db, "no-such-restaurant"),
    ]).finally(restore);

    // 2 (rows and total) + 0 + 1 + 1 + 1 statements, all of them in a single batch.
    expect(calls).toEqual({ alone: 0, batches: [5] });
    expect(list.total).toBe(6);
    expect(list.restaurants.map((r) => r.name)).toEqual(fixtureRanking.slice(0, 3));
    expect(nothing).toBe("no query");
    expect(links.map((l) => l.name)).toContain("Eater LA");
    expect(profile?.name).toBe("Bestia");
    expect(missing).toBeNull();
  });

  it("no reads send nothing", async () => {
    const { counted, calls, restore } = countingD1(env.DB);
    expect(await readTogether(createDb(counted), [noRead(1)]).finally(restore)).toEqual([1]);
    expect(calls).toEqual({ alone: 0, batches: [] });
  });
});
