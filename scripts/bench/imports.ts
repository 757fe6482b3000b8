import { figure, notAvailable, errorReason, type Figure } from "./figures";
import { importCsv } from "./import-file";
import { samplePeakMemory } from "./memory";
import { queueRunCounter } from "./queue-log";
import { round } from "./stats";
import type { RunningWorker } from "./worker";

const SECTION = "Import pipeline: upload → R2 → queue → D1 (from the POST until the job is done)";
export const IMPORT_ROWS = [1_000, 10_000, 100_000];
const POLL_MS = 100;

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
 * Not polled while it runs: local D1 works on workerd's one thread, so a big import's last batch
 * stalls every request, and a request left waiting then makes `wrangler dev` exit.
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

/** Rows per second for 1,000, 10,000 and 100,000-row lists, and the workerd RSS rise during each. */
export async function measureImports(worker: RunningWorker, cookie: string, timeoutMs = 300_000): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const rows of IMPORT_ROWS) {
    const name = `${rows.toLocaleString("en-US")}-row CSV`;
    try {
      const body = new FormData();
      body.set("kind", "restaurants");
      body.set("mode", "upsert");
      body.set("file", new File([importCsv(rows, rows)], `bench-${rows}.csv`, { type: "text/csv" }));
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
    }
  }
  return figures;
}
