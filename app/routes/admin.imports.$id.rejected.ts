import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toCsv } from "~/lib/csv/csv-export";
import { toImportJobView } from "~/lib/csv/import-job-view";
import { getImportJob } from "~/models/import-jobs.server";
import { requireAdmin } from "~/services/auth.server";

/** The rejected rows of an import as CSV, every cell defused against spreadsheet formulas. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const job = params.id ? await getImportJob(context.db, params.id) : undefined;
  if (!job) throw new Response("Not found", { status: 404 });
  const { rejected, fileName } = toImportJobView(job);
  const body = toCsv(
    ["line", "reason"],
    rejected.map((row) => [row.line, row.reason]),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rejected-rows-${fileName.replace(/\.[^.]+$/, "")}.csv"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
