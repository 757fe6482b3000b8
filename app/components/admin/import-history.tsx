import type { ImportJobView } from "~/lib/csv/import-job-view";
import { KIND_LABELS } from "~/lib/csv/import-kinds";

const STATUS_LABELS = {
  queued: "Queued",
  processing: "Processing",
  ready: "Ready to review",
  applying: "Applying",
  done: "Done",
  failed: "Failed",
  discarded: "Discarded",
} as const;
const LEVEL_LABELS = { success: "Success", warning: "Warning", error: "Error" } as const;

/** Past imports, newest first, each with a download of the file exactly as uploaded. */
export function ImportHistory({ jobs }: { jobs: ImportJobView[] }) {
  if (!jobs.length) return <p className="text-sm text-stone-600">No imports yet.</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200" data-testid="import-history">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
          <div className="min-w-0">
            {job.hasFile ? (
              <a href={`/admin/imports/${job.id}/file`} download className="break-all font-medium underline">
                {job.fileName}
              </a>
            ) : (
              <span className="font-medium">Shipped dataset</span>
            )}
            <p className="text-xs text-stone-500">
              {KIND_LABELS[job.kind] ?? job.kind}
              {job.mode !== "upsert" ? ` · ${job.mode}` : ""} · {new Date(job.createdAt).toLocaleString("en-US")}
            </p>
          </div>
          <span className="shrink-0 text-stone-700">
            {job.level && (job.status === "done" || job.status === "failed")
              ? LEVEL_LABELS[job.level]
              : STATUS_LABELS[job.status]}
            {job.rowsTotal ? ` · ${job.rowsDone.toLocaleString("en-US")} rows` : ""}
            {" · "}
            <a href={`/admin/imports/${job.id}`} className="font-medium text-brand-700 underline">
              {job.status === "ready" ? "Review and apply" : "Details"}
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
