import { beforeAll, describe, expect, it } from "vitest";
import { editionPath, sourcePath } from "~/lib/list-pages";
import { seedDataset } from "~/models/seed.server";
import { SOURCE_NAMES } from "~/lib/sources";
import { clearData, db, rows } from "./support/import-support";
import { decode, fetchSettled, locs, ORIGIN, readHead, sitemapXml } from "./support/seo-support";
import { shippedDataset } from "./support/shipped-dataset";

/** The ranked places each source's current lists name, as SQL over the current entries gives them. */
const CURRENT_PLACES = `SELECT DISTINCT l.source_name AS source, e.restaurant_id AS rid
  FROM list_entries e JOIN list_editions d ON d.id = e.edition_id AND d.is_current = 1 AND d.pending_job IS NULL
  JOIN lists l ON l.id = d.list_id JOIN restaurants r ON r.id = e.restaurant_id
  WHERE r.status <> 'closed' AND r.source_count > 0 AND r.pending_job IS NULL`;

async function shared(a: string, b: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    `WITH p AS (${CURRENT_PLACES}) SELECT count(*) AS n FROM p x JOIN p y ON x.rid = y.rid WHERE x.source = ? AND y.source = ?`,
    a,
    b,
  );
  return row.n;
}

/** The agreement table's cells: each count by its label ("N places on both A and B", "N places on A"). */
function cells(html: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const [, n, a, b] of decode(html).matchAll(/aria-label="(\d+) places on (?:both )?([^"]+?)(?: and ([^"]+))?"/g))
    found.set(`${a}|${b ?? a}`, Number(n));
  return found;
}

const editions = () => shippedDataset().lists;

beforeAll(async () => {
  await clearData();
  await seedDataset(db(), shippedDataset());
});

describe("the list pages", () => {
  it("every edition, current and past, has a page under its own title, with the places we carry and its link", async () => {
    expect(editions().length).toBeGreaterThan(10);
    for (const file of editions()) {
      const response = await fetchSettled(editionPath(file));
      expect(response.status, editionPath(file)).toBe(200);
      const { title, canonical, jsonLd, html } = await readHead(response);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(decode(html))?.[1], editionPath(file)).toBe(file.title);
      expect(title.startsWith(`${file.source}: `), title).toBe(true);
      expect(canonical).toBe(ORIGIN + editionPath(file));
      expect(decode(html)).toContain(`href="${file.url}"`);
      const [{ n }] = await rows<{ n: number }>(
        `SELECT count(*) AS n FROM list_entries e JOIN list_editions d ON d.id = e.edition_id JOIN lists l ON l.id = d.list_id
         JOIN restaurants r ON r.id = e.restaurant_id
         WHERE l.source_name = ? AND l.slug = ? AND d.edition = ? AND r.pending_job IS NULL`,
        file.source,
        file.list,
        file.edition,
      );
      const list = (jsonLd as { "@type"?: string; numberOfItems?: number }[]).find((d) => d["@type"] === "ItemList");
      expect(list?.numberOfItems, editionPath(file)).toBe(n);
    }
  });

  it("lists its entries in the list's own order, each with the other current lists that name it", async () => {
    const ranked = editions().find((f) => f.ranked && f.entries.some((e) => e.rank))!;
    const html = decode(await (await fetchSettled(editionPath(ranked))).text());
    const ranks = [...html.matchAll(/>#(\d+)</g)].map((m) => Number(m[1]));
    expect(ranks.length).toBeGreaterThan(0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const michelin = editions().find((f) => f.source === "Michelin Guide" && f.edition === "2025")!;
    const page = decode(await (await fetchSettled(editionPath(michelin))).text());
    expect(page.indexOf(">3 Stars<")).toBeLessThan(page.indexOf(">Bib Gourmand"));
    const [somni] = await rows<{ sources: string }>("SELECT sources FROM restaurants WHERE slug = 'somni'");
    const others = somni.sources.split(", ").filter((s) => s !== "Michelin Guide");
    if (others.length) expect(page).toContain(`Also on ${others.join(", ")}`);
  });

  it("the agreement table's cells equal a count over current entries, and each links the places it counts", async () => {
    const response = await fetchSettled("/lists");
    expect(response.status).toBe(200);
    const html = await response.text();
    const table = cells(html);
    const sample: [string, string][] = [
      ["LA Times", "Michelin Guide"],
      ["Eater LA", "The Infatuation"],
      ["Michelin Guide", "Michelin Guide"],
      ["Yelp", "Bon Appétit"],
      ["Time Out", "NYT"],
    ];
    for (const [a, b] of sample) {
      const expected = await shared(a, b);
      if (table.has(`${a}|${b}`)) expect(table.get(`${a}|${b}`), `${a} and ${b}`).toBe(expected);
      else expect(expected, `${a} and ${b}: no cell`).toBe(0);
    }
    expect(await shared("LA Times", "Michelin Guide")).toBeGreaterThan(5);
    expect(decode(html)).toContain(`href="${sourcePath("LA Times", "Michelin Guide")}"`);
    expect(decode(html)).toMatch(/agree most \(\d+ places in common\)/);

    const both = decode(await (await fetchSettled(sourcePath("LA Times", "Michelin Guide"))).text());
    const listed = [...both.matchAll(/href="\/restaurants\/([^"#]+)"/g)].length;
    expect(listed).toBe(await shared("LA Times", "Michelin Guide"));
  });

  it("a profile's Featured In links each current edition's page here", async () => {
    const onList = await rows<{ source: string; list: string; edition: string }>(
      `SELECT l.source_name AS source, l.slug AS list, d.edition FROM list_entries e
       JOIN list_editions d ON d.id = e.edition_id AND d.is_current = 1 JOIN lists l ON l.id = d.list_id
       JOIN restaurants r ON r.id = e.restaurant_id WHERE r.slug = 'somni'`,
    );
    expect(onList.length).toBeGreaterThan(1);
    const html = decode(await (await fetchSettled("/restaurants/somni")).text());
    for (const e of onList) expect(html, editionPath(e)).toContain(`href="${editionPath(e)}"`);
  });

  it("a page per source lists its editions; unknown sources, lists and editions answer 404", async () => {
    for (const source of SOURCE_NAMES) {
      const response = await fetchSettled(sourcePath(source));
      expect(response.status, source).toBe(200);
      const html = decode(await response.text());
      for (const file of editions().filter((f) => f.source === source))
        expect(html, file.title).toContain(`href="${editionPath(file)}"`);
    }
    for (const path of [
      "/lists/no-such-source",
      "/lists/yelp?with=yelp",
      "/lists/yelp?with=nobody",
      "/lists/yelp/no-such-list/2025",
      "/lists/yelp/top-100-us-restaurants/1999",
    ])
      expect((await fetchSettled(path)).status, path).toBe(404);
  });

  it("are in the sitemap, and shared from the edge cache like the category pages", async () => {
    const listed = locs(await sitemapXml("/sitemap.xml"));
    expect(listed).toContain(`${ORIGIN}/lists`);
    for (const file of editions()) expect(listed, editionPath(file)).toContain(ORIGIN + editionPath(file));
    for (const path of ["/lists", editionPath(editions()[0])]) {
      await fetchSettled(path);
      expect((await fetchSettled(path)).headers.get("X-Edge-Cache"), path).toBe("HIT");
    }
  });
});
