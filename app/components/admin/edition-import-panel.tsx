import { useSearchParams } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { isSettled } from "~/lib/csv/import-job-view";
import { acceptAttribute, IMPORT_LIMITS } from "~/lib/csv/import-kinds";
import { checkUpload } from "~/lib/csv/upload-rules";
import { LIST_KINDS, LIST_SCOPES } from "~/lib/evidence/types";
import { SOURCE_NAMES } from "~/lib/sources";
import { ImportDropzone } from "./import-dropzone";
import { ImportOutcome, UploadSubmit } from "./import-controls";
import { useImportJob } from "./use-import-job";

const input = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
const KIND_NAMES = { best: "A best-of list", new: "New openings (New & Rising)" } as const;

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium">
      {label}
      {children}
      {hint ? <span className="mt-1 block text-xs font-normal text-stone-500">{hint}</span> : null}
    </label>
  );
}

/** One dated edition of a real list and a CSV of its places: the server checks the details before storing anything; the
 * consumer matches rows by name and street address and reports those it could not place. */
export function EditionImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const { job, error, setError, uploading, history, upload } = useImportJob(["edition"]);
  const busy = uploading || (job !== null && !isSettled(job));
  // Data health links here with ?source= for a source whose next edition is due.
  const asked = useSearchParams()[0].get("source");
  const source = SOURCE_NAMES.find((name) => name === asked) ?? "";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkUpload(file && { name: file.name, size: file.size }, "edition", "upsert");
    if (problem) return setError(problem);
    const form = new FormData(event.currentTarget);
    form.set("kind", "edition");
    form.set("file", file as File);
    await upload(form);
  }

  return (
    <section aria-labelledby="import-edition-title" className="space-y-4">
      <div>
        <h2 id="import-edition-title" className="text-lg font-semibold">
          A list edition
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          One dated edition of a list a source publishes, and a CSV of the places on it: Restaurant Name and Address
          (the street address identifies the place), Rank on a ranked list, Distinction on Michelin&apos;s. A place we
          do not have yet needs Cuisine and Neighborhood too. The edition becomes the list&apos;s current one; earlier
          editions are kept.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="List edition upload">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Source">
            <select name="source" className={input} defaultValue={source}>
              <option value="" disabled>
                Choose a source
              </option>
              {SOURCE_NAMES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </Field>
          <Field label="Title" hint="As the source prints it.">
            <input name="title" className={input} />
          </Field>
          <Field label="List URL" hint="The list itself, never a search page.">
            <input name="url" type="url" className={input} placeholder="https://" />
          </Field>
          <Field
            label="List ID"
            hint="The same for every edition of this list (e.g. essential-38); empty: from the title."
          >
            <input name="list" className={input} />
          </Field>
          <Field label="Edition" hint="As the list dates itself, e.g. 2025.">
            <input name="edition" className={input} />
          </Field>
          <Field label="Published" hint="Month (YYYY-MM), or empty when the list states no date.">
            <input name="published" className={input} placeholder="2025-12" />
          </Field>
          <Field label="Read on" hint="The day you read it.">
            <input name="read" type="date" className={input} />
          </Field>
          <Field label="Declared size" hint="How many places the list has in all.">
            <input name="declaredSize" type="number" min={1} inputMode="numeric" className={input} />
          </Field>
          <Field label="Scope">
            <select name="scope" className={input} defaultValue="Los Angeles">
              {LIST_SCOPES.map((scope) => (
                <option key={scope}>{scope}</option>
              ))}
            </select>
          </Field>
          <Field label="Kind">
            <select name="listKind" className={input} defaultValue="best">
              {LIST_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_NAMES[kind]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input name="ranked" type="checkbox" className="size-4" />
          The list numbers its places (ranked)
        </label>
        <ImportDropzone
          id="import-edition-file"
          limits={IMPORT_LIMITS.edition}
          accept={acceptAttribute("edition")}
          file={file}
          disabled={busy}
          onFile={(next) => {
            setFile(next);
            setError(null);
          }}
        />
        <UploadSubmit error={error} busy={busy} uploading={uploading} label="Upload edition" />
      </form>
      <ImportOutcome job={job} history={history} title="Past editions" />
    </section>
  );
}
