import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { seedDataset } from "~/models/seed.server";
import { readOne } from "~/models/batch.server";
import { restaurantsBySlugsRead } from "~/models/restaurants-by-slug.server";
import { loadCategoryPage } from "~/routes/restaurants.$type.$slug/queries.server";
import { getLoadContext } from "../../workers/load-context";
import { countingD1 } from "./support/counting-d1";
import { clearData, db, rows } from "./support/import-support";
import { fetchPage } from "./support/pages-dataset";
import { shippedDataset } from "./support/shipped-dataset";
import { decode } from "./support/seo-support";

type Claim = {
  slug: string;
  source: string;
  title: string;
  edition: string;
  rank: number | null;
  distinction: string | null;
};

/** The edition file a row names (by source, list and edition): titles and links are taken from there, not D1. */
function editionFile(row: { source: string; list: string; edition: string }) {
  const file = shippedDataset().lists.find(
    (f) => f.source === row.source && f.list === row.list && f.edition === row.edition,
  );
  if (!file) throw new Error(`no edition file for ${row.source} ${row.list} ${row.edition}`);
  return file;
}

/** Each place's entries on current editions, as the database holds them, with their edition's file. */
const currentEntries = async () =>
  (
    await rows<Omit<Claim, "title"> & { list: string }>(
      `SELECT r.slug, l.source_name AS source, l.slug AS list, d.edition, e.rank, e.distinction
       FROM list_entries e JOIN restaurants r ON r.id = e.restaurant_id
       JOIN list_editions d ON d.id = e.edition_id AND d.is_current = 1 JOIN lists l ON l.id = d.list_id`,
    )
  ).map((row) => ({ ...row, title: editionFile(row).title, url: editionFile(row).url }));

/** The entries that give a place a rank or distinction now. */
const currentClaims = async (): Promise<Claim[]> =>
  (await currentEntries()).filter((c) => c.rank !== null || c.distinction !== null);

const text = (html: string) => decode(html.replace(/<[^>]+>/g, ""));

/** Each card on the page by slug: its badges (everything a screen reader reads, and the title) and its links. */
function renderedCards(html: string) {
  const cards = new Map<string, { badges: { name: string; title: string; href: string }[]; hrefs: string[] }>();
  for (const [, slug, card] of html.matchAll(/<article id="restaurant-([^"]+)"([\s\S]*?)<\/article>/g)) {
    const list = /<ul class="source-badges"[^>]*>([\s\S]*?)<\/ul>/.exec(card)?.[1] ?? "";
    const badges = [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, badge]) => ({
      // What a screen reader says: the visually hidden words where the badge has them, else its text.
      name: text(/<span class="sr-only">([^<]*)<\/span>/.exec(badge)?.[1] ?? badge),
      title: text(/title="([^"]*)"/.exec(badge)?.[1] ?? ""),
      href: text(/href="([^"]*)"/.exec(badge)?.[1] ?? ""),
    }));
    cards.set(slug, { badges, hrefs: [...card.matchAll(/href="([^"]+)"/g)].map(([, href]) => text(href)) });
  }
  return cards;
}

const claimWords = (c: Claim) => [c.distinction, c.rank !== null && `#${c.rank}`].filter(Boolean).join(", ");

