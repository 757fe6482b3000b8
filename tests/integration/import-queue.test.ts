import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import badRow from "../fixtures/csv/restaurants-bad-row.csv?raw";
import restaurantsCsv from "../fixtures/csv/restaurants.csv?raw";
import { failStaleImports, STALE_IMPORT_MESSAGE, startImportJob } from "~/models/import-jobs.server";
import { stageRowsStatement } from "~/models/import-staging.server";
import { retryDelay } from "../../workers/queue/consumer";
import {
  dataVersion,
  db,
  DEAD_LETTER_QUEUE,
  deliver,
  deliverAndApply,
  job,
  queuedJob,
  rows,
  seedFixtures,
  stagedRowCount,
  clearData,
} from "./support/import-support";

type Row = { slug: string; name: string; price: number | null; sources: string };

describe("the import queue consumer", () => {
  beforeEach(clearData);

  it("applies a job once even when its message is delivered twice in one batch", async () => {
    await seedFixtures();
    const before = await dataVersion();
    const id = await queuedJob("restaurants", "list.csv", restaurantsCsv);
    const result = await deliverAndApply([id, id]);
    expect(result.explicitAcks).toEqual(["message-0", "message-1"]);
    expect(result.retryMessages).toEqual([]);
    await deliver([id, id]);
    const done = await job(id);
    expect(done).toMatchObject({ status: "done", resultLevel: "success", attempts: 1, rowsDone: 4, rowsTotal: 4 });
    expect(done.message).toContain("Successfully imported 3 restaurants into the ranked list.");
    // Stamped by the switch-over's last statement as it runs, in the same ISO form as startedAt.
    expect(done.finishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));
    const [{ value: dataUpdatedAt }] = await rows<{ value: string }>(
      "SELECT value FROM data_meta WHERE key = 'data_updated_at'",
    );
    expect(done.finishedAt! >= dataUpdatedAt).toBe(true);
    expect(await dataVersion()).toBe(before + 1);
    // The edge's copy of the markers follows at once: pages of the new data are stored from now on.
    expect(JSON.parse((await env.CACHE.get("data-meta"))!)).toMatchObject({ version: before + 1 });
    expect(await stagedRowCount()).toBe(0);
    const bestia = await rows<Row>("SELECT slug, name, price, sources FROM restaurants WHERE slug = 'bestia'");
    expect(bestia).toEqual([{ slug: "bestia", name: "Bestia", price: 3, sources: "Eater LA, LA Times, NYT" }]);
  });

  it("a file with a failing row changes nothing and names the row", async () => {
    await seedFixtures();
    const before = await rows<Row>("SELECT slug, name, price, sources FROM restaurants ORDER BY slug");
    const version = await dataVersion();
    const id = await queuedJob("restaurants", "bad.csv", badRow, "replace");
    const result = await deliver([id, id]);
    expect(result.explicitAcks).toHaveLength(2);
    const failed = await job(id);
    expect(failed).toMatchObject({ status: "failed", resultLevel: "error", attempts: 1 });
    expect(failed.message).toBe(
      "Error processing file: line 3: website_url 'javascript:alert(document.cookie)' must be an http(s) link. Nothing was changed.",
    );
    expect(failed.rejected).toEqual([
      { line: 3, reason: "website_url 'javascript:alert(document.cookie)' must be an http(s) link" },
    ]);
    expect(await rows<Row>("SELECT slug, name, price, sources FROM restaurants ORDER BY slug")).toEqual(before);
    expect(await dataVersion()).toBe(version);
    expect(await stagedRowCount()).toBe(0);
  });

  it("recovers from a crash midway: the retry discards the partial staging and applies the file once", async () => {
    await seedFixtures();
    const id = await queuedJob("restaurants", "list.csv", restaurantsCsv, "replace");
    const crashed = await startImportJob(db(), id);
    await stageRowsStatement(db(), { jobId: id, attempt: crashed!.attempts }, [
      { seq: 0, line: 2, key: "half-written", payload: { slug: "half-written", name: "Half Written" } },
    ]).run();
    await deliverAndApply([id], { attempts: 2 });
    expect(await job(id)).toMatchObject({ status: "done", attempts: 2 });
    const slugs = await rows<{ slug: string }>("SELECT slug FROM restaurants ORDER BY slug");
    expect(slugs.map((r) => r.slug)).toEqual(["bestia", "brand-new-spot", "zankou-chicken"]);
    expect(await stagedRowCount()).toBe(0);
  });

  it("a job lost with its server (no redelivery) is failed after a bounded time, its staging cleared", async () => {
    await seedFixtures();
    const lost = await queuedJob("restaurants", "list.csv", restaurantsCsv, "replace");
    const claim = await startImportJob(db(), lost);
    await stageRowsStatement(db(), { jobId: lost, attempt: claim!.attempts }, [
      { seq: 0, line: 2, key: "half-written", payload: { slug: "half-written", name: "Half Written" } },
    ]).run();
    const running = await queuedJob("restaurants", "other.csv", restaurantsCsv);
    await startImportJob(db(), running);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await env.DB.prepare("UPDATE import_jobs SET started_at = ?, created_at = ? WHERE id = ?")
      .bind(hourAgo, hourAgo, lost)
      .run();
    const version = await dataVersion();

    expect(await failStaleImports(db())).toBe(1);
    expect(await job(lost)).toMatchObject({ status: "failed", resultLevel: "error", message: STALE_IMPORT_MESSAGE });
    expect(await job(running)).toMatchObject({ status: "processing" });
    expect(await stagedRowCount()).toBe(0);
    // The lost claim, should it wake up, can no longer record a preview.
    const { previewImport } = await import("../../workers/queue/apply-import");
    expect((await previewImport(env, db(), claim!)).landed).toBe(false);
    expect(await dataVersion()).toBe(version);
  });

  it("the scheduled sweep fails lost jobs without anyone opening the admin page", async () => {
    const lost = await queuedJob("instagram", "ig.csv", "name,instagram\nX,@x\n");
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await env.DB.prepare("UPDATE import_jobs SET created_at = ? WHERE id = ?").bind(hourAgo, lost).run();
    const worker = (await import("../../workers/app")).default;
    await worker.scheduled({ cron: "*/15 * * * *", scheduledTime: Date.now(), noRetry() {} }, env);
    expect(await job(lost)).toMatchObject({ status: "failed", message: STALE_IMPORT_MESSAGE });
  });

  it("a stale claim that finishes after a newer one changes nothing", async () => {
    await seedFixtures();
    const id = await queuedJob("restaurants", "list.csv", restaurantsCsv, "replace");
    const stale = await startImportJob(db(), id);
    await deliverAndApply([id]);
    const version = await dataVersion();
    const { previewImport } = await import("../../workers/queue/apply-import");
    const outcome = await previewImport(env, db(), stale!);
    expect(outcome.landed).toBe(false);
    expect(await dataVersion()).toBe(version);
    expect(await job(id)).toMatchObject({ status: "done", attempts: 2 });
    expect(await stagedRowCount()).toBe(0);
  });

  it("retries a transient failure with backoff, then the dead-letter queue marks the job failed with its reason", async () => {
    const id = await queuedJob("neighborhoods", "hoods.csv", "neighborhood,seo_description\nVenice,Canals\n");
    const brokenR2 = {
      ...env,
      UPLOADS: { get: () => Promise.reject(new Error("R2 is unavailable")) } as unknown as R2Bucket,
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const first = await deliver([id], { env: brokenR2, attempts: 1 });
    expect(logged).toHaveBeenCalledWith("import attempt failed", id, expect.any(Error));
    expect(first.retryMessages).toEqual([{ msgId: "message-0" }]);
    expect(first.explicitAcks).toEqual([]);
    expect(await job(id)).toMatchObject({ status: "processing", message: "R2 is unavailable" });
    expect([1, 2, 3, 9].map(retryDelay)).toEqual([10, 20, 40, 300]);
    const later = await deliver([id], { env: brokenR2, attempts: 2 });
    expect(later.retryMessages).toEqual([{ msgId: "message-0" }]);
    logged.mockRestore();

    await deliver([id], { queue: DEAD_LETTER_QUEUE });
    const failed = await job(id);
    expect(failed).toMatchObject({ status: "failed", resultLevel: "error" });
    expect(failed.message).toBe(
      "Failed to upload neighborhood descriptions\nThe import failed after 2 attempts. Last error: R2 is unavailable. The file is kept; upload it again to retry.",
    );
    expect(await env.UPLOADS.head(failed.fileKey)).not.toBeNull();
    await deliver([id]);
    expect(await job(id)).toMatchObject({ status: "failed", attempts: 2 });
  });
});
