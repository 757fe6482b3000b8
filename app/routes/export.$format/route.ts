/**
 * A list of restaurants as a file: KML (Google My Maps), GeoJSON or CSV.
 *
 *   GET  /export/{kml|geojson|csv}?list={code}        a shared list (404 for an unknown code)
 *   GET  /export/{kml|geojson|csv}?{list view's query}  a filtered view as the home page reads it, its top 2,000
 *   POST /export/{kml|geojson|csv}  slugs=a,b,c          the saved list, which only the browser holds
 *
 * Any other format is a 404; a POST's list is checked as a share's is (400 with the reason).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportBody } from "~/lib/export/body";
import { exportFileName, EXPORT_FORMATS, isExportFormat, type ExportFormat } from "~/lib/export/formats";
import { toExportPlaces } from "~/lib/export/place";
import { parseListParams } from "~/lib/list-params";
import type { RestaurantSummary } from "~/lib/listing";
import { isShareCode } from "~/lib/share-code";
import { readSlugList } from "~/lib/slug-list-schema";
import { getCurrentUser } from "~/services/auth.server";
import { readSlugsBody } from "~/services/form.server";
import { exportSaved, exportSharedList, exportView } from "./queries.server";

const notFound = (message: string) =>
  new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

function formatOf(raw: string | undefined): ExportFormat {
  if (!raw || !isExportFormat(raw)) throw notFound("Exports come as kml, geojson or csv.");
  return raw;
}

function file(
  request: Request,
  format: ExportFormat,
  list: { restaurants: RestaurantSummary[]; title: string; name: string },
  cacheControl: string,
) {
  const places = toExportPlaces(list.restaurants, new URL(request.url).origin);
  return new Response(exportBody(format, places, list.title), {
    headers: {
      "Content-Type": EXPORT_FORMATS[format].type,
      "Content-Disposition": `attachment; filename="${exportFileName(list.name, format)}"`,
      "Cache-Control": cacheControl,
      "X-Robots-Tag": "noindex",
    },
  });
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const format = formatOf(params.format);
  const search = new URL(request.url).searchParams;
  const code = search.get("list");
  if (code !== null) {
    const shared = isShareCode(code) ? await exportSharedList(context, code) : null;
    if (!shared) throw notFound("There is no shared list at this link.");
    return file(request, format, shared, "public, max-age=60");
  }
  const view = parseListParams(search);
  const user = view.been ? await getCurrentUser(request, context) : null;
  // A Been filter reads the account's list, so that file is the account's alone.
  const cacheControl = user ? "private, no-store" : "public, max-age=60";
  return file(request, format, await exportView(context, view, user?.id ?? null), cacheControl);
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const format = formatOf(params.format);
  const input = readSlugList(await readSlugsBody(request));
  if ("error" in input) return new Response(input.error, { status: 400, headers: { "Content-Type": "text/plain" } });
  return file(request, format, await exportSaved(context, input.slugs), "private, no-store");
}