describe("a card's source badges", () => {
  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
  });

  it("say the rank or distinction each current entry holds, in their names and titles, and the card links to Featured in", async () => {
    const claims = await currentClaims();
    const { html } = await fetchPage("/?count=all");
    const cards = renderedCards(html);
    const ranked = await rows<{ slug: string; sources: string }>(
      "SELECT slug, sources FROM restaurants WHERE status <> 'closed' AND source_count > 0",
    );
    expect(cards.size).toBe(ranked.length);
    let said = 0;
    for (const { slug, sources } of ranked) {
      const card = cards.get(slug)!;
      expect(card.hrefs, slug).toContain(`/restaurants/${slug}#featured-in`);
      for (const [i, source] of sources.split(", ").entries()) {
        const held = claims.filter((c) => c.slug === slug && c.source === source);
        const badge = card.badges[i];
        expect(badge.name, slug).toBe(held.length ? `${source}: ${held.map(claimWords).join("; ")}` : source);
        for (const c of held) {
          expect(badge.title, slug).toContain(c.rank !== null ? `#${c.rank} on ${c.title}` : c.distinction!);
          said++;
        }
      }
    }
    // Every claim of an open place is on its card; the shipped data has dozens.
    const open = new Set(ranked.map((r) => r.slug));
    expect(said).toBe(claims.filter((c) => open.has(c.slug)).length);
    expect(said).toBeGreaterThan(20);
  });

  it("each link the edition that names the place, its link as the edition's file gives it", async () => {
    const entries = await currentEntries();
    const cards = renderedCards((await fetchPage("/?count=all")).html);
    let linked = 0;
    for (const [slug, card] of cards) {
      for (const badge of card.badges) {
        const source = badge.name.split(":")[0];
        const own = entries.filter((e) => e.slug === slug && e.source === source);
        expect(own.length, `${slug}: ${source}`).toBeGreaterThan(0);
        expect(
          own.map((e) => e.url),
          `${slug}: ${source}`,
        ).toContain(badge.href);
        // A ranked or distinguished entry is the one its badge links.
        const claimed = own.filter((e) => e.rank !== null || e.distinction !== null);
        if (claimed.length) expect(claimed.map((e) => e.url)).toContain(badge.href);
        linked++;
      }
    }
    expect(linked).toBeGreaterThan(cards.size);
    // The Infatuation's Westwood guide is linked from the places on it, not the Top 25.
    const westwood = entries.find((e) => e.list === "best-restaurants-westwood" && e.rank === null);
    const badge = cards.get(westwood!.slug)!.badges.find((b) => b.name.startsWith("The Infatuation"))!;
    if (!entries.some((e) => e.slug === westwood!.slug && e.list === "25-best-restaurants-los-angeles"))
      expect(badge.href).toBe(westwood!.url);
  });

  it("say nothing an edition that is not current holds", async () => {
    const [anajak] = await rows<{ rank: number }>(
      `SELECT e.rank FROM list_entries e JOIN restaurants r ON r.id = e.restaurant_id
       WHERE r.slug = 'anajak-thai' AND e.rank IS NOT NULL`,
    );
    expect(anajak.rank).toBe(1);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO list_editions (list_id, edition, url, published, read_on, declared_size, is_current, pending_job)
         SELECT id, '2019', 'https://old.example/list', '2019-01', '2019-01-05', 25, 0, NULL FROM lists WHERE source_name = 'The Infatuation'`,
      ),
      env.DB.prepare(
        `INSERT INTO list_entries (edition_id, restaurant_id, rank, distinction)
         SELECT d.id, r.id, 17, '1 Star' FROM list_editions d, restaurants r WHERE d.edition = '2019' AND r.slug = 'anajak-thai'`,
      ),
    ]);
    const { html } = await fetchPage("/?q=anajak");
    const badge = renderedCards(html)
      .get("anajak-thai")!
      .badges.find((b) => b.name.startsWith("The Infatuation"));
    expect(badge?.name).toBe("The Infatuation: #1");
    expect(badge?.title).not.toContain("17");
  });

  it("come in the same round trip as the cards on a category page and the saved list", async () => {
    const [{ cuisine }] = await rows<{ cuisine: string }>(
      "SELECT cuisine_slug AS cuisine FROM restaurants WHERE slug = 'morihiro'",
    );
    const context = (d1: D1Database) =>
      getLoadContext({
        request: new Request(`https://example.com/restaurants/cuisine/${cuisine}`),
        context: {
          cloudflare: { env: { ...env, DB: d1 }, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
        },
      });
    // New markers, so the page's own read is not in the data cache yet; page 2 warms what the page shares.
    await env.DB.prepare("UPDATE data_meta SET value = value + 1 WHERE key = 'data_version'").run();
    await loadCategoryPage(context(env.DB), "cuisine", cuisine, 2);
    const { counted, calls, restore } = countingD1(env.DB);
    const page = await loadCategoryPage(context(counted), "cuisine", cuisine, 1).finally(restore);
    // One batch: the data markers at its head, then rows, the counts its shared ranks need, and claims
    // (the total is the category's count, from memory). Alone: the markers the edge holds, which tests read
    // from D1 each time (DATA_META_HOLD_SECONDS=0).
    expect(calls).toEqual({ alone: 1, batches: [4] });
    expect(page.total).toBe(
      (
        await rows(
          "SELECT 1 FROM restaurants WHERE cuisine_slug = ? AND status <> 'closed' AND source_count > 0",
          cuisine,
        )
      ).length,
    );
    const claims = await currentClaims();
    expect(page.restaurants.flatMap((r) => r.claims ?? []).length).toBe(
      claims.filter((c) => page.restaurants.some((r) => r.slug === c.slug)).length,
    );

    const saved = countingD1(env.DB);
    const [morihiro] = await readOne(
      createDb(saved.counted),
      restaurantsBySlugsRead(createDb(saved.counted), ["morihiro"]),
    ).finally(saved.restore);
    expect(saved.calls).toEqual({ alone: 0, batches: [2] });
    expect(morihiro.claims?.map((c) => c.distinction)).toEqual(["1 Star"]);
  });
});
