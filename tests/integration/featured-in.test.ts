import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SOURCE_NAMES } from "~/lib/sources";
import { seedDataset } from "~/models/seed.server";
import { loadProfile } from "~/routes/restaurants.$slug/queries.server";
import { getLoadContext } from "../../workers/load-context";
import { countingD1 } from "./support/counting-d1";
import { clearData, db, rows } from "./support/import-support";
import { fetchPage } from "./support/pages-dataset";
import { shippedDataset } from "./support/shipped-dataset";
import { decode } from "./support/seo-support";

type Entry = {
  source: string;
  title: string;
  edition: string;
  url: string;
  rank: number | null;
  distinction: string | null;
};

/** What the database says a place is on now: its entries on current editions. */
const currentEntries = (slug: string) =>
  rows<Entry>(
    `SELECT l.source_name AS source, l.title, d.edition, d.url, e.rank, e.distinction
     FROM list_entries e JOIN restaurants r ON r.id = e.restaurant_id
     JOIN list_editions d ON d.id = e.edition_id AND d.is_current = 1 JOIN lists l ON l.id = d.list_id
     WHERE r.slug = ?`,
    slug,
  );

const text = (html: string) => decode(html.replace(/<[^>]+>/g, ""));

/** The rendered rows of Featured in, each as its text and its link. */
function renderedRows(html: string) {
  return [...html.matchAll(/<li[^>]*data-testid="featured-in-row"[^>]*>([\s\S]*?)<\/li>/g)].map(([, row]) => ({
    text: text(row),
    href: text(/href="([^"]+)"/.exec(row)?.[1] ?? ""),
    rel: /rel="([^"]+)"/.exec(row)?.[1],
  }));
}

const lineOf = (html: string, testId: string) =>
  text(new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? "");

