import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { IMPORT_KINDS, IMPORT_MODES, isImportKind } from "~/lib/csv/import-kinds";
import { toImportJobView } from "~/lib/csv/import-job-view";
import { editionMetaFromForm } from "~/lib/evidence/edition-meta";
import { failStaleImports, getImportJob, listImportJobs } from "~/models/import-jobs.server";
import { requireAdmin } from "~/services/auth.server";
import { readForm } from "~/services/form.server";
import { enqueueImport } from "~/services/uploads.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET ?id=… is one job (polled live); GET ?kind=…&kind=… is the jobs history. Both show lost jobs as failed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  await failStaleImports(context.db);
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  if (id) {
    const job = await getImportJob(context.db, id);
    if (!job) return Response.json({ error: "No such import." }, { status: 404, headers: NO_STORE });
    return Response.json({ job: toImportJobView(job) }, { headers: NO_STORE });
  }
  const jobs = await listImportJobs(context.db, { kinds: params.getAll("kind").filter(isImportKind), limit: 20 });
  return Response.json(
    { jobs: jobs.map((job) => toImportJobView(job, { withRejected: false })) },
    { headers: NO_STORE },
  );
}

const uploadSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  mode: z.enum(IMPORT_MODES).default("upsert"),
});

/** POST multipart (file, kind, mode): stores the file, queues the job, answers 202 at once. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  const parsed = uploadSchema.safeParse({ kind: form.get("kind"), mode: form.get("mode") || undefined });
  if (!parsed.success) return Response.json({ error: "Unknown import type." }, { status: 400 });
  const file = form.get("file");
  let meta: string | undefined;
  if (parsed.data.kind === "edition") {
    const edition = editionMetaFromForm(form);
    if (!edition.success) return Response.json({ error: edition.error.issues[0].message }, { status: 400 });
    meta = JSON.stringify(edition.data);
  }
  const result = await enqueueImport(context, {
    ...parsed.data,
    file: file instanceof File && file.name ? file : null,
    userId: admin.id,
    meta,
  });
  if (!result.ok) return Response.json({ error: result.error }, { status: 400 });
  return Response.json({ job: toImportJobView(result.job) }, { status: 202, headers: NO_STORE });
}
