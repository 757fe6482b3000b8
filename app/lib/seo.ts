import type { MetaDescriptor } from "@remix-run/cloudflare";
import { isTrackingParam } from "./tracking-params";

export const SITE_NAME = "LA Eats Ranked";
export const DEFAULT_DESCRIPTION =
  "The best restaurants in Los Angeles, ranked by how many of 10 trusted expert lists feature them.";

/** UI-only state, the same page: list or map, order, rows shown, and one visitor's 'been' filter. */
const UI_ONLY_PARAMS = new Set(["view", "sort", "count", "been"]);

/** Search results cut a longer title short. */
const TITLE_MAX = 64;

/** An absolute canonical URL: the site origin, the path, and only the meaningful parameters, sorted. */
export function canonicalUrl(siteUrl: string, path: string, params?: URLSearchParams): string {
  const url = new URL(path, siteUrl);
  const kept = [...(params ?? new URLSearchParams())]
    .filter(([key, value]) => value !== "" && !isTrackingParam(key) && !UI_ONLY_PARAMS.has(key))
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

/** A page's share image (path on this site) and what it shows. */
type ShareImage = { path: string; alt: string; width: number; height: number };

/** The site's own share image: its name and what it does, on the brand colour (scripts/make-icons.ts). */
export const SITE_SHARE_IMAGE: ShareImage = {
  path: "/share-image.png",
  alt: "LA Eats Ranked: Los Angeles restaurants, ranked by how many of 10 trusted expert lists feature them.",
  width: 1200,
  height: 630,
};

function imageMeta(siteUrl: string, image: ShareImage): MetaDescriptor[] {
  const href = new URL(image.path, siteUrl).href;
  return [
    { property: "og:image", content: href },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: href },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** Title and site name when both fit; a long title stands alone, cut at a word if it must be. */
function fullTitle(title: string): string {
  const named = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  if (named.length <= TITLE_MAX) return named;
  if (title.length <= TITLE_MAX) return title;
  return `${title.slice(0, TITLE_MAX).replace(/\s+\S*$/, "")}…`;
}

/** The one way a route sets its metadata: only canonical query parameters survive; `noindex` still follows links. */
export function pageMeta(
  matches: Matches,
  page: {
    title: string;
    description: string;
    path: string;
    noindex?: boolean;
    type?: "website" | "article";
    image?: ShareImage;
  },
): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const [pathname, query] = page.path.split("?");
  const url = canonicalUrl(siteUrl, pathname, new URLSearchParams(query));
  const title = fullTitle(page.title);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    ...imageMeta(siteUrl, page.image ?? SITE_SHARE_IMAGE),
    ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

/** A 404 or error page: title, description and share image, noindex, and no canonical (no page to point at). */
export function statusPageMeta(matches: Matches, title: string, description: string): MetaDescriptor[] {
  const full = fullTitle(title);
  return [
    { title: full },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { name: "twitter:title", content: full },
    { name: "twitter:description", content: description },
    ...imageMeta(siteUrlFrom(matches), SITE_SHARE_IMAGE),
  ];
}

export const notFoundMeta = (matches: Matches) =>
  statusPageMeta(matches, "Page Not Found", "There is no page at this address on LA Eats Ranked.");
