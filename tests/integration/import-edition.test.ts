import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { ImportJobView } from "~/lib/csv/import-job-view";
import { get, ORIGIN, signedInAs } from "./support/auth-helpers";
import {
  clearData,
  deliver,
  EATER_EDITION as META,
  job,
  rows,
  seedFixtures,
  uploadEdition,
  waitForApplied,
  waitForJob,
} from "./support/import-support";

const CSV = [
  "Restaurant Name,Address,Cuisine,Neighborhood,Price Range,latitude,longitude",
  "Zankou Chicken,,,,,,",
  'Guisados,"2100 E Cesar E Chavez Ave, Los Angeles, CA 90033",Mexican,Boyle Heights,$,34.0486,-118.2118',
  "Mystery Spot,,,,,,",
  "Anajak Thai,,,,,,",
  'Far Away Grill,"1 Main St, Reno, NV 89501",American,Reno,$$,39.5296,-119.8138',
].join("\n");

const counts = async () =>
  Object.fromEntries(
    (
      await rows<{ name: string; source_count: number; sources: string }>(
        "SELECT name, source_count, sources FROM restaurants",
      )
    ).map((r) => [r.name, [r.source_count, r.sources]]),
  );

describe("importing a list edition", () => {
  beforeEach(clearData);

  it("makes the edition current, adds a new place with its facts, rejects an unknown one by line, and recounts", async () => {
    await seedFixtures();
    const before = await counts();
    const { cookie } = await signedInAs("edition-admin@example.com", { admin: true });
    const response = await uploadEdition(cookie, CSV);
    expect(response.status).toBe(202);
    const { job: queued } = (await response.json()) as { job: ImportJobView };
    const done = await waitForApplied(cookie, queued.id);
    expect(done.status).toBe("done");
    expect(done.message).toContain("is now the current edition: 3 places on it.");
    expect(done.message).toContain("1 new restaurant added; 2 rows rejected");
    const rejected = await (await get(`/admin/imports/${queued.id}/rejected`, cookie)).text();
    expect(rejected).toContain(
      `4,"'Mystery Spot' is not one of our restaurants; to add it, give its cuisine, neighborhood"`,
    );

    expect(rejected).toContain(
      `6,"'Far Away Grill' is not one of our restaurants; its coordinates (39.5296, -119.8138) are outside Los Angeles County"`,
    );
    const after = await counts();
    // Eater's fixture edition named Bestia, Anajak Thai and Parks BBQ; this edition replaces it as current.
    expect(after["Zankou Chicken"]).toEqual([Number(before["Zankou Chicken"][0]) + 1, "Eater LA, LA Times"]);
    expect(after["Guisados"]).toEqual([1, "Eater LA"]);
    expect(after["Bestia"][0]).toBe(Number(before["Bestia"][0]) - 1);
    expect(after["Anajak Thai"][0]).toBe(before["Anajak Thai"][0]);
    const editions = await rows<{ edition: string; is_current: number }>(
      "SELECT d.edition, d.is_current FROM list_editions d JOIN lists l ON l.id = d.list_id WHERE l.source_name = 'Eater LA' AND l.kind = 'best' ORDER BY d.edition",
    );
    expect(editions).toEqual([
      { edition: "2026", is_current: 0 },
      { edition: "2026-Q4", is_current: 1 },
    ]);
    expect(await (await SELF.fetch(`${ORIGIN}/restaurants/guisados?nocache=1`)).text()).toContain("Guisados");
  });

  it("a new-openings edition puts the places it says opened within two years on New & Rising, and in the ranking with the list counted", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("new-openings-admin@example.com", { admin: true });
    const meta = { ...META, title: "The Heatmap", list: "heatmap", listKind: "new", declaredSize: "12" };
    const csv = [
      "Restaurant Name,Address,Opened,Opened Source",
      "Zankou Chicken,,2025-08,https://la.eater.com/heatmap",
      "Bestia,,,",
    ].join("\n");
    const response = await uploadEdition(cookie, csv, meta);
    expect(response.status).toBe(202);
    const { job: queued } = (await response.json()) as { job: ImportJobView };
    expect((await waitForApplied(cookie, queued.id)).status).toBe("done");
    const newest = await SELF.fetch("https://example.com/resources/new-and-rising");
    const { restaurants } = (await newest.json()) as { restaurants: { name: string; sourceCount: number }[] };
    // Bestia is on the list, but it says nothing of its opening: ranked, not new.
    // One new-openings list each; Zankou is on two lists in all, so it comes first.
    expect(restaurants.map((r) => r.name)).toEqual(["Zankou Chicken", "New Spot"]);
    expect((await counts())["Zankou Chicken"]).toEqual([2, "Eater LA, LA Times"]);
  });

  it("a redelivered message changes nothing", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("edition-replay@example.com", { admin: true });
    const { job: queued } = (await (await uploadEdition(cookie, CSV)).json()) as { job: ImportJobView };
    await waitForApplied(cookie, queued.id);
    const entries = await rows("SELECT * FROM list_entries ORDER BY edition_id, restaurant_id");
    const version = await rows("SELECT value FROM data_meta WHERE key = 'data_version'");
    const result = await deliver([queued.id]);
    expect(result.explicitAcks).toEqual(["message-0"]);
    expect(await rows("SELECT * FROM list_entries ORDER BY edition_id, restaurant_id")).toEqual(entries);
    expect(await rows("SELECT value FROM data_meta WHERE key = 'data_version'")).toEqual(version);
    expect((await job(queued.id)).attempts).toBe(1);
  });

  it("refuses bad edition details before storing anything, each with what to fix", async () => {
    const { cookie } = await signedInAs("edition-refuse@example.com", { admin: true });
    const cases: [Record<string, string>, string][] = [
      [{ ...META, url: "https://www.yelp.com/search?find_desc=Best+Restaurants" }, "not a search page"],
      [{ ...META, source: "OpenTable" }, "Choose the source"],
      [{ ...META, read: "November 2026" }, "YYYY-MM-DD"],
      [{ ...META, declaredSize: "0" }, "at least 1"],
      [{ ...META, published: "2027-01" }, "read before it was published"],
    ];
    for (const [meta, message] of cases) {
      const response = await uploadEdition(cookie, CSV, meta);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM import_jobs").first()).toEqual({ n: 0 });
  });

  it("refuses ranks on an unranked list, a place twice, and more places than the list declares", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("edition-rules@example.com", { admin: true });
    const twice = "Restaurant Name,Address,Rank\nBestia,,\nBestia,,\nAnajak Thai,,3\n";
    const { job: first } = (await (await uploadEdition(cookie, twice)).json()) as { job: ImportJobView };
    const result = await waitForJob(cookie, first.id);
    expect(result.status).toBe("ready");
    expect(result.message).toContain("2 rows rejected");
    const reasons = await (await get(`/admin/imports/${first.id}/rejected`, cookie)).text();
    expect(reasons).toContain("3,the same place is already on line 2");
    expect(reasons).toContain(`4,"rank '3' given, but this list is not ranked"`);

    const { job: second } = (await (
      await uploadEdition(cookie, CSV, { ...META, edition: "tiny", declaredSize: "2" })
    ).json()) as {
      job: ImportJobView;
    };
    const tooMany = await waitForJob(cookie, second.id);
    expect(tooMany.status).toBe("failed");
    expect(tooMany.message).toContain("3 places for a list of 2. Nothing was changed.");
  });
});
