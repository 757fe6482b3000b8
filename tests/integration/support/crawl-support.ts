import { isStorableResponse } from "../../../workers/edge/cache-policy";
import { decode, fetchSettled, ORIGIN } from "./seo-support";

/** What a crawler reads of one address: its answer and, for a page, its links and the tags it heeds. */
export type Crawled = {
  status: number;
  location: string | null;
  html: boolean;
  links: string[];
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  /** Whether the edge would share this answer, the data stamp it carries and what the edge did. */
  shareable: boolean;
  dataStamp: string | null;
  edgeCache: string | null;
};

/** An href as a path and query on this site, or null for another site, a fragment or a mail link. */
export function internalPath(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(decode(href), new URL(base, ORIGIN));
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return url.pathname + url.search;
}

/** Fetches one address without following a redirect, collecting what a crawler reads. */
export async function crawl(path: string): Promise<Crawled> {
  const response = await fetchSettled(path, { redirect: "manual" });
  const page: Crawled = {
    status: response.status,
    location: response.headers.get("Location"),
    html: (response.headers.get("Content-Type") ?? "").startsWith("text/html"),
    links: [],
    title: "",
    description: null,
    robots: null,
    canonical: null,
    ogImage: null,
    twitterCard: null,
    shareable: isStorableResponse(response),
    dataStamp: response.headers.get("X-Data-Stamp"),
    edgeCache: response.headers.get("X-Edge-Cache"),
  };
  if (!page.html) {
    await response.body?.cancel();
    return page;
  }
  const meta: Record<string, string> = {};
  await new HTMLRewriter()
    .on("a[href]", {
      element(a) {
        const target = internalPath(a.getAttribute("href")!, path);
        if (target) page.links.push(target);
      },
    })
    .on("title", { text: (t) => void (page.title += t.text) })
    .on("meta[content]", {
      element(m) {
        const key = m.getAttribute("name") ?? m.getAttribute("property");
        if (key) meta[key] = decode(m.getAttribute("content")!);
      },
    })
    .on('link[rel="canonical"]', { element: (l) => void (page.canonical = decode(l.getAttribute("href") ?? "")) })
    .transform(response)
    .arrayBuffer();
  return {
    ...page,
    title: decode(page.title),
    description: meta.description ?? null,
    robots: meta.robots ?? null,
    ogImage: meta["og:image"] ?? null,
    twitterCard: meta["twitter:card"] ?? null,
  };
}

/** A page the edge would share but that names no data stamp, or that the edge did not store. */
export const unstamped = (pages: Iterable<[string, Crawled]>) =>
  [...pages]
    .filter(([, page]) => page.shareable && (!page.dataStamp || !["MISS", "HIT"].includes(page.edgeCache ?? "")))
    .map(([path, page]) => `${path}: stamp ${page.dataStamp}, edge ${page.edgeCache}`);
