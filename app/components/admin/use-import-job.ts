import { useCallback, useEffect, useState } from "react";
import { isSettled, type ImportJobView } from "~/lib/csv/import-job-view";
import type { ImportKind } from "~/lib/csv/import-kinds";
import { fetchJson } from "~/lib/fetch-json";

const POLL_MS = 1000;

/** The POST answers at once with a queued job, polled until the consumer finishes; the history reloads after. */
export function useImportJob(kinds: ImportKind[]) {
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [history, setHistory] = useState<ImportJobView[]>([]);
  const kindsKey = kinds.join(",");

  const loadHistory = useCallback(async () => {
    const query = kindsKey
      .split(",")
      .map((kind) => `kind=${encodeURIComponent(kind)}`)
      .join("&");
    try {
      setHistory((await fetchJson<{ jobs: ImportJobView[] }>(`/admin/imports?${query}`)).jobs);
    } catch {
      // The history is a convenience; the upload itself reports its own errors.
    }
  }, [kindsKey]);

  useEffect(() => {
    void loadHistory();
  }, [loadHistory]);

  const jobId = job && !isSettled(job) ? job.id : null;
  useEffect(() => {
    if (!jobId) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      try {
        const next = (await fetchJson<{ job: ImportJobView }>(`/admin/imports?id=${jobId}`)).job;
        if (cancelled) return;
        setJob(next);
        if (isSettled(next)) void loadHistory();
      } catch {
        // A missed poll is retried on the next tick.
      }
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [jobId, loadHistory]);

  async function upload(form: FormData) {
    setUploading(true);
    setError(null);
    setJob(null);
    try {
      setJob((await fetchJson<{ job: ImportJobView }>("/admin/imports", { method: "POST", body: form })).job);
      void loadHistory();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  }

  return { job, error, setError, uploading, history, upload };
}
