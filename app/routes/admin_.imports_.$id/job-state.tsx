import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import type { ImportJobView, ImportStatus } from "~/lib/csv/import-job-view";

const RUNNING: ImportStatus[] = ["queued", "processing", "applying"];

/** While the queue works on the job, the page reloads its data every second (without JavaScript: by hand). */
export function useRefreshWhileRunning(status: ImportStatus) {
  const { revalidate } = useRevalidator();
  const running = RUNNING.includes(status);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(revalidate, 1000);
    return () => clearInterval(timer);
  }, [running, revalidate]);
}

const rows = (job: ImportJobView) =>
  `${job.rowsDone.toLocaleString("en-US")} of ${job.rowsTotal.toLocaleString("en-US")} rows read.`;

/** Where the job stands, in the admin's words; a ready preview says plainly that nothing has changed. */
export function JobState({ job, summary }: { job: ImportJobView; summary: string | null }) {
  const box = "rounded-xl p-4 text-sm ring-1";
  if (job.status === "ready") {
    return (
      <section
        aria-label="What applying would do"
        data-testid="preview-summary"
        className={`${box} bg-sky-50 text-sky-950 ring-sky-200`}
      >
        <p className="font-semibold">Nothing has changed yet: diners see the data as it was until you apply this.</p>
        {(summary ?? "").split("\n").map((line) => (
          <p key={line} className="mt-1 break-words">
            {line}
          </p>
        ))}
        <p className="mt-1 opacity-80">{rows(job)}</p>
      </section>
    );
  }
  const running = RUNNING.includes(job.status);
  const text = running
    ? job.status === "applying"
      ? ["Applying..."]
      : [`Preparing the preview: ${rows(job)}`]
    : (job.message ?? "").split("\n");
  const tone =
    job.status === "failed" ? "bg-red-50 text-red-900 ring-red-200" : "bg-stone-50 text-stone-900 ring-stone-200";
  return (
    <section role="status" data-testid="import-state" data-status={job.status} className={`${box} ${tone}`}>
      {text.map((line, index) => (
        <p key={line} className={index === 0 ? "font-semibold" : "mt-1 break-words"}>
          {line}
        </p>
      ))}
      {running ? <noscript>Reload this page to see its progress.</noscript> : null}
    </section>
  );
}
