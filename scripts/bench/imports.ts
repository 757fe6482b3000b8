import { IMPORT_LIMITS } from "../../app/lib/csv/import-kinds";
import { figure, notAvailable, errorReason, type Figure } from "./figures";
// The edition names restaurants the bench dataset has loaded: the same generator seed.
import { SYNTHETIC_SEED } from "./dataset";
import { editionCsv, importCsv, newPlacesEditionCsv } from "./import-file";
import { samplePeakMemory } from "./memory";
import { round } from "./stats";
import { startTrickle, type TrickleResult } from "./trickle";
/** Where the imports run: the Worker's address, and the process whose workerd children hold its memory. */
type ImportTarget = { base: string; pid: number };

const SECTION = "Import pipeline: upload → R2 → queue → D1 (from the POST until the job is done)";
/** The largest list import runs with visitors on the site; a list over the row limit must be refused. */
const MAX_LIST_ROWS = IMPORT_LIMITS.restaurants.rows;
const IMPORT_ROWS = [MAX_LIST_ROWS / 10, MAX_LIST_ROWS];
const REFUSED_ROWS = 100_000;
/** A list edition of a scale list's size, measured besides the largest allowed. */
const EDITION_ROWS = 10_000;
const POLL_MS = 1_000;
/** The trickle goes on this long after the job is done: the first pages of the new data version. */
const AFTER_MS = 3_000;

