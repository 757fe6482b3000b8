import type { MetaDescriptor } from "@remix-run/cloudflare";

export const SITE_NAME = "LA Eats Ranked";
export const DEFAULT_DESCRIPTION =
  "The best restaurants in Los Angeles, ranked by how many of 10 trusted expert lists feature them.";

/** Query parameters that never belong in a canonical URL (tracking, UI-only state). */
const NON_CANONICAL_PARAMS = /^(utm_.*|fbclid|gclid|mc_.*|ref|view|count)$/;

/** An absolute canonical URL: the site origin, the path, and only the meaningful parameters, sorted. */
export function canonicalUrl(siteUrl: string, path: string, params?: URLSearchParams): string {
  const url = new URL(path, siteUrl);
  const kept = [...(params ?? new URLSearchParams())]
    .filter(([key, value]) => value !== "" && !NON_CANONICAL_PARAMS.test(key))
    .sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(kept).toString();
  return url.toString();
}

type Matches = readonly { id: string; data: unknown }[];

/** The site origin, from the root loader (so canonical URLs are absolute on any host). */
function siteUrlFrom(matches: Matches): string {
  const root = matches.find((m) => m.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:8787";
}

/**
 * The one way a route sets its metadata: title, description, canonical, Open Graph and Twitter.
 * `path` may carry a query string; only canonical parameters survive.
 */
export function pageMeta(
  matches: Matches,
  page: { title: string; description: string; path: string; noindex?: boolean; type?: "website" | "article" },
): MetaDescriptor[] {
  const [pathname, query] = page.path.split("?");
  const url = canonicalUrl(siteUrlFrom(matches), pathname, new URLSearchParams(query));
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
