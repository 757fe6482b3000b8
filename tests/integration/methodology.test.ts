import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SOURCE_NAMES } from "~/lib/sources";
import { publishDataMeta } from "../../workers/edge/data-markers";
import worker from "../../workers/app";
import { loggingD1 } from "./support/d1-log";
import { rows, seedFixtures } from "./support/import-support";
import { decode, fetchSettled, locs, ORIGIN, readHead, sitemapXml } from "./support/seo-support";

/** The table's body rows, each as its cells' text (the source's row header first). */
async function tableRows(html: string): Promise<string[][]> {
  const found: string[][] = [];
  await new HTMLRewriter()
    .on("tbody tr", { element: () => void found.push([]) })
    .on("tbody tr > th, tbody tr > td", {
      element: () => void found.at(-1)!.push(""),
      text(t) {
        const row = found.at(-1)!;
        row[row.length - 1] += decode(t.text);
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

type Edition = { source: string; title: string; edition: string; carried: number; declared: number };

beforeAll(async () => {
  await seedFixtures();
  // A list carries fewer of its places than it declares, and an old edition and an unfinished draft
  // sit beside the current one: neither is current, so neither may show.
  await env.DB.batch([
    env.DB.prepare(
      `DELETE FROM list_entries WHERE rowid = (SELECT min(e.rowid) FROM list_entries e
         JOIN list_editions d ON d.id = e.edition_id JOIN lists l ON l.id = d.list_id WHERE l.source_name = 'LA Times')`,
    ),
    env.DB.prepare(
      `INSERT INTO list_editions (list_id, edition, url, published, read_on, declared_size, is_current)
       SELECT id, '2019', 'https://lists.example/old-edition', '2019-05', '2026-11-01', 50, 0 FROM lists WHERE source_name = 'LA Times'`,
    ),
    env.DB.prepare(
      `INSERT INTO list_editions (list_id, edition, url, published, read_on, declared_size, is_current)
       SELECT id, '2027', 'https://lists.example/draft', NULL, '2026-12-01', 70, 0 FROM lists WHERE source_name = 'Eater LA'`,
    ),
  ]);
});

describe("/methodology", () => {
  it("answers 200 with its own title and description, naming all ten sources", async () => {
    const response = await fetchSettled("/methodology");
    expect(response.status).toBe(200);
    const { title, meta, canonical, html } = await readHead(response);
    expect(title).toBe("How We Rank Los Angeles Restaurants | LA Eats Ranked");
    expect(title.length).toBeLessThan(65);
    expect(meta.description).toMatch(/^One point per trusted source/);
    expect(canonical).toBe(`${ORIGIN}/methodology`);
    const sources = (await tableRows(html)).map((cells) => cells[0]);
    for (const name of SOURCE_NAMES) expect(sources.some((cell) => cell.startsWith(name))).toBe(true);
  });

  it("is shared from the edge cache like the other anonymous pages", async () => {
    await fetchSettled("/methodology?shared=1");
    expect((await fetchSettled("/methodology?shared=1")).headers.get("X-Edge-Cache")).toBe("HIT");
  });

  it("shows each current edition with the number of entries the database holds for it, and nothing else", async () => {
    const current = await rows<Edition>(
      `SELECT l.source_name AS source, l.title, d.edition, d.declared_size AS declared,
         (SELECT count(*) FROM list_entries e WHERE e.edition_id = d.id) AS carried
       FROM list_editions d JOIN lists l ON l.id = d.list_id WHERE d.is_current = 1`,
    );
    const table = await tableRows(await (await fetchSettled("/methodology")).text());
    const listed = table.filter((cells) => cells.length > 2);
    expect(listed).toHaveLength(current.length);
    for (const edition of current) {
      const row = listed.find((cells) => cells[0].startsWith(edition.source) && cells[1].startsWith(edition.title));
      expect(row, edition.source).toBeDefined();
      expect(row?.[2]).toBe(edition.edition);
      expect(row?.slice(6)).toEqual([String(edition.declared), String(edition.carried)]);
    }
    const laTimes = current.find((e) => e.source === "LA Times")!;
    expect(laTimes.carried).toBe(laTimes.declared - 1);
    expect(table.flat().join(" ")).not.toMatch(/2019|2027/);
  });

  it("says so for a source that has no current list", async () => {
    const table = await tableRows(await (await fetchSettled("/methodology")).text());
    expect(table.find((cells) => cells[0].startsWith("Michelin Guide"))?.slice(1)).toEqual(["No list carried yet"]);
  });

  it("is rendered from one D1 round trip, the data markers at its head", async () => {
    // As deployed: the current markers come from the KV copy, which an import publishes.
    const deployed = { ...env, DATA_META_HOLD_SECONDS: "5" };
    await publishDataMeta(deployed);
    const { handle, log } = loggingD1(env.DB);
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/methodology?nocache=${Date.now()}`);
    const response = await worker.fetch(request, { ...deployed, DB: handle }, ctx);
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(log).toHaveLength(1);
    const [markers, sources, lists, ...more] = log[0].replace(/^batch:/, "").split(" | ");
    expect([markers, sources, lists, more]).toEqual([
      expect.stringMatching(/from "data_meta"/),
      expect.stringMatching(/from "trusted_sources"/),
      expect.stringMatching(/from "list_editions"/),
      [],
    ]);
  });
});

describe("the methodology page elsewhere", () => {
  it("is in the sitemap", async () => {
    expect(locs(await sitemapXml("/sitemap.xml"))).toContain(`${ORIGIN}/methodology`);
  });

  it("is linked from the home page, whose source key gives each source's current edition and read date", async () => {
    const html = await (await fetchSettled("/")).text();
    expect(html).toContain('href="/methodology"');
    expect(html).toContain("— LA Times: fixture-best, 2026, read November 2026");
    expect(html).toMatch(/<b>Michelin Guide<\/b> — no list carried yet/);
  });
});
