import type { AppLoadContext } from "@remix-run/cloudflare";
import { modesFor, type ImportKind, type ImportMode } from "~/lib/csv/import-kinds";
import { textProblem } from "~/lib/csv/text-encoding";
import { checkUpload, safeFileName } from "~/lib/csv/upload-rules";
import { createImportJob, markImportFailed, type ImportJob } from "~/models/import-jobs.server";

type EnqueueImportInput = {
  file: File | null;
  kind: ImportKind;
  mode: ImportMode;
  userId: string | null;
  /** A list edition's metadata, already checked (JSON). */
  meta?: string;
};
type EnqueueImportResult = { ok: true; job: ImportJob } | { ok: false; error: string };

/** Check the file, keep it in R2 under a key naming the job, record the job, queue its id; the consumer imports. */
export async function enqueueImport(context: AppLoadContext, input: EnqueueImportInput): Promise<EnqueueImportResult> {
  const { env } = context.cloudflare;
  const { file, kind, mode } = input;
  if (!modesFor(kind).includes(mode)) return { ok: false, error: "This import can only add and update rows." };
  const usesFile = mode !== "reset";
  const problem = checkUpload(usesFile && file ? { name: file.name, size: file.size } : null, kind, mode);
  if (problem) return { ok: false, error: problem };
  const encoding = usesFile && file ? textProblem(new Uint8Array(await file.arrayBuffer())) : null;
  if (encoding) return { ok: false, error: encoding };

  const id = crypto.randomUUID();
  const fileName = usesFile && file ? safeFileName(file.name) : "shipped-dataset";
  const fileKey = usesFile && file ? `imports/${id}/${fileName}` : "";
  if (usesFile && file) {
    await env.UPLOADS.put(fileKey, file, {
      httpMetadata: { contentType: /\.json$/i.test(fileName) ? "application/json" : "text/csv; charset=utf-8" },
      customMetadata: { jobId: id, kind, uploadedBy: input.userId ?? "" },
    });
  }
  const job = await createImportJob(context.db, {
    id,
    kind,
    mode,
    status: "queued",
    fileKey,
    fileName,
    fileSize: usesFile && file ? file.size : 0,
    createdBy: input.userId,
    createdAt: new Date().toISOString(),
    meta: input.meta ?? null,
  });
  try {
    await env.IMPORTS.send({ jobId: id });
  } catch (error) {
    console.error("could not queue import", id, error);
    await markImportFailed(context.db, id, () => "The import could not be queued. Please try again.");
    return { ok: false, error: "The import could not be queued. Please try again." };
  }
  return { ok: true, job };
}

/** The original upload, for the jobs history's download link. */
export async function getImportFile(context: AppLoadContext, fileKey: string): Promise<R2ObjectBody | null> {
  return fileKey ? context.cloudflare.env.UPLOADS.get(fileKey) : null;
}
