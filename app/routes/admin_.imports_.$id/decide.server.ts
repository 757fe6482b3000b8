import type { AppLoadContext } from "@remix-run/cloudflare";
import { storedEditionMeta } from "~/lib/evidence/edition-meta";
import { getImportJob, markImportFailed, type ImportJob } from "~/models/import-jobs.server";
import { approveImport, discardImport } from "~/models/import-preview.server";

export type Reply = { ok: boolean; message: string; status: number };

const QUEUE_FAILED = "Nothing was changed: the import could not be queued. Please upload the file again.";

/** Why a preview can no longer be applied or discarded, by what became of it. */
function notWaiting(job: ImportJob | undefined, attempt: number): Reply {
  if (!job) return { ok: false, status: 404, message: "No such import." };
  const message =
    job.status === "ready" && job.attempts !== attempt
      ? "Nothing was changed: this preview was made again since you opened it. Check it, then apply."
      : ({
          queued: "Nothing was changed: the preview is not ready yet.",
          processing: "Nothing was changed: the preview is not ready yet.",
          applying: "This import is already being applied.",
          done: "This import was already applied.",
          failed: "Nothing was changed: this import failed.",
          discarded: "Nothing was changed: this preview was discarded.",
        }[job.status] ?? "Nothing was changed.");
  return { ok: false, status: 409, message };
}

/** Apply: the queue lands it, or, if the data moved on since the preview, makes the preview again. */
export async function applyPreview(context: AppLoadContext, id: string, attempt: number): Promise<Reply> {
  const decision = await approveImport(context.db, id, attempt);
  if (decision === "refused") return notWaiting(await getImportJob(context.db, id), attempt);
  try {
    await context.cloudflare.env.IMPORTS.send({ jobId: id });
  } catch (error) {
    console.error("could not queue an import's step", id, error);
    await markImportFailed(context.db, id, () => QUEUE_FAILED);
    return { ok: false, status: 503, message: QUEUE_FAILED };
  }
  if (decision === "stale") {
    const message =
      "Nothing was applied: the data changed since this preview was made (another import or an edit was saved). The preview is being made again from the same file: check it, then apply.";
    return { ok: false, status: 409, message };
  }
  return { ok: true, status: 202, message: "Applying: diners see the change once this page says it is done." };
}

/** Discard: staging, draft and counts go; the uploaded file is kept in the history. */
export async function discardPreview(context: AppLoadContext, id: string, attempt: number): Promise<Reply> {
  const job = await getImportJob(context.db, id);
  const meta = job?.kind === "edition" ? storedEditionMeta(job.meta) : null;
  const discarded = await discardImport(context.db, id, attempt, meta && { source: meta.source, list: meta.list });
  if (!discarded) return notWaiting(job, attempt);
  return { ok: true, status: 200, message: "Discarded: nothing was changed." };
}