type JobView = {
  id: string;
  status: string;
  attempts: number;
  rowsDone: number;
  rowsTotal: number;
  message: string | null;
};

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${res.status} answered ${text.slice(0, 80)}`);
  }
}

/**
 * POSTs the file as the admin page does, then polls the job once a second until it is done, applying
 * its preview when ready; the consumer runs in the same Worker.
 */
async function runImport(worker: ImportTarget, cookie: string, body: FormData, timeoutMs: number) {
  const { base } = worker;
  const headers = { Origin: base, Cookie: cookie };
  const started = performance.now();
  const posted = await fetch(`${base}/admin/imports`, { method: "POST", body, headers, redirect: "manual" });
  if (posted.status !== 202) throw new Error(`upload answered ${posted.status}`);
  const { job } = await json<{ job: JobView }>(posted);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const polled = await json<{ job: JobView }>(await fetch(`${base}/admin/imports?id=${job.id}`, { headers }));
    if (polled.job.status === "ready") {
      const decision = new URLSearchParams({ intent: "apply", attempt: String(polled.job.attempts) });
      const applied = await fetch(`${base}/admin/imports/${job.id}`, { method: "POST", body: decision, headers });
      if (applied.status !== 202) throw new Error(`apply answered ${applied.status}`);
    }
    if (polled.job.status === "done") return { job: polled.job, seconds: (performance.now() - started) / 1000 };
    if (polled.job.status === "failed") throw new Error(`job failed: ${polled.job.message ?? "no message"}`);
  }
  throw new Error(`not done within ${timeoutMs / 1000} s`);
}

function uploadBody(rows: number): FormData {
  const body = new FormData();
  body.set("kind", "restaurants");
  body.set("mode", "upsert");
  body.set("file", new File([importCsv(rows, rows)], `bench-${rows}.csv`, { type: "text/csv" }));
  return body;
}

function trickleFigures(name: string, trickle: TrickleResult): Figure[] {
  const first = trickle.failures.slice(0, 3).join(", ");
  return [
    figure({
      section: SECTION,
      name: `${name}: page requests failed (during + ${AFTER_MS / 1000} s after)`,
      value: trickle.failed,
      unit: "",
      target: { op: "=", value: 0 },
      extra: { sent: trickle.sent, ...(first ? { first } : {}) },
    }),
    figure({ section: SECTION, name: `${name}: worst page latency`, value: round(trickle.worstMs), unit: "ms" }),
  ];
}

/**
 * The server can answer an oversized upload before reading it all, so the client can fail while still
 * sending (the admin page checks the size first and never sends it): up to three tries.
 */
async function postRefused(url: string, body: FormData, headers: Record<string, string>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { method: "POST", body, headers, redirect: "manual" });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** A ranked list over its limit is refused at the upload (400, after the edge's larger limit), saying the limit. */
async function measureRefusal(worker: ImportTarget, cookie: string): Promise<Figure> {
  const name = `${REFUSED_ROWS.toLocaleString("en-US")}-row ranked list CSV: refused`;
  try {
    const headers = { Origin: worker.base, Cookie: cookie };
    const body = uploadBody(REFUSED_ROWS);
    const res = await postRefused(`${worker.base}/admin/imports`, body, headers);
    // The answer comes before the whole body is sent, so its text may not arrive.
    const text = await res.text().catch(() => "");
    const message = text.match(/"error":"([^"]*)"/)?.[1] ?? "(body not received)";
    return figure({
      section: SECTION,
      name,
      value: res.status,
      unit: "",
      target: { op: "=", value: 400 },
      extra: { message },
    });
  } catch (error) {
    return notAvailable(SECTION, name, "", errorReason(error), { op: "=", value: 400 });
  }
}

/** An upload's rows per second and workerd's RSS rise; with `pagePaths`, visitors request them all through. */
async function measureImport(
  worker: ImportTarget,
  cookie: string,
  name: string,
  rows: number,
  body: FormData,
  pagePaths: string[],
  timeoutMs: number,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const stopTrickle = pagePaths.length > 0 ? startTrickle(worker.base, pagePaths) : null;
  try {
    const { result, memory } = await samplePeakMemory(worker.pid, () => runImport(worker, cookie, body, timeoutMs));
    const { job, seconds } = result;
    figures.push(
      figure({
        section: SECTION,
        name: `${name}: rows/s`,
        value: round(rows / seconds),
        unit: "rows/s",
        extra: { seconds: round(seconds), "rows done": job.rowsDone },
      }),
      memory
        ? figure({
            section: SECTION,
            name: `${name}: peak workerd RSS rise`,
            value: memory.deltaMb,
            unit: "MB",
            extra: {
              baseline: `${memory.baselineMb} MB`,
              peak: `${memory.peakMb} MB`,
              "VmHWM rise": `${memory.hwmDeltaMb} MB`,
            },
          })
        : notAvailable(SECTION, `${name}: peak workerd RSS rise`, "MB", "no workerd process found"),
    );
  } catch (error) {
    figures.push(notAvailable(SECTION, `${name}: rows/s`, "rows/s", errorReason(error)));
  } finally {
    if (stopTrickle) {
      await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
      figures.push(...trickleFigures(name, await stopTrickle()));
    }
  }
  return figures;
}

/** A place seed no dataset loads: an edition of its places adds every one. */
const NEW_PLACES_SEED = 7_001;

/**
 * An edition of a list of its own: of `rows` loaded restaurants (every one of them changes count), or
 * with `newPlaces`, of `rows` places we do not have (every one of them is added).
 */
function editionBody(rows: number, newPlaces = false): FormData {
  const body = new FormData();
  const meta = {
    kind: "edition",
    source: "Time Out",
    title: newPlaces ? "Bench list of new places" : "Bench list",
    url: "https://bench.invalid/best",
    scope: "Los Angeles",
    edition: String(Date.now()),
    published: "2026-01",
    read: "2026-11-01",
    declaredSize: String(rows),
    listKind: "best",
    list: newPlaces ? "bench-new-places" : "bench-best",
  };
  for (const [key, value] of Object.entries(meta)) body.set(key, value);
  const csv = newPlaces ? newPlacesEditionCsv(rows, NEW_PLACES_SEED) : editionCsv(rows, SYNTHETIC_SEED);
  body.set("file", new File([csv], `bench-edition-${rows}.csv`, { type: "text/csv" }));
  return body;
}

/**
 * Rows per second for a ranked list of the largest allowed size and a tenth of it, then list editions
 * of 10,000 and up to 100,000 entries and one of 100,000 new places, with visitors requesting
 * `pagePaths` throughout; then a file over the row limit.
 */
export async function measureImports(
  worker: ImportTarget,
  cookie: string,
  pagePaths: string[],
  synthetic: number,
  timeoutMs = 300_000,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const rows of IMPORT_ROWS) {
    const name = `${rows.toLocaleString("en-US")}-row ranked list CSV`;
    const visited = rows === MAX_LIST_ROWS ? pagePaths : [];
    figures.push(...(await measureImport(worker, cookie, name, rows, uploadBody(rows), visited, timeoutMs)));
  }
  // A 10,000-entry edition (the size a scale list reaches) and the largest allowed, each with visitors on the site.
  const sizes = [...new Set([EDITION_ROWS, IMPORT_LIMITS.edition.rows].map((rows) => Math.min(rows, synthetic)))];
  for (const entries of sizes) {
    const editionName = `${entries.toLocaleString("en-US")}-entry list edition CSV`;
    if (entries === 0)
      figures.push(notAvailable(SECTION, `${editionName}: rows/s`, "rows/s", "no synthetic restaurants to name"));
    else
      figures.push(
        ...(await measureImport(worker, cookie, editionName, entries, editionBody(entries), pagePaths, timeoutMs)),
      );
  }
  // The largest allowed edition of places we do not have: all of them are added in its switch-over.
  const added = IMPORT_LIMITS.edition.rows;
  const addedName = `${added.toLocaleString("en-US")}-entry list edition of new places`;
  const addedBody = editionBody(added, true);
  figures.push(...(await measureImport(worker, cookie, addedName, added, addedBody, pagePaths, timeoutMs)));
  figures.push(await measureRefusal(worker, cookie));
  return figures;
}
