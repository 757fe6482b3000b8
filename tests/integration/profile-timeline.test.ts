import { beforeAll, describe, expect, it } from "vitest";
import { seedDataset } from "~/models/seed.server";
import { clearData, db, rows } from "./support/import-support";
import { fetchPage } from "./support/pages-dataset";
import { decode } from "./support/seo-support";
import { shippedDataset } from "./support/shipped-dataset";

describe("a profile's timeline", () => {
  beforeAll(async () => {
    await clearData();
    await seedDataset(db(), shippedDataset());
  });

  it("says, newest first, when the place joined and left each list, as the editions in the database have it", async () => {
    // A place on an earlier edition of a list and not on its current one.
    const [left] = await rows<{ slug: string; source: string; edition: string }>(
      `SELECT r.slug, l.source_name AS source, cur.edition FROM restaurants r
       JOIN list_entries e ON e.restaurant_id = r.id
       JOIN list_editions old ON old.id = e.edition_id AND old.is_current = 0
       JOIN lists l ON l.id = old.list_id
       JOIN list_editions cur ON cur.list_id = l.id AND cur.is_current = 1
       WHERE NOT EXISTS (SELECT 1 FROM list_entries x WHERE x.edition_id = cur.id AND x.restaurant_id = r.id)
       ORDER BY r.slug LIMIT 1`,
    );
    expect(left).toBeDefined();
    const { html } = await fetchPage(`/restaurants/${left.slug}?nocache=timeline`);
    const items = [...html.matchAll(/<li data-testid="featured-in-timeline">([^<]*)<\/li>/g)].map((m) => decode(m[1]));
    expect(items).toContain(`Left ${left.source}, ${left.edition} edition`);
    expect(items.some((text) => text.startsWith(`Joined ${left.source}, `))).toBe(true);
  });
});
