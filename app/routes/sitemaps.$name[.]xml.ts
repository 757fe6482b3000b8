import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { restaurantChunk } from "~/lib/sitemap";
import { crawlerFileResponse, loadSitemapXml } from "~/services/sitemap.server";

/** One child of the sitemap index: /sitemaps/pages.xml or /sitemaps/restaurants-N.xml. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  // Only names an index can list reach the cache (whose keys are short): anything else is not a sitemap.
  if (name !== "pages" && restaurantChunk(name) === null) throw new Response("Not Found", { status: 404 });
  const { xml, meta } = await loadSitemapXml(context, new URL(request.url).origin, name);
  if (xml === null) throw new Response("Not Found", { status: 404 });
  return crawlerFileResponse(request, xml, "application/xml; charset=utf-8", `${name}.xml`, meta);
}
