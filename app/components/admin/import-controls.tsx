import type { ImportJobView } from "~/lib/csv/import-job-view";
import { ImportHistory } from "./import-history";
import { ImportJobStatus } from "./import-job-status";

/** An uploader's error (role alert, read out at once) and its submit button, busy while a job runs. */
export function UploadSubmit({
  error,
  busy,
  uploading,
  label,
}: {
  error: string | null;
  busy: boolean;
  uploading: boolean;
  label: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
      >
        {uploading ? "Uploading..." : busy ? "Processing..." : label}
      </button>
    </>
  );
}

/** The running or finished job, and the uploads before it. */
export function ImportOutcome({
  job,
  history,
  title,
}: {
  job: ImportJobView | null;
  history: ImportJobView[];
  title: string;
}) {
  return (
    <>
      {job ? <ImportJobStatus job={job} /> : null}
      <div>
        <h3 className="mb-2 font-semibold">{title}</h3>
        <ImportHistory jobs={history} />
      </div>
    </>
  );
}
