import type { ImportJobView } from "~/lib/csv/import-job-view";
import { get, ORIGIN, post } from "./auth-helpers";
import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from "cloudflare:test";
import { expect, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { createImportJob, getImportJob } from "~/models/import-jobs.server";
import { approveImport } from "~/models/import-preview.server";
import { seedDataset } from "~/models/seed.server";
import worker from "../../../workers/app";
import { fixtureDataset } from "../../fixtures/dataset";

export const IMPORTS_QUEUE = "la-eats-ranked-imports";
export const DEAD_LETTER_QUEUE = "la-eats-ranked-imports-dlq";

export const db = () => createDb(env.DB);
export const seedFixtures = () => seedDataset(db(), fixtureDataset);

/** An uploaded file and its queued job, as the upload action leaves them (without sending a message). */
export async function queuedJob(kind: string, fileName: string, text: string | null, mode = "upsert") {
  const id = crypto.randomUUID();
  const fileKey = text === null ? "" : `imports/${id}/${fileName}`;
  if (text !== null) await env.UPLOADS.put(fileKey, text);
  await createImportJob(db(), {
    id,
    kind,
    mode,
    status: "queued",
    fileKey,
    fileName,
    fileSize: text?.length ?? 0,
    createdBy: null,
    createdAt: new Date().toISOString(),
  });
  return id;
}

/** Calls the Worker's queue handler directly with one message per job id (repeats allowed). */
export async function deliver(
  jobIds: string[],
  options: { queue?: string; attempts?: number; env?: Cloudflare.Env } = {},
) {
  const batch = createMessageBatch(
    options.queue ?? IMPORTS_QUEUE,
    jobIds.map((jobId, index) => ({
      id: `message-${index}`,
      timestamp: new Date(),
      attempts: options.attempts ?? 1,
      body: { jobId },
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, options.env ?? env);
  return getQueueResult(batch, ctx);
}

export async function job(id: string) {
  const found = await getImportJob(db(), id);
  if (!found) throw new Error(`no job ${id}`);
  return { ...found, rejected: JSON.parse(found.rejected ?? "[]") as { line: number; reason: string }[] };
}

export async function rows<T>(query: string, ...params: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;
}

export async function dataVersion(): Promise<number> {
  const row = await env.DB.prepare("SELECT value FROM data_meta WHERE key = 'data_version'").first<{ value: string }>();
  return Number(row?.value ?? 0);
}

export async function stagedRowCount(): Promise<number> {
  const counted = "SELECT (SELECT count(*) FROM import_staging) + (SELECT count(*) FROM edition_staging) AS n";
  return (await env.DB.prepare(counted).first<{ n: number }>())?.n ?? 0;
}

/**
 * Storage is shared by the tests of one file, so each starts from empty tables and no uploads. The
 * data version is kept counting: KV still holds what earlier tests cached under their versions.
 */
export async function clearData() {
  const { objects } = await env.UPLOADS.list({ prefix: "imports/" });
  if (objects.length) await env.UPLOADS.delete(objects.map((o) => o.key));
  await env.DB.batch([
    ...[
      "list_entries",
      "list_editions",
      "lists",
      "restaurants",
      "neighborhood_descriptions",
      "import_jobs",
      "import_staging",
      "edition_staging",
      "import_counts",
    ].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    env.DB.prepare("DELETE FROM data_meta WHERE key <> 'data_version'"),
  ]);
}

/** The real queue consumer picks the message up; poll the job like the admin page does, until it settles. */
export function waitForJob(
  cookie: string,
  id: string,
  settled = ["done", "failed", "ready", "discarded"],
): Promise<ImportJobView> {
  return vi.waitFor(
    async () => {
      const { job } = (await (await get(`/admin/imports?id=${id}`, cookie)).json()) as { job: ImportJobView };
      if (!settled.includes(job.status)) throw new Error(`the import is still ${job.status}`);
      return job;
    },
    { timeout: 10_000, interval: 100 },
  );
}

/** The admin's Apply on the preview's page (the real queue then lands it), as a browser posts it. */
export function postDecision(cookie: string, id: string, intent: string, attempt: number | string) {
  return post(`/admin/imports/${id}`, { intent, attempt: String(attempt) }, { cookie });
}

/** Waits for the preview, applies it as the admin would, and waits for the result. */
export async function waitForApplied(cookie: string, id: string): Promise<ImportJobView> {
  const settled = await waitForJob(cookie, id);
  if (settled.status !== "ready") return settled;
  expect((await postDecision(cookie, id, "apply", settled.attempts)).status).toBe(202);
  return waitForJob(cookie, id, ["done", "failed"]);
}

/** Delivers the jobs' messages, then applies each preview they leave ready and delivers its switch-over. */
export async function deliverAndApply(jobIds: string[], options: Parameters<typeof deliver>[1] = {}) {
  const result = await deliver(jobIds, options);
  for (const id of new Set(jobIds)) {
    const waiting = await job(id);
    if (waiting.status !== "ready") continue;
    expect(await approveImport(db(), id, waiting.attempts)).toBe("applying");
    await deliver([id], options);
  }
  return result;
}

/** A new edition of the fixtures' Eater list: the same `list`, so it replaces the fixture's edition as current. */
export const EATER_EDITION: Record<string, string> = {
  source: "Eater LA",
  title: "The 38 Essential Restaurants in Los Angeles",
  url: "https://la.eater.com/maps/best-restaurants-los-angeles-38",
  scope: "Los Angeles",
  edition: "2026-Q4",
  published: "2026-10",
  read: "2026-11-20",
  declaredSize: "38",
  listKind: "best",
  list: "fixture-best",
};

/** A Time Out edition on a list of its own: each test names its `list` (and its size, where it matters). */
export const TIME_OUT_EDITION: Record<string, string> = {
  source: "Time Out",
  title: "The best restaurants in Los Angeles",
  url: "https://www.timeout.com/los-angeles/restaurants/best-restaurants-in-los-angeles",
  scope: "Los Angeles",
  edition: "2026",
  published: "2026-09",
  read: "2026-11-20",
  declaredSize: "50",
  listKind: "best",
  list: "timeout-best",
};

/** Posts an edition file and its details as the admin page's edition form does. */
export function uploadEdition(cookie: string, csv: string, meta: Record<string, string> = EATER_EDITION) {
  const body = new FormData();
  body.set("kind", "edition");
  for (const [key, value] of Object.entries(meta)) body.set(key, value);
  body.set("file", new File([csv], "eater-38.csv", { type: "text/csv" }));
  return SELF.fetch(`${ORIGIN}/admin/imports`, { method: "POST", body, headers: { Origin: ORIGIN, Cookie: cookie } });
}
