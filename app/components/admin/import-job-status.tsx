import type { ImportJobView } from "~/lib/csv/import-job-view";

const LEVEL_STYLES = {
  success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  error: "bg-red-50 text-red-900 ring-red-200",
} as const;

/** Queued → processing (rows done of total) → the result, its details and the rejected rows. */
export function ImportJobStatus({ job }: { job: ImportJobView }) {
  if (job.status === "queued" || job.status === "processing") {
    const percent = job.rowsTotal ? Math.round((job.rowsDone / job.rowsTotal) * 100) : 0;
    return (
      <div role="status" className="rounded-xl bg-stone-100 p-4 text-sm" data-testid="import-status">
        <p className="font-semibold">
          {job.status === "queued"
            ? "Queued: waiting to be processed..."
            : `Processing... ${job.rowsDone.toLocaleString("en-US")} of ${job.rowsTotal.toLocaleString("en-US")} rows`}
        </p>
        <progress className="mt-2 h-2 w-full accent-brand-700" max={100} value={percent} aria-label="Import progress" />
        {job.message ? <p className="mt-2 text-stone-600">Retrying after an error: {job.message}</p> : null}
      </div>
    );
  }
  if (job.status === "ready" || job.status === "applying") return <PreviewReady job={job} />;
  const [headline, ...details] = (job.message ?? "").split("\n");
  const level = job.level ?? (job.status === "failed" ? "error" : "success");
  return (
    <div
      role={level === "error" ? "alert" : "status"}
      data-testid="import-result"
      data-level={level}
      className={`rounded-xl p-4 text-sm ring-1 ${LEVEL_STYLES[level]}`}
    >
      <p className="font-semibold">{headline}</p>
      {details.map((detail) => (
        <p key={detail} className="mt-1 break-words">
          {detail}
        </p>
      ))}
      <p className="mt-1 opacity-80">{`${job.rowsDone.toLocaleString("en-US")} of ${job.rowsTotal.toLocaleString("en-US")} rows read.`}</p>
      {job.rejected.length ? <RejectedRows job={job} /> : null}
    </div>
  );
}

function RejectedRows({ job }: { job: ImportJobView }) {
  return (
    <details className="mt-3" open={job.rejected.length <= 10}>
      <summary className="cursor-pointer font-semibold">Rejected rows ({job.rejected.length})</summary>
      <div className="mt-2 max-h-72 overflow-auto rounded-lg bg-white/70">
        <table className="w-full text-left text-sm" data-testid="rejected-rows">
          <thead>
            <tr>
              <th className="px-3 py-1.5 font-semibold">Line</th>
              <th className="px-3 py-1.5 font-semibold">Reason</th>
            </tr>
          </thead>
          <tbody>
            {job.rejected.map((row) => (
              <tr key={`${row.line}-${row.reason}`} className="border-t border-black/5">
                <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                <td className="break-words px-3 py-1.5">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a href={`/admin/imports/${job.id}/rejected`} className="mt-2 inline-block font-semibold underline" download>
        Download rejected rows (CSV)
      </a>
    </details>
  );
}

/** A preview waits for the admin on its own page, which works without JavaScript. */
function PreviewReady({ job }: { job: ImportJobView }) {
  const [headline] = (job.message ?? "").split("\n");
  return (
    <div
      role="status"
      data-testid="import-ready"
      className="rounded-xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200"
    >
      <p className="font-semibold">
        {job.status === "ready" ? "Ready to review: nothing has changed yet." : "Applying..."}
      </p>
      {job.status === "ready" ? <p className="mt-1 break-words">{headline}</p> : null}
      <a href={`/admin/imports/${job.id}`} className="mt-2 inline-block font-semibold underline">
        {job.status === "ready" ? "Review the preview, then apply or discard it" : "See its progress"}
      </a>
    </div>
  );
}
