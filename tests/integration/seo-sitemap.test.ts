import { beforeEach, describe, expect, it } from "vitest";
import { clearData, deliver, queuedJob, rows, seedFixtures } from "./import-support";
import { fetchSettled, locs, ORIGIN, profileUrls, sitemapXml } from "./seo-support";

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
        `${ORIGIN}/restaurants/cuisine/korean-bbq`,
        `${ORIGIN}/restaurants/neighborhood/san-gabriel-valley`,
        `${ORIGIN}/restaurants/price/upscale`,
        `${ORIGIN}/restaurants/occasion/casual`,
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("gives the spec's priorities, and each profile its row's update time as lastmod", async () => {
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
    const [bestia] = await rows<{ updated_at: string }>("SELECT updated_at FROM restaurants WHERE slug = 'bestia'");
    expect(text).toContain(`<loc>${ORIGIN}/restaurants/bestia</loc><lastmod>${bestia.updated_at}</lastmod>`);
  });

  it("is rebuilt after an import, and offers a download with ?download=1", async () => {
    await seedFixtures();
    expect(await sitemapXml("/sitemap.xml")).not.toContain("/restaurants/guisados");
    const id = await queuedJob(
      "restaurants",
      "more.csv",
      "Restaurant Name,Cuisine,Neighborhood,Price Range,Sources\nGuisados,Mexican,Boyle Heights,$,Eater LA\n",
    );
    await deliver([id]);
    expect(await sitemapXml("/sitemap.xml")).toContain(`<loc>${ORIGIN}/restaurants/guisados</loc>`);
    const download = await fetchSettled("/sitemap.xml?download=1");
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="sitemap.xml"');
  });
});

describe("/robots.txt", () => {
  it("allows all crawlers, keeps them out of private, admin and auth pages, and names the sitemap", async () => {
    const response = await fetchSettled("/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    expect(lines).toEqual(expect.arrayContaining(["Disallow: /private/", "Disallow: /admin", "Disallow: /auth"]));
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const download = await fetchSettled("/robots.txt?download=1");
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="robots.txt"');
  });
});
