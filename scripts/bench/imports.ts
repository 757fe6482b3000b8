import { MAX_IMPORT_ROWS } from "../../app/lib/csv/import-kinds";
import { figure, notAvailable, errorReason, type Figure } from "./figures";
import { importCsv } from "./import-file";
import { samplePeakMemory } from "./memory";
import { queueRunCounter } from "./queue-log";
import { round } from "./stats";
import { startTrickle, type TrickleResult } from "./trickle";
import type { RunningWorker } from "./worker";

const SECTION = "Import pipeline: upload → R2 → queue → D1 (from the POST until the job is done)";
/** The largest import runs with visitors on the site; a file over the row limit must be refused. */
const IMPORT_ROWS = [MAX_IMPORT_ROWS / 10, MAX_IMPORT_ROWS];
const REFUSED_ROWS = 100_000;
const POLL_MS = 100;
/** The trickle goes on this long after the job is done: the first pages of the new data version. */
const AFTER_MS = 3_000;

type JobView = { id: string; status: string; rowsDone: number; rowsTotal: number; message: string | null };

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${res.status} answered ${text.slice(0, 80)}`);
  }
}

/**
 * POSTs the file as the admin page does, then waits for the consumer run to end and reads the job at
 * GET /admin/imports?id=…. The job turns `done` in the consumer's last batch, just before the run ends.
 * Not polled while it runs: the switch-over is one D1 batch that local D1 runs on workerd's one thread,
 * stalling every request; the trickle of page requests is what measures that.
 */
async function runImport(worker: RunningWorker, cookie: string, body: FormData, timeoutMs: number) {
  const { base } = worker;
  const headers = { Origin: base, Cookie: cookie };
  const queueRuns = queueRunCounter(worker.log);
  let seen = queueRuns();
  const started = performance.now();
  const posted = await fetch(`${base}/admin/imports`, { method: "POST", body, headers, redirect: "manual" });
  if (posted.status !== 202) throw new Error(`upload answered ${posted.status}`);
  const { job } = await json<{ job: JobView }>(posted);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (queueRuns() === seen) continue;
    const seconds = (performance.now() - started) / 1000;
    seen = queueRuns();
    const polled = await json<{ job: JobView }>(await fetch(`${base}/admin/imports?id=${job.id}`, { headers }));
    if (polled.job.status === "done") return { job: polled.job, seconds };
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
 * The server answers an oversized upload before reading it, so the client can fail while still
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

/** An over-the-limit file is refused at the upload, with the limit in the message. */
async function measureRefusal(worker: RunningWorker, cookie: string): Promise<Figure> {
  const name = `${REFUSED_ROWS.toLocaleString("en-US")}-row CSV: refused`;
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
      target: { op: "=", value: 413 },
      extra: { message },
    });
  } catch (error) {
    return notAvailable(SECTION, name, "", errorReason(error), { op: "=", value: 413 });
  }
}

/**
 * Rows per second for a list of the largest size allowed and one a tenth of it, and the workerd RSS
 * rise during each; visitors request `pagePaths` all through the largest one. Then a 100,000-row file.
 */
export async function measureImports(
  worker: RunningWorker,
  cookie: string,
  pagePaths: string[],
  timeoutMs = 300_000,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const rows of IMPORT_ROWS) {
    const name = `${rows.toLocaleString("en-US")}-row CSV`;
    const visited = rows === MAX_IMPORT_ROWS && pagePaths.length > 0;
    const stopTrickle = visited ? startTrickle(worker.base, pagePaths) : null;
    try {
      const body = uploadBody(rows);
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
  }
  figures.push(await measureRefusal(worker, cookie));
  return figures;
}
