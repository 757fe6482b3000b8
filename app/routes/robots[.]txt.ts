import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crawlerFileResponse } from "~/services/sitemap.server";

/** Everything public may be crawled; accounts, admin and machine endpoints may not. */
const DISALLOWED = ["/private/", "/admin", "/auth", "/sign-out", "/dev/", "/resources/", "/api/"];

export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return crawlerFileResponse(request, body, "text/plain; charset=utf-8", "robots.txt", null);
}
