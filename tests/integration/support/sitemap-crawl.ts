import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { crawl, internalPath, unstamped, type Crawled } from "./crawl-support";
import { clearData, db } from "./import-support";
import { locs, ORIGIN, sitemapXml } from "./seo-support";
import { shippedDataset } from "./shipped-dataset";

/** How many addresses are fetched at once. */
const PARALLEL = 6;

/**
 * A crawl from /sitemap.xml, as a search engine would, except that a page that is not its own canonical
 * (or is noindex) is not followed, or the filter links would walk every combination. Part `part` of
 * `parts` starts from its share of the sitemap and leaves the rest of the sitemap to the other parts.
 */
async function crawlSite(part: number, parts: number) {
  const sitemap = new Set(locs(await sitemapXml("/sitemap.xml")).map((loc) => internalPath(loc, "/")!));
  const pages = new Map<string, Crawled>();
  const linkedFrom = new Map<string, string>();
  let frontier = [...sitemap].sort().filter((_, i) => i % parts === part - 1);
  while (frontier.length) {
    const next: string[] = [];
    for (let i = 0; i < frontier.length; i += PARALLEL) {
      const batch = frontier.slice(i, i + PARALLEL);
      const crawled = await Promise.all(batch.map(crawl));
      batch.forEach((path, j) => {
        const page = crawled[j];
        pages.set(path, page);
        const ownPage = page.status === 200 && !page.robots?.includes("noindex") && page.canonical === ORIGIN + path;
        const onward = page.status === 301 && page.location ? [internalPath(page.location, path)!] : [];
        for (const link of [...onward, ...(ownPage ? page.links : [])]) {
          if (pages.has(link) || linkedFrom.has(link) || sitemap.has(link)) continue;
          linkedFrom.set(link, path);
          next.push(link);
        }
      });
    }
    frontier = next;
  }
  return { sitemap, pages, linkedFrom };
}

/** Part `part` of `parts` of the crawl from /sitemap.xml, with every check on what it found. */
export function describeSitemapCrawl(part: number, parts: number) {
  describe(`a crawl from /sitemap.xml, part ${part} of ${parts}`, () => {
    let site: Awaited<ReturnType<typeof crawlSite>>;

    beforeAll(async () => {
      await clearData();
      await seedDataset(db(), shippedDataset());
      site = await crawlSite(part, parts);
    }, 600_000);

    it("finds every internal link answering 200, or a 301 to a page that does", async () => {
      const { sitemap, pages, linkedFrom } = site;
      expect(sitemap.size).toBeGreaterThan(400);
      expect(pages.size).toBeGreaterThan(500 / parts);
      const broken = [...pages]
        .filter(([, page]) => page.status !== 200 && page.status !== 301)
        .map(([path, page]) => `${path} answered ${page.status}, linked from ${linkedFrom.get(path) ?? "the sitemap"}`);
      expect(broken).toEqual([]);
      const redirects = [...pages].filter(([, page]) => page.status === 301);
      for (const [path, page] of redirects) {
        // A target in another part's share of the sitemap is fetched here.
        const target = internalPath(page.location!, path)!;
        expect((pages.get(target) ?? (await crawl(target))).status, `${path} → ${page.location}`).toBe(200);
      }
    });

    it("finds no indexable page outside the sitemap: any other view is noindex or names an address in it", () => {
      const { sitemap, pages, linkedFrom } = site;
      const stray = [...pages]
        .filter(([, page]) => page.status === 200 && page.html && !page.robots?.includes("noindex"))
        .filter(([, page]) => !page.canonical || !sitemap.has(internalPath(page.canonical, "/")!))
        .map(([path, page]) => `${path} (canonical ${page.canonical}), linked from ${linkedFrom.get(path)}`);
      expect(stray).toEqual([]);
    });

    it("finds every page titled in under 65 characters, described, and with a large share image", () => {
      const missing = [...site.pages]
        .filter(([, page]) => page.status === 200 && page.html)
        .filter(
          ([, page]) =>
            !page.title ||
            page.title.length >= 65 ||
            !page.description?.trim() ||
            !page.ogImage ||
            page.twitterCard !== "summary_large_image",
        )
        .map(
          ([path, page]) =>
            `${path}: "${page.title}" (${page.title.length}), ${page.description ? "" : "no description"}`,
        );
      expect(missing).toEqual([]);
    });

    it("finds every page the edge would share stored under the data stamp its loader answered with", () => {
      expect([...site.pages.values()].filter((page) => page.shareable).length).toBeGreaterThan(500 / parts);
      expect(unstamped(site.pages)).toEqual([]);
    });
  });
}
