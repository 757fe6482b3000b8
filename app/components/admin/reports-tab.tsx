import { Form, Link, useNavigation } from "@remix-run/react";
import { FormMessage } from "~/components/auth/form-message";
import { REPORT_KIND_LABELS, type ReportKind } from "~/lib/reports/report-form";
import type { OpenReport } from "~/models/reports.server";

type Result = { ok: boolean; message: string };

const STATUS_NOTES: Partial<Record<ReportKind, string>> = {
  closed: "Accepting marks it closed: it leaves the ranking, the categories and the map.",
  moved: "Accepting marks it moved: it stays ranked, with a 'Moved' note on its page.",
};
const button = "rounded-lg px-3 py-1.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";

/** The open reports, newest first, each with Accept and Dismiss (plain forms: they work without JavaScript). */
export function ReportsTab({
  reports,
  thisMonth,
  result,
}: {
  reports: OpenReport[];
  thisMonth: string;
  result?: Result;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? Number(navigation.formData?.get("reportId")) : null;
  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <div>
        <h2 id="reports-title" className="text-lg font-semibold">
          {`Open reports (${reports.length})`}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          From each profile&rsquo;s &lsquo;Report a closure or wrong information&rsquo;. Correct wrong information with
          an import, then accept the report.
        </p>
      </div>
      <FormMessage error={result && !result.ok ? result.message : null} message={result?.ok ? result.message : null} />
      {reports.length ? (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} thisMonth={thisMonth} busy={busy === report.id} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          No open reports.
        </p>
      )}
    </section>
  );
}

function ReportItem({ report, thisMonth, busy }: { report: OpenReport; thisMonth: string; busy: boolean }) {
  const place = report.name ?? report.slug;
  const note = report.name === null ? null : STATUS_NOTES[report.kind];
  const current = report.restaurantStatus && report.restaurantStatus !== "open" ? report.restaurantStatus : null;
  return (
    <li className="space-y-3 px-4 py-4" data-testid="report">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 break-words font-semibold">
          {report.name === null ? (
            <span>{report.slug} (no longer in the data)</span>
          ) : (
            <Link to={`/restaurants/${report.slug}`} className="text-brand-700 hover:underline">
              {report.name}
            </Link>
          )}
          {current ? <span className="ml-2 text-sm font-normal text-stone-500">(now {current})</span> : null}
        </p>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
          {REPORT_KIND_LABELS[report.kind] ?? report.kind}
        </span>
      </div>
      {report.details ? (
        <p dir="auto" className="whitespace-pre-wrap break-words text-sm text-stone-800" data-testid="report-details">
          {report.details}
        </p>
      ) : (
        <p className="text-sm italic text-stone-500">No details given.</p>
      )}
      <p className="text-xs text-stone-500">
        {report.email ? <bdi className="break-all">{report.email}</bdi> : "No email"} ·{" "}
        <time dateTime={report.createdAt} className="whitespace-nowrap">
          {`${report.createdAt.slice(0, 10)} ${report.createdAt.slice(11, 16)} UTC`}
        </time>
      </p>
      {note ? <p className="text-sm text-stone-600">{note}</p> : null}
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="reportId" value={report.id} />
        {note ? (
          <label className="w-full text-sm text-stone-700 sm:w-auto">
            <span className="block">{report.kind === "closed" ? "Closed in" : "Moved in"}</span>
            <input
              type="month"
              name="month"
              defaultValue={thisMonth}
              max={thisMonth}
              className="mt-1 rounded-lg border border-stone-300 px-2 py-1.5"
            />
          </label>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="accept"
          disabled={busy}
          aria-label={`Accept the report on ${place}`}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Accept
        </button>
        <button
          type="submit"
          name="intent"
          value="dismiss"
          disabled={busy}
          aria-label={`Dismiss the report on ${place}`}
          className={`${button} border border-stone-300 text-stone-700 hover:border-red-300 hover:text-red-700`}
        >
          Dismiss
        </button>
      </Form>
    </li>
  );
}
