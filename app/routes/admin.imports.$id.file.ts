import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getImportJob } from "~/models/import-jobs.server";
import { requireAdmin } from "~/services/auth.server";
import { getImportFile } from "~/services/uploads.server";

/** Downloads an import's original file, exactly as uploaded (never rendered inline). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const job = params.id ? await getImportJob(context.db, params.id) : undefined;
  const file = job ? await getImportFile(context, job.fileKey) : null;
  if (!job || !file) throw new Response("Not found", { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${job.fileName}"`,
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
