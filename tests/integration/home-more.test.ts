import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { clearData, db, rows } from "./support/import-support";
import { fetchPage } from "./support/pages-dataset";
import { decode } from "./support/seo-support";
import { shippedDataset } from "./support/shipped-dataset";

const ranked = (where = "1") =>
  rows<{ n: number }>(
    `SELECT count(*) AS n FROM restaurants WHERE status <> 'closed' AND source_count > 0 AND ${where}`,
  ).then(([row]) => row.n);

beforeAll(async () => {
  await clearData();
  await seedDataset(db(), shippedDataset());
});

describe("the button under the first ten", () => {
  it("says See Top 50 only where more than fifty are ranked, else See All N, and nothing past ten", async () => {
    expect(await ranked()).toBeGreaterThan(50);
    expect(decode((await fetchPage("/")).html)).toMatch(/href="\/\?count=50"[^>]*>See Top 50</);

    const [middling] = await rows<{ cuisine: string; n: number }>(
      `SELECT cuisine_slug AS cuisine, count(*) AS n FROM restaurants WHERE status <> 'closed' AND source_count > 0
       GROUP BY cuisine_slug HAVING n > 10 AND n <= 50 ORDER BY n DESC LIMIT 1`,
    );
    expect(middling, "a cuisine with 11 to 50 ranked places").toBeDefined();
    const html = decode((await fetchPage(`/?cuisine=${middling.cuisine}`)).html);
    expect(html).toMatch(new RegExp(`href="/\\?cuisine=${middling.cuisine}&count=all"[^>]*>See All ${middling.n}<`));
    expect(html).not.toContain("See Top 50");

    const [few] = await rows<{ cuisine: string }>(
      `SELECT cuisine_slug AS cuisine, count(*) AS n FROM restaurants WHERE status <> 'closed' AND source_count > 0
       GROUP BY cuisine_slug HAVING n <= 10 LIMIT 1`,
    );
    const small = decode((await fetchPage(`/?cuisine=${few.cuisine}`)).html);
    expect(small).not.toMatch(/>See (Top|All) \d+</);
  });
});

describe("New & Rising's order", () => {
  it("is what its words say: on the most new-openings lists first, then on the most lists of any kind, then A to Z", async () => {
    const expected = await rows<{ name: string; mentions: number; sourceCount: number }>(
      `SELECT name, mentions, source_count AS sourceCount FROM restaurants
       WHERE status <> 'closed' AND mentions > 0 AND pending_job IS NULL
       ORDER BY mentions DESC, source_count DESC, sort_name`,
    );
    expect(expected.length).toBeGreaterThan(5);
    const { html } = await fetchPage("/newest?all=1");
    const names = [...decode(html).matchAll(/data-testid="restaurant-name"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(expected.map((r) => r.name));
    expect(decode(html)).toContain("those on the most of these lists first, then those on the most lists of any kind");
    // Nothing on fewer lists comes before a place with as many new-openings mentions and more lists.
    for (const [i, r] of expected.entries())
      for (const later of expected.slice(i + 1))
        if (later.mentions === r.mentions) expect(later.sourceCount, later.name).toBeLessThanOrEqual(r.sourceCount);
  });
});

describe("a card's map box", () => {
  it("is drawn only for a place with a street address and its coordinates; any other card gives the room back", async () => {
    const places = await rows<{ slug: string; drawable: number }>(
      `SELECT slug, (address IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL) AS drawable
       FROM restaurants WHERE status <> 'closed' AND source_count > 0`,
    );
    expect(places.some((p) => p.drawable)).toBe(true);
    expect(places.some((p) => !p.drawable)).toBe(true);
    const { html } = await fetchPage("/?count=all");
    for (const [, slug, card] of html.matchAll(/<article id="restaurant-([^"]+)"([\s\S]*?)<\/article>/g)) {
      const drawable = places.find((p) => p.slug === slug)!.drawable === 1;
      expect(card.includes('class="card-map"'), slug).toBe(drawable);
      expect(card.includes('data-testid="area-only"'), slug).toBe(false);
    }
  });
});

describe("Near Me", () => {
  it("is nearest first once a ZIP is set, says so, and the ranking's order is one choice away", async () => {
    const html = decode((await fetchPage("/?zip=90012&radius=5")).html);
    expect(html).toMatch(/<h2 id="results-heading"[^>]*>Nearest First</);
    const miles = [...html.matchAll(/data-testid="distance"[^>]*>([\d.]+) mi away</g)].map((m) => Number(m[1]));
    expect(miles.length).toBeGreaterThan(2);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const ranked = decode((await fetchPage("/?zip=90012&radius=5&sort=sourceCount")).html);
    expect(ranked).toMatch(/<h2 id="results-heading"[^>]*>The Ranking</);
  });
});
