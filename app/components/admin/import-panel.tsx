import { useState, type FormEvent } from "react";
import { isSettled } from "~/lib/csv/import-job-view";
import {
  acceptAttribute,
  IMPORT_LIMITS,
  KIND_LABELS,
  modesFor,
  type ImportKind,
  type ImportMode,
} from "~/lib/csv/import-kinds";
import { checkUpload } from "~/lib/csv/upload-rules";
import { ImportDropzone } from "./import-dropzone";
import { ImportOutcome, UploadSubmit } from "./import-controls";
import { useImportJob } from "./use-import-job";

type Panel = "neighborhoods" | "restaurants";

const PANEL_KINDS: Record<Panel, ImportKind[]> = {
  neighborhoods: ["neighborhoods"],
  restaurants: ["instagram", "restaurants"],
};

const PANEL_TEXT: Record<Panel, { title: string; help: string }> = {
  neighborhoods: {
    title: "Neighborhood descriptions",
    help: "A CSV with a neighborhood column, seo_description and (optional) meta_description. Rows are matched on the neighborhood's slug.",
  },
  restaurants: {
    title: "Restaurant data",
    help: "Instagram info: a CSV with restaurant name plus an Instagram handle and/or post link. The restaurant list: its places' facts as CSV or JSON (New & Rising comes from new-openings list editions).",
  },
};

const MODE_LABELS: Record<ImportMode, string> = {
  upsert: "Add and update (by slug)",
  replace: "Replace the whole list",
  reset: "Restore the shipped list (no file)",
};

/** An admin uploader: choose or drop a file, watch the import run, read the result, see past imports. */
export function ImportPanel({ kind: panel }: { kind: Panel }) {
  const kinds = PANEL_KINDS[panel];
  const [kind, setKind] = useState<ImportKind>(kinds[0]);
  const [mode, setMode] = useState<ImportMode>("upsert");
  const [file, setFile] = useState<File | null>(null);
  const { job, error, setError, uploading, history, upload } = useImportJob(kinds);
  const busy = uploading || (job !== null && !isSettled(job));
  const id = `import-${panel}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkUpload(file && { name: file.name, size: file.size }, kind, mode);
    if (problem) return setError(problem);
    if (mode !== "upsert" && !window.confirm(`${MODE_LABELS[mode]}: this changes every row of the list. Continue?`))
      return;
    const form = new FormData();
    form.set("kind", kind);
    form.set("mode", mode);
    if (file && mode !== "reset") form.set("file", file);
    await upload(form);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {PANEL_TEXT[panel].title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{PANEL_TEXT[panel].help}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={`${PANEL_TEXT[panel].title} upload`}>
        {kinds.length > 1 ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <label className="flex-1 text-sm font-medium">
              What are you uploading?
              <select
                value={kind}
                onChange={(event) => {
                  setKind(event.currentTarget.value as ImportKind);
                  setMode("upsert");
                }}
                className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
              >
                {kinds.map((value) => (
                  <option key={value} value={value}>
                    {KIND_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            {modesFor(kind).length > 1 ? (
              <label className="flex-1 text-sm font-medium">
                How to apply it
                <select
                  value={mode}
                  onChange={(event) => setMode(event.currentTarget.value as ImportMode)}
                  className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
                >
                  {modesFor(kind).map((value) => (
                    <option key={value} value={value}>
                      {MODE_LABELS[value]}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        ) : null}
        {mode === "reset" ? null : (
          <ImportDropzone
            id={`${id}-file`}
            limits={IMPORT_LIMITS[kind]}
            accept={acceptAttribute(kind)}
            file={file}
            disabled={busy}
            onFile={(next) => {
              setFile(next);
              setError(null);
            }}
          />
        )}
        <UploadSubmit
          error={error}
          busy={busy}
          uploading={uploading}
          label={mode === "reset" ? "Restore list" : "Upload"}
        />
      </form>
      <ImportOutcome job={job} history={history} title="Past imports" />
    </section>
  );
}
