import { beforeEach, describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { clearData, dataVersion, deliverAndApply, queuedJob, seedFixtures } from "./support/import-support";
import { fetchSettled, locs, ORIGIN, profileUrls, sitemapXml } from "./support/seo-support";

beforeEach(clearData);

describe("/sitemap.xml", () => {
  it("is well-formed XML listing the static pages, every category and every restaurant profile", async () => {
    await seedFixtures();
    const text = await sitemapXml("/sitemap.xml");
    expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(text);
    expect(urls).toEqual(expect.arrayContaining(await profileUrls()));
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/newest`,
        `${ORIGIN}/restaurants`,
        `${ORIGIN}/privacy-policy`,
        `${ORIGIN}/restaurants/cuisine/korean`,
        `${ORIGIN}/restaurants/neighborhood/san-gabriel-valley`,
        `${ORIGIN}/restaurants/price/upscale`,
        `${ORIGIN}/restaurants/occasion/casual`,
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("gives each page its priority", async () => {
    await seedFixtures();
    const text = await sitemapXml("/sitemap.xml");
    const entry = (path: string) =>
      new RegExp(
        `<loc>${ORIGIN}${path}</loc>(<lastmod>[^<]+</lastmod>)?<changefreq>\\w+</changefreq><priority>([\\d.]+)</priority>`,
      ).exec(text)?.[2];
    expect([entry("/"), entry("/newest"), entry("/restaurants"), entry("/saved")]).toEqual([
      "1.0",
      "0.9",
      "0.9",
      "0.8",
    ]);
    expect([entry("/restaurants/cuisine/thai"), entry("/restaurants/price/budget"), entry("/terms-of-use")]).toEqual([
      "0.7",
      "0.6",
      "0.3",
    ]);
  });

  it("dates each page by the day its data last changed, never by when the sitemap or the rows were written", async () => {
    await seedFixtures();
    const lastmod = (xml: string, path: string) =>
      new RegExp(`<loc>${ORIGIN}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    // The fixture lists were read on 2026-11-01: the ranking's day, and every listed place's.
    const seeded = await sitemapXml("/sitemap.xml");
    expect([
      lastmod(seeded, "/"),
      lastmod(seeded, "/restaurants/cuisine/thai"),
      lastmod(seeded, "/restaurants/bestia"),
    ]).toEqual(["2026-11-01", "2026-11-01", "2026-11-01"]);
    // Bestia verified later; Anajak Thai closed by an accepted report (a recorded change); a new data version.
    const version = (await dataVersion()) + 1;
    await env.DB.batch([
      env.DB.prepare("UPDATE restaurants SET last_verified = '2026-12-05' WHERE slug = 'bestia'"),
      env.DB.prepare(
        `INSERT INTO data_changes (version, changed_at, kind, summary) VALUES (?1, '2026-12-09T18:30:00.000Z', 'closure', ?2)`,
      ).bind(
        version,
        JSON.stringify({
          restaurants: [{ slug: "anajak-thai", name: "Anajak Thai", status: "closed", month: "2026-12" }],
        }),
      ),
      env.DB.prepare("UPDATE data_meta SET value = ?1 WHERE key = 'data_version'").bind(String(version)),
    ]);
    const changed = await sitemapXml("/sitemap.xml");
    await env.DB.prepare("DELETE FROM data_changes WHERE version = ?1").bind(version).run();
    expect(lastmod(changed, "/restaurants/bestia")).toBe("2026-12-05");
    expect(lastmod(changed, "/restaurants/anajak-thai")).toBe("2026-12-09");
    expect(lastmod(changed, "/restaurants/parks-bbq")).toBe("2026-11-01");
    expect([lastmod(changed, "/"), lastmod(changed, "/restaurants/cuisine/thai")]).toEqual([
      "2026-12-09",
      "2026-12-09",
    ]);
    // Every date is a day the data names: none is the time the rows or the sitemap were written.
    expect(new Set(changed.match(/<lastmod>[^<]+<\/lastmod>/g))).toEqual(
      new Set(["2026-11-01", "2026-12-05", "2026-12-09"].map((day) => `<lastmod>${day}</lastmod>`)),
    );
  });

  it("is rebuilt after an import, and offers a download with ?download=1", async () => {
    await seedFixtures();
    expect(await sitemapXml("/sitemap.xml")).not.toContain("/restaurants/guisados");
    const id = await queuedJob(
      "restaurants",
      "more.csv",
      "Restaurant Name,Cuisine,Neighborhood,Price Range,Sources\nGuisados,Mexican,Boyle Heights,$,Eater LA\n",
    );
    await deliverAndApply([id]);
    expect(await sitemapXml("/sitemap.xml")).toContain(`<loc>${ORIGIN}/restaurants/guisados</loc>`);
    const download = await fetchSettled("/sitemap.xml?download=1");
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="sitemap.xml"');
  });
});

describe("/robots.txt", () => {
  it("allows all crawlers, keeps them out of private, admin and auth pages, and names the sitemap", async () => {
    const response = await fetchSettled("/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/private\/\nDisallow: \/admin\nDisallow: \/auth\n/);
    expect(text.split("\n")).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const download = await fetchSettled("/robots.txt?download=1");
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="robots.txt"');
  });
});
