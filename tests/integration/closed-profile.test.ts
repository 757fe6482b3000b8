import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { clearData, db, rows } from "./support/import-support";
import { fetchPage } from "./support/pages-dataset";
import { shippedDataset } from "./support/shipped-dataset";

describe("a closed place's page", () => {
  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
  });

  it("says where its cuisine is still served: the best-ranked open places of it, and the whole list", async () => {
    const closed = await rows<{ slug: string; cuisine: string; cuisine_slug: string }>(
      "SELECT slug, cuisine, cuisine_slug FROM restaurants WHERE status = 'closed' ORDER BY slug",
    );
    expect(closed.length).toBeGreaterThan(0);
    let shown = 0;
    for (const place of closed) {
      const open = await rows<{ name: string }>(
        `SELECT name FROM restaurants WHERE cuisine_slug = ?1 AND status <> 'closed' AND source_count > 0
         ORDER BY source_count DESC, sort_name LIMIT 3`,
        place.cuisine_slug,
      );
      const { html } = await fetchPage(`/restaurants/${place.slug}?nocache=closed`);
      const section = /<section aria-labelledby="open-neighbours"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      if (open.length === 0) {
        expect(section, place.slug).toBe("");
        continue;
      }
      shown++;
      const names = [...section.matchAll(/<li><a href="\/restaurants\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
      expect(names, place.slug).toEqual(open.map((r) => r.name.replaceAll("&", "&amp;").replaceAll("'", "&#x27;")));
      expect(section).toContain(`href="/restaurants/cuisine/${place.cuisine_slug}"`);
    }
    expect(shown).toBeGreaterThan(0);
  });

  it("an open place's page has no such section", async () => {
    const { html } = await fetchPage("/restaurants/bestia?nocache=open");
    expect(html).not.toContain('aria-labelledby="open-neighbours"');
  });
});
