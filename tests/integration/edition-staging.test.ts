import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { toRestaurantRow } from "~/lib/restaurant-record";
import { runBatch } from "~/models/batch.server";
import { stageEntriesStatement, type StagedEntry } from "~/models/edition-import/index.server";
import { failStaleImports, startImportJob } from "~/models/import-jobs.server";
import { clearEarlierAttemptsStatements, type JobScope, type StagedRow } from "~/models/import-staging.server";
import { clearData, db, job, queuedJob, rows, stagedRowCount } from "./support/import-support";

const place = toRestaurantRow({
  name: "Anajak Thai",
  address: "14704 Ventura Blvd, Sherman Oaks, CA 91403",
  cuisine: "Thai",
  neighborhood: "Sherman Oaks",
  lat: 34.1512,
  lng: -118.4521,
  openedMonth: "2019-04",
  instagramEmbedLink: "https://www.instagram.com/p/anajak/",
});
const entry: StagedEntry = {
  rank: 3,
  distinction: null,
  openedMonth: "2019-05",
  openedSource: "https://la.eater.com/anajak",
  restaurant: place,
  addProblem: null,
};
const staged = (payload: StagedEntry, seq = 0): StagedRow<StagedEntry> => ({
  seq,
  line: seq + 2,
  key: payload.restaurant.placeKey,
  payload,
});
const stage = (scope: JobScope, payload: StagedEntry) => stageEntriesStatement(db(), scope, [staged(payload)]).run();

describe("an edition import's typed staging table", () => {
  beforeEach(clearData);

  it("stages an entry in its own columns once, even when the same rows are delivered twice", async () => {
    const scope = { jobId: "typed-staging", attempt: 1 };
    await stage(scope, entry);
    await stage(scope, entry);
    expect(
      await rows(
        `SELECT seq, key, name, rank, opened_month, opened_source, place_opened_month, neighborhood_slug,
          has_instagram_embed, latitude FROM edition_staging`,
      ),
    ).toEqual([
      {
        seq: 0,
        key: place.placeKey,
        name: place.name,
        rank: entry.rank,
        opened_month: entry.openedMonth,
        opened_source: entry.openedSource,
        place_opened_month: place.openedMonth,
        neighborhood_slug: place.neighborhoodSlug,
        has_instagram_embed: 1,
        latitude: place.latitude,
      },
    ]);
  });

  it("refuses an entry the file's reading would have rejected: no name, a rank below 1, an unknown distinction, an opening without its source", async () => {
    const scope = { jobId: "malformed", attempt: 1 };
    const nameless = { ...entry, restaurant: { ...place, name: null as unknown as string } };
    await expect(stage(scope, nameless)).rejects.toThrow(/NOT NULL constraint failed: edition_staging\.name/);
    await expect(stage(scope, { ...entry, rank: 0 })).rejects.toThrow(/CHECK constraint failed/);
    await expect(stage(scope, { ...entry, distinction: "4 Stars" as StagedEntry["distinction"] })).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await expect(stage(scope, { ...entry, openedSource: null })).rejects.toThrow(/CHECK constraint failed/);
    expect(await stagedRowCount()).toBe(0);
  });

  it("a retry clears an earlier claim's staged entries, and a lost job's are cleared when it is failed", async () => {
    const id = await queuedJob("edition", "list.csv", "Restaurant Name,Address\n");
    const first = await startImportJob(db(), id);
    await stage({ jobId: id, attempt: first!.attempts }, entry);
    const retry = { jobId: id, attempt: first!.attempts + 1 };
    await runBatch(db(), clearEarlierAttemptsStatements(db(), retry));
    expect(await stagedRowCount()).toBe(0);
    await stage(retry, entry);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await env.DB.prepare("UPDATE import_jobs SET started_at = ? WHERE id = ?").bind(hourAgo, id).run();
    expect(await failStaleImports(db())).toBe(1);
    expect(await job(id)).toMatchObject({ status: "failed" });
    expect(await stagedRowCount()).toBe(0);
  });
});