// Seeded once: the tests that change data add rows no other test looks at, and fetch with their own query.
describe("a profile's Featured in", () => {
  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
  });

  it("shows every shipped place's current list entries exactly as the database holds them, and the sources it is not on", async () => {
    const places = await rows<{ slug: string }>("SELECT slug FROM restaurants ORDER BY slug");
    const withCurrentList = (
      await rows<{ source: string }>(
        "SELECT DISTINCT l.source_name AS source FROM lists l JOIN list_editions d ON d.list_id = l.id AND d.is_current = 1",
      )
    ).map((r) => r.source);
    let checked = 0;
    for (const { slug } of places) {
      const expected = await currentEntries(slug);
      const { html } = await fetchPage(`/restaurants/${slug}`);
      const rendered = renderedRows(html);
      expect(rendered.length, slug).toBe(expected.length);
      for (const entry of expected) {
        const row = rendered.find((r) => r.href === entry.url && r.text.startsWith(entry.source));
        expect(row, `${slug}: ${entry.source}`).toBeDefined();
        expect(row!.rel).toBe("nofollow noopener");
        expect(row!.text).toContain(entry.title);
        expect(row!.text).toContain("read November 2026");
        if (entry.rank !== null) expect(row!.text).toContain(`#${entry.rank} on ${entry.title}`);
        if (entry.distinction) expect(row!.text).toContain(`${entry.source} · ${entry.distinction}`);
      }
      const on = new Set(expected.map((e) => e.source));
      const notOn = SOURCE_NAMES.filter((s) => !on.has(s) && withCurrentList.includes(s));
      expect(lineOf(html, "featured-in-not-on"), slug).toBe(notOn.length ? `Not on: ${notOn.join(", ")}` : "");
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(100);
    // One profile per shipped place: the time grows with the data.
  }, 120_000);

  it("keeps a place's earlier editions as history and flags an edition over 18 months old", async () => {
    // Providence: Food & Wine's 2023 list but not its 2024 one; Michelin's 2023 guide and its 2025 edition (current).
    const { html } = await fetchPage("/restaurants/providence");
    expect(text(html)).toContain("Was on Food & Wine (2023)");
    const michelin = renderedRows(html).find((r) => r.text.startsWith("Michelin Guide"));
    expect(michelin?.text).toContain("On this list since 2023");
    expect(michelin?.text).not.toContain("18 months");
    // Anajak Thai: Food & Wine's 2024 list (published April 2024) is its current edition.
    const anajak = (await fetchPage("/restaurants/anajak-thai")).html;
    const foodAndWine = renderedRows(anajak).find((r) => r.text.startsWith("Food & Wine"));
    expect(foodAndWine?.text).toContain("This edition is over 18 months old");
    const infatuation = renderedRows(anajak).find((r) => r.text.startsWith("The Infatuation"));
    expect(infatuation?.text).not.toContain("18 months");
  });

  it("a closed place still shows what it was on", async () => {
    const [closed] = await rows<{ slug: string; count: number }>(
      "SELECT slug, source_count AS count FROM restaurants WHERE status = 'closed' AND source_count > 0 LIMIT 1",
    );
    const { html } = await fetchPage(`/restaurants/${closed.slug}`);
    expect(html).toContain("This page stays for the record");
    expect(renderedRows(html).length).toBe((await currentEntries(closed.slug)).length);
  });

  it("never shows an edition an import is still writing", async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO list_editions (list_id, edition, url, published, read_on, declared_size, is_current, pending_job)
         SELECT id, '2027', 'https://draft.example/list', '2027-01', '2027-01-05', 10, 0, 'job-1' FROM lists WHERE source_name = 'NYT'`,
      ),
      env.DB.prepare(
        `INSERT INTO list_entries (edition_id, restaurant_id)
         SELECT d.id, r.id FROM list_editions d, restaurants r WHERE d.edition = '2027' AND r.slug = 'providence'`,
      ),
    ]);
    const { html } = await fetchPage("/restaurants/providence?nocache=draft");
    expect(html).not.toContain("draft.example");
    expect(text(html)).not.toContain("2027");
  });

  it("names the lists in the Restaurant JSON-LD, distinctions as awards, and shows when the place was last verified", async () => {
    await env.DB.prepare("UPDATE restaurants SET last_verified = '2026-10-02' WHERE slug = 'providence'").run();
    const { html } = await fetchPage("/restaurants/providence?nocache=ld");
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json))
      .find((data) => data["@type"] === "Restaurant");
    const entries = await currentEntries("providence");
    expect(ld.subjectOf.map((s: { url: string }) => s.url).sort()).toEqual(entries.map((e) => e.url).sort());
    expect(ld.award).toEqual(["Michelin Guide 3 Stars (2025)"]);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(html).toContain("Last verified October 2026");
  });

  it("dates a distinction the 2025 edition carries over from the 2023 guide by the 2023 guide, on the profile and as an award", async () => {
    const { html } = await fetchPage("/restaurants/hayato?nocache=carried");
    const michelin = renderedRows(html).find((r) => r.text.startsWith("Michelin Guide"));
    expect(michelin?.text).toContain("Michelin Guide · 2 Stars (2023 guide)");
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json))
      .find((data) => data["@type"] === "Restaurant");
    expect(ld.award).toEqual(["Michelin Guide 2 Stars (2023)"]);
    // Its card's badge in search results too (the ranking's cards are checked by the e2e card-badges spec).
    expect((await fetchPage("/?q=hayato")).html).toContain("Michelin Guide: 2 Stars (2023)");
  });

  it("a New & Rising place shows its new-openings edition as a row like any other list", async () => {
    const [newest] = await rows<{ slug: string }>(
      "SELECT slug FROM restaurants WHERE mentions > 0 AND status <> 'closed' ORDER BY mentions DESC, sort_name LIMIT 1",
    );
    const { html } = await fetchPage(`/restaurants/${newest.slug}`);
    const entries = await currentEntries(newest.slug);
    expect(entries.length).toBeGreaterThan(0);
    expect(
      renderedRows(html)
        .map((row) => row.href)
        .sort(),
    ).toEqual(entries.map((e) => e.url).sort());
    expect(html).toContain("Not on:");
  });

  it("costs the page no extra round trip: the profile and its editions are one batch", async () => {
    const context = (d1: D1Database) =>
      getLoadContext({
        request: new Request("https://example.com/restaurants/providence"),
        context: {
          cloudflare: { env: { ...env, DB: d1 }, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
        },
      });
    await loadProfile(context(env.DB), "providence");
    const { counted, calls, restore } = countingD1(env.DB);
    const profile = await loadProfile(context(counted), "providence").finally(restore);
    expect(profile.featured?.entries.length).toBe(2);
    // One batch: the data markers at its head, then the profile and its editions.
    expect(calls).toEqual({ alone: 0, batches: [4] });
  });
});
