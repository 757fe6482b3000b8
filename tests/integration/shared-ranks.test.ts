import { SELF } from "cloudflare:test";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { clearData, db, rows } from "./support/import-support";
import { fetchPage } from "./support/pages-dataset";
import { shippedDataset } from "./support/shipped-dataset";
import { decode } from "./support/seo-support";

const RANKED = "status <> 'closed' AND source_count > 0 AND pending_job IS NULL";

/** What each card's rank says, by slug, as a screen reader reads it ("Shared rank =45", "Rank 3"). */
function cardRanks(html: string): [string, string][] {
  const card =
    /<article id="restaurant-([^"]+)"[\s\S]*?<span class="card-rank"[^>]*>((?:<span[^>]*>[^<]*<\/span>|[^<])*)<\/span>/g;
  return [...html.matchAll(card)].map(([, slug, inner]) => [slug, decode(inner.replace(/<[^>]+>/g, "")).trim()]);
}

/** The label a place's rank should carry, from SQL over the places `where` selects. */
async function expectedLabels(where: string): Promise<Map<string, string>> {
  const found = await rows<{ slug: string; above: number; peers: number }>(
    `SELECT r.slug,
       (SELECT count(*) FROM restaurants o WHERE ${where.replaceAll("r.", "o.")} AND o.source_count > r.source_count) AS above,
       (SELECT count(*) FROM restaurants o WHERE ${where.replaceAll("r.", "o.")} AND o.source_count = r.source_count) AS peers
     FROM restaurants r WHERE ${where}`,
  );
  return new Map(found.map((r) => [r.slug, r.peers > 1 ? `Shared rank =${r.above + 1}` : `Rank ${r.above + 1}`]));
}

const rankedWhere = RANKED.replace(/(status|source_count|pending_job)/g, "r.$1");

describe("places on as many lists share a rank", () => {
  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
  });

  it("on the whole ranking, every card's rank is one more than the places on more lists, shared where others have as many", async () => {
    const expected = await expectedLabels(rankedWhere);
    const shown = cardRanks((await fetchPage("/?count=all")).html);
    expect(shown.length).toBe(expected.size);
    for (const [slug, label] of shown) expect(label, slug).toBe(expected.get(slug));
    // The shipped data has long ties: most places are on one list.
    expect(shown.filter(([, label]) => label.startsWith("Shared")).length).toBeGreaterThan(100);
  });

  it("the first ten (whose total the category counts hold) rank as the whole ranking does", async () => {
    const expected = await expectedLabels(rankedWhere);
    const shown = cardRanks((await fetchPage("/")).html);
    expect(shown.length).toBe(10);
    for (const [slug, label] of shown) expect(label, slug).toBe(expected.get(slug));
  });

  it("a category's later page ranks within the category, and its JSON-LD puts each place at its rank", async () => {
    const [{ slug: cuisine }] = await rows<{ slug: string }>(
      `SELECT cuisine_slug AS slug FROM restaurants r WHERE ${rankedWhere} GROUP BY cuisine_slug
       HAVING count(*) > 10 ORDER BY count(*) DESC LIMIT 1`,
    );
    const expected = await expectedLabels(`${rankedWhere} AND r.cuisine_slug = '${cuisine}'`);
    const { html } = await fetchPage(`/restaurants/cuisine/${cuisine}?page=2`);
    const shown = cardRanks(html);
    expect(shown.length).toBeGreaterThan(0);
    for (const [slug, label] of shown) expect(label, slug).toBe(expected.get(slug));
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json) as { "@type": string; itemListElement?: { position: number; url: string }[] })
      .find((item) => item["@type"] === "ItemList")!;
    expect(ld.itemListElement!.map((item) => item.position)).toEqual(
      shown.map(([, label]) => Number(/\d+$/.exec(label)![0])),
    );
  });

  it("a search sorted by most lists ranks within its matches; its best matches are numbered in order", async () => {
    const sorted = cardRanks((await fetchPage("/?q=sushi&sort=sourceCount&count=50")).html);
    expect(sorted.length).toBeGreaterThan(3);
    const counts = await rows<{ slug: string; source_count: number }>(
      `SELECT slug, source_count FROM restaurants WHERE slug IN (${sorted.map(([slug]) => `'${slug}'`).join(",")})`,
    );
    const countOf = new Map(counts.map((r) => [r.slug, r.source_count]));
    for (const [slug, label] of sorted) {
      const mine = countOf.get(slug)!;
      const above = sorted.filter(([other]) => countOf.get(other)! > mine).length;
      const peers = sorted.filter(([other]) => countOf.get(other) === mine).length;
      expect(label, slug).toBe(peers > 1 ? `Shared rank =${above + 1}` : `Rank ${above + 1}`);
    }
    const best = cardRanks((await fetchPage("/?q=sushi&count=50")).html);
    expect(best.map(([, label]) => label)).toEqual(best.map((_, i) => `Rank ${i + 1}`));
  });

  it("an export of the ranking writes each place's shared rank and whether it is shared", async () => {
    const expected = await expectedLabels(rankedWhere);
    const csv = await (await SELF.fetch("https://example.com/export/csv")).text();
    const exported = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(exported.length).toBe(expected.size);
    const bySlug = (link: string) => link.split("/restaurants/")[1];
    for (const row of exported) {
      expect(row.Tied ? `Shared rank =${row.Rank}` : `Rank ${row.Rank}`, row.Name).toBe(expected.get(bySlug(row.Link)));
    }
  });
});
