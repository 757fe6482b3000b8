import type { AppLoadContext } from "@remix-run/cloudflare";
import { readReport, reportFields, type ReportReply } from "~/lib/reports/report-form";
import { noRead } from "~/models/batch.server";
import { readPage } from "~/services/read-page.server";
import { restaurantProfileRead } from "~/models/profile.server";
import { createReport } from "~/models/reports.server";
import { readForm } from "~/services/form.server";
import { clientAddress, throttleReport } from "~/services/throttle.server";

/** The reported place as the form shows it; an unknown slug is a 404. */
export async function findReportedRestaurant(context: AppLoadContext, slug: string) {
  const {
    meta,
    values: [restaurant],
  } = await readPage(context, [slug ? restaurantProfileRead(context.db, slug) : noRead(null)]);
  if (!restaurant) throw new Response("Not Found", { status: 404 });
  return { meta, restaurant: { slug: restaurant.slug, name: restaurant.name, status: restaurant.status } };
}

type Outcome =
  | { filed: true; slug: string }
  | { filed: false; reply: ReportReply; status: number; headers?: Record<string, string> };

/** Checked, then counted against the client's hourly limit, then stored: a form with mistakes stores nothing. */
export async function fileReport(request: Request, context: AppLoadContext, slug: string): Promise<Outcome> {
  const { restaurant } = await findReportedRestaurant(context, slug);
  const fields = reportFields(await readForm(request));
  const { report, errors } = readReport(fields);
  if (!report) return { filed: false, reply: { fields, errors, error: null }, status: 400 };
  const throttled = await throttleReport(context.db, clientAddress(request, context.cloudflare.env));
  if (throttled) {
    const headers = { "Retry-After": String(throttled.retryAfterSeconds) };
    return { filed: false, reply: { fields, errors: {}, error: throttled.message }, status: 429, headers };
  }
  await createReport(context.db, restaurant.slug, report, new Date().toISOString());
  return { filed: true, slug: restaurant.slug };
}
