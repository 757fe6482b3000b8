import { escapeXml } from "~/lib/xml";
import { categoryPath, type CategoryType } from "./category";
import { familiesWithPages, stylesWithPages } from "./cuisine/style-pages";
import { editionPath, LISTS_PATH, sourcePath } from "./list-pages";
import { pageCount, pageHref } from "./pagination";
import { restaurantPath } from "./structured-data";

/** The sitemap protocol's limit per file; past it /sitemap.xml becomes an index of child sitemaps. */
export const SITEMAP_URL_LIMIT = 50_000;

type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";
type SitemapEntry = { path: string; lastmod?: string | null; changefreq: ChangeFrequency; priority: number };

type Counted = { slug: string; count: number }[];
type SitemapCategories = {
  cuisines: Counted;
  styles: Counted;
  neighborhoods: Counted;
  prices: Counted;
  occasions: Counted;
};
/** `lastmod`: the day its own data last changed, when the data says (see models/sitemap.server.ts). */
export type SitemapProfile = { slug: string; lastmod: string | null };
export type SitemapEdition = { source: string; list: string; edition: string; readOn: string };

/** The day the ranking last changed: the lists' as-of day, or a later change (an import, a closure). */
export function dataLastChanged(asOf: string | null, latestChange: string | null): string | null {
  const days = [asOf, latestChange].filter((d): d is string => !!d).map((d) => d.slice(0, 10));
  return days.sort().at(-1) ?? null;
}

/** Profiles rank with category pages (a restaurant's only page); methodology and /changes carry the data's date. */
export function staticEntries(updatedAt: string | null): SitemapEntry[] {
  const data = (path: string, priority: number, changefreq: ChangeFrequency = "daily") => ({
    path,
    lastmod: updatedAt,
    changefreq,
    priority,
  });
  return [
    data("/", 1),
    data("/newest", 0.9),
    data("/restaurants", 0.9),
    { path: "/saved", changefreq: "weekly", priority: 0.8 },
    // /restaurants/cuisine and /restaurants/neighborhood are left out: their canonical is the plural page.
    ...["cuisines", "neighborhoods", "occasion"].map((p) => data(`/restaurants/${p}`, 0.7, "weekly")),
    data("/restaurants/price", 0.6, "weekly"),
    data("/methodology", 0.5, "monthly"),
    data("/changes", 0.5, "weekly"),
    { path: "/terms-of-use", changefreq: "monthly", priority: 0.3 },
    { path: "/privacy-policy", changefreq: "monthly", priority: 0.3 },
  ];
}

/** Every category page with a restaurant and its later pages (own canonicals); redirecting addresses are left out. */
export function categoryEntries(categories: SitemapCategories, updatedAt: string | null): SitemapEntry[] {
  const entries = (type: CategoryType, counted: Counted, priority: number): SitemapEntry[] =>
    counted
      .filter((c) => c.count > 0)
      .flatMap((c) =>
        Array.from({ length: pageCount(c.count) }, (_, i) => ({
          path: pageHref(categoryPath(type, c.slug), i + 1),
          lastmod: updatedAt,
          changefreq: "weekly" as const,
          priority: i === 0 ? priority : 0.5,
        })),
      );
  return [
    ...entries("cuisine", familiesWithPages(categories.cuisines, categories.styles), 0.7),
    ...entries("cuisine", stylesWithPages(categories.styles), 0.7),
    ...entries("neighborhood", categories.neighborhoods, 0.7),
    ...entries("occasion", categories.occasions, 0.7),
    ...entries("price", categories.prices, 0.6),
  ];
}

/** The lists index, each source's and edition's page: an edition dated by our reading, a source by its newest. */
export function listEntries(editions: readonly SitemapEdition[], updatedAt: string | null): SitemapEntry[] {
  const sources = [...new Set(editions.map((e) => e.source))];
  const newest = (source: string) =>
    editions
      .filter((e) => e.source === source)
      .map((e) => e.readOn)
      .sort()
      .at(-1) ?? null;
  return [
    { path: LISTS_PATH, lastmod: updatedAt, changefreq: "weekly", priority: 0.6 },
    ...sources.map((s) => ({ path: sourcePath(s), lastmod: newest(s), changefreq: "monthly" as const, priority: 0.5 })),
    ...editions.map((e) => ({
      path: editionPath(e),
      lastmod: e.readOn,
      changefreq: "monthly" as const,
      priority: 0.5,
    })),
  ];
}

/** Profiles, each dated by its own data, or by the ranking's when its data says nothing. */
export function profileEntries(profiles: readonly SitemapProfile[], updatedAt: string | null): SitemapEntry[] {
  return profiles.map((p) => ({
    path: restaurantPath(p.slug),
    lastmod: p.lastmod ?? updatedAt,
    changefreq: "weekly",
    priority: 0.7,
  }));
}

/** The child sitemaps of an index: "pages" (static, categories, New & Rising) then "restaurants-N". */
export function sitemapChildren(restaurantCount: number): string[] {
  const pages = Math.ceil(restaurantCount / SITEMAP_URL_LIMIT);
  return ["pages", ...Array.from({ length: pages }, (_, i) => `restaurants-${i + 1}`)];
}

/** "restaurants-3" → the third block of SITEMAP_URL_LIMIT profiles; anything else → null. */
export function restaurantChunk(name: string): number | null {
  const match = /^restaurants-([1-9]\d{0,4})$/.exec(name);
  return match ? Number(match[1]) : null;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function lastmodTag(lastmod: string | null | undefined): string {
  return lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
}

export function urlsetXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(new URL(e.path, siteUrl).toString())}</loc>${lastmodTag(e.lastmod)}` +
      `<changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
  );
  return `${XML_HEADER}<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(children: readonly string[], siteUrl: string, lastmod: string | null): string {
  const items = children.map(
    (name) =>
      `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${name}.xml`, siteUrl).toString())}</loc>${lastmodTag(lastmod)}</sitemap>`,
  );
  return `${XML_HEADER}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}
