import type { Db } from "~/db/client.server";
import { asOfMonth } from "~/lib/as-of";
import { laYearMonth } from "~/lib/as-of";
import { readClosureMonth, statusChangeFor } from "~/lib/reports/closure";
import { acceptReport } from "~/models/report-acceptance.server";
import { dismissReport, findOpenReport } from "~/models/reports.server";

type ReportDecision = { intent: "accept" | "dismiss"; reportId: number; month: string };
type Reply = { ok: boolean; message: string; status: number };

const NOT_OPEN: Reply = {
  ok: false,
  message: "That report is not open any more: it may have been handled already.",
  status: 404,
};
const done = (message: string): Reply => ({ ok: true, message, status: 200 });

/** Accepting 'closed' or 'moved' sets that status from the admin's month (else now); others are only handled. */
export async function reviewReport(
  db: Db,
  adminId: string,
  decision: ReportDecision,
  now = new Date(),
): Promise<Reply> {
  const report = await findOpenReport(db, decision.reportId);
  if (!report) return NOT_OPEN;
  const at = now.toISOString();
  const place = report.name ?? report.slug;
  if (decision.intent === "dismiss") {
    return (await dismissReport(db, report.id, adminId, at)) ? done(`Dismissed the report on ${place}.`) : NOT_OPEN;
  }
  if (report.kind !== "closed" && report.kind !== "moved") {
    const accepted = await acceptReport(db, { reportId: report.id, adminId, now: at, change: null });
    return accepted ? done(`Accepted the report on ${place}.`) : NOT_OPEN;
  }

  if (report.name === null) {
    const message = `No restaurant is at /restaurants/${report.slug} any more: dismiss the report instead.`;
    return { ok: false, message, status: 409 };
  }
  const { month, error } = readClosureMonth(decision.month, laYearMonth(now));
  if (month === null) return { ok: false, message: error, status: 400 };
  const to = statusChangeFor(report.kind, report.restaurantStatus ?? "", month);
  const change = to && { restaurant: { slug: report.slug, name: report.name }, to };
  if (!(await acceptReport(db, { reportId: report.id, adminId, now: at, change }))) return NOT_OPEN;
  return done(
    to
      ? `Accepted: ${place} is now marked ${to.status} (${asOfMonth(to.month)}).`
      : `Accepted: ${place} was already marked ${report.kind}.`,
  );
}
