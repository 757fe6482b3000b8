import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crawlerFileResponse, loadSitemapXml } from "~/services/sitemap.server";

/** Every public page as a urlset, or past 50,000 URLs an index of /sitemaps/{name}.xml files. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { xml, meta } = await loadSitemapXml(context, new URL(request.url).origin, null);
  return crawlerFileResponse(request, xml ?? "", "application/xml; charset=utf-8", "sitemap.xml", meta);
}
