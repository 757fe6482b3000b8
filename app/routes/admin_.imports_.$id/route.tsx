import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { z } from "zod";
import { FormMessage } from "~/components/auth/form-message";
import { toImportJobView } from "~/lib/csv/import-job-view";
import { KIND_LABELS } from "~/lib/csv/import-kinds";
import { parseImportPreview } from "~/lib/csv/import-preview";
import { storedEditionMeta } from "~/lib/evidence/edition-meta";
import { pageMeta } from "~/lib/seo";
import { getImportJob } from "~/models/import-jobs.server";
import { requireAdmin } from "~/services/auth.server";
import { readForm } from "~/services/form.server";
import { applyPreview, discardPreview } from "./decide.server";
import { EditionPreviewTables, RejectedTable } from "./preview-tables";
import { JobState, useRefreshWhileRunning } from "./job-state";

export const meta: MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Import preview",
    description: "What an upload would change, before it is applied.",
    path: `/admin/imports/${params.id ?? ""}`,
    noindex: true,
  });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const job = params.id ? await getImportJob(context.db, params.id) : undefined;
  if (!job) throw new Response("No such import.", { status: 404 });
  const edition = job.kind === "edition" ? storedEditionMeta(job.meta) : null;
  const preview = job.status === "ready" ? parseImportPreview(job.preview) : null;
  return { job: toImportJobView(job), edition, preview };
}

const decisionSchema = z.object({
  intent: z.enum(["apply", "discard"]),
  attempt: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = decisionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success || !params.id) return data({ ok: false, message: "Nothing was changed: unknown request." }, 400);
  const { intent, attempt } = parsed.data;
  const decide = intent === "apply" ? applyPreview : discardPreview;
  const { status, ...reply } = await decide(context, params.id, attempt);
  return data(reply, { status });
}

/**
 * A refused Apply (409) still changed the job (a stale preview goes back to the queue to be made again):
 * read it afresh, so the page shows it being remade instead of the old preview and its Apply button.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

const button =
  "rounded-lg px-4 py-2 text-sm font-semibold shadow-sm disabled:cursor-wait disabled:opacity-60 focus:outline-none focus:ring-2 focus:ring-brand-600/40";

export default function ImportPreviewPage() {
  const { job, edition, preview } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  useRefreshWhileRunning(job.status);
  const tab = job.kind === "edition" ? "lists" : job.kind === "neighborhoods" ? "neighborhoods" : "restaurants";
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <Link to={`/admin?tab=${tab}`} className="font-medium text-brand-700 hover:underline">
          Admin: imports
        </Link>
      </nav>
      <div className="space-y-1">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{`Import preview: ${job.fileName}`}</h1>
        <p className="break-words text-stone-600">
          {edition ? `${edition.source}, ${edition.title} (${edition.edition})` : KIND_LABELS[job.kind]}
          {job.mode !== "upsert" ? ` · ${job.mode}` : ""}
        </p>
      </div>
      <FormMessage error={reply && !reply.ok ? reply.message : null} message={reply?.ok ? reply.message : null} />
      <JobState job={job} summary={preview?.summary ?? null} />
      {job.status === "ready" ? (
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="attempt" value={job.attempts} />
            <button name="intent" value="apply" disabled={busy} className={`${button} bg-brand-700 text-white`}>
              Apply
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="attempt" value={job.attempts} />
            <button
              name="intent"
              value="discard"
              disabled={busy}
              className={`${button} bg-white ring-1 ring-stone-300`}
            >
              Discard
            </button>
          </Form>
        </div>
      ) : null}
      {preview?.edition ? <EditionPreviewTables preview={preview.edition} /> : null}
      {job.rejected.length ? <RejectedTable jobId={job.id} rows={job.rejected} /> : null}
    </main>
  );
}
