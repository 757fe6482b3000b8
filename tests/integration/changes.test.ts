import { SELF } from "cloudflare:test";
import { DOMParser } from "@xmldom/xmldom";
import { beforeEach, describe, expect, it } from "vitest";
import type { ImportJobView } from "~/lib/csv/import-job-view";
import { ORIGIN, signedInAs } from "./support/auth-helpers";
import { findEditablePlace } from "~/models/place-edit.server";
import { markVerified } from "~/routes/admin_.restaurants.$slug/correct-place.server";
import { fixtureDataset } from "../fixtures/dataset";
import {
  clearData,
  db,
  EATER_EDITION,
  rows,
  seedFixtures,
  TIME_OUT_EDITION,
  uploadEdition,
  waitForApplied,
} from "./support/import-support";
import { decode } from "./support/seo-support";

/** A new edition of the fixtures' Eater list: the places it names stay or join, the old edition's others leave. */
async function importEdition(cookie: string, csv: string) {
  const { job } = (await (await uploadEdition(cookie, csv)).json()) as { job: ImportJobView };
  return waitForApplied(cookie, job.id);
}

type Ranked = { slug: string; rnk: number };
/** The site's ranking as SQL gives it: not closed, on a list; most lists first, then A to Z. */
async function ranking(): Promise<Map<string, number>> {
  const ranked = await rows<Ranked>(
    // Shared ranks: one more than the open places on more lists.
    `SELECT slug, 1 + (SELECT count(*) FROM restaurants o
       WHERE o.status <> 'closed' AND o.source_count > r.source_count) AS rnk
     FROM restaurants r WHERE status <> 'closed' AND source_count > 0`,
  );
  return new Map(ranked.map((r) => [r.slug, r.rnk]));
}

const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });

describe("what changed", () => {
  beforeEach(clearData);

  it("an imported edition records its change: ranks before and after, who joined and left, on /changes and in the feed", async () => {
    expect(await (await page("/changes")).text()).toContain("No changes recorded yet");
    await seedFixtures();
    const { cookie } = await signedInAs("changes-admin@example.com", { admin: true });

    const before = await ranking();
    const done = await importEdition(cookie, "Restaurant Name,Address\nZankou Chicken,\nBestia,\n");
    expect(done.status).toBe("done");
    const after = await ranking();

    const [version] = await rows<{ value: string }>("SELECT value FROM data_meta WHERE key = 'data_version'");
    const [change] = await rows<{ version: number; kind: string; summary: string }>("SELECT * FROM data_changes");
    expect(change.version).toBe(Number(version.value));
    expect(change.kind).toBe("edition");

    // Every place whose lists changed carries this version and its ranks, as SQL ranks them.
    const moved = await rows<{
      slug: string;
      rank_before: number | null;
      rank_after: number | null;
      source_count: number;
    }>(
      "SELECT slug, rank_before, rank_after, source_count FROM restaurants WHERE moved_in = ?1 ORDER BY slug",
      change.version,
    );
    expect(moved.length).toBeGreaterThan(0);
    for (const r of moved) {
      expect(r.rank_before, r.slug).toBe(before.get(r.slug) ?? null);
      expect(r.rank_after, r.slug).toBe(after.get(r.slug) ?? null);
    }
    const summary = JSON.parse(change.summary) as {
      lists: unknown[];
      joined: { slug: string }[];
      left: { slug: string }[];
      moves: { slug: string; from: number; to: number }[];
    };
    const [{ id: importedId }] = await rows<{ id: number }>("SELECT id FROM list_editions WHERE edition = '2026-Q4'");
    expect(summary.lists).toEqual([
      { source: "Eater LA", title: EATER_EDITION.title, edition: "2026-Q4", editionId: importedId },
    ]);
    const left = moved.filter((r) => r.rank_before !== null && r.source_count === 0).map((r) => r.slug);
    expect(summary.left.map((p) => p.slug).sort()).toEqual(left.sort());
    for (const m of summary.moves) expect([m.from, m.to]).toEqual([before.get(m.slug), after.get(m.slug)]);

    const html = await (await page("/changes")).text();
    expect(html).toContain("What Changed");
    expect(html).toContain(`id="v${change.version}"`);
    expect(html).toContain("Eater LA: The 38 Essential Restaurants in Los Angeles (2026-Q4)");
    expect(html).toContain("Lists updated");
    // Named once: the imported edition is this change, not also an entry of the history it was built from.
    const [imported] = await rows<{ id: number }>("SELECT id FROM list_editions WHERE edition = '2026-Q4'");
    expect(html).not.toContain(`id="e${imported.id}"`);
    if (left.length) expect(html).toContain("Left the ranking");

    const feed = await page("/changes.atom");
    expect(feed.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<id>${ORIGIN}/changes#v${change.version}</id>`);
    expect(xml).toContain("Eater LA: The 38 Essential Restaurants in Los Angeles (2026-Q4)");
  });

  // Moved from e2e (changes.spec.ts), same assertions: a strict XML parser reads the feed, as the browser's did.
  it("the Atom feed at /changes.atom is well-formed and carries the import", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("feed-admin@example.com", { admin: true });
    expect((await importEdition(cookie, "Restaurant Name,Address\nZankou Chicken,\nBestia,\n")).status).toBe("done");
    const entryTitle = `Eater LA: ${EATER_EDITION.title} (2026-Q4)`;

    const response = await page("/changes.atom");
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    const errors: string[] = [];
    const doc = new DOMParser({
      onError: (level, message) => void (level !== "warning" && errors.push(message)),
    }).parseFromString(xml, "application/xml");
    const ns = "http://www.w3.org/2005/Atom";
    const child = (el: Element, name: string) => el.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
    const root = doc.documentElement!;
    const feed = {
      error: errors.length > 0,
      root: `${root.namespaceURI} ${root.localName}`,
      id: child(root as unknown as Element, "id"),
      entries: [...(doc.getElementsByTagNameNS(ns, "entry") as unknown as Element[])].map((e) => ({
        id: child(e, "id"),
        title: child(e, "title"),
        updated: child(e, "updated"),
      })),
    };
    expect(feed.error).toBe(false);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(feed.id).toMatch(/\/changes$/);
    expect(feed.entries.length).toBeGreaterThan(0);
    for (const entry of feed.entries) {
      // v: a data version's imports; e: an admin's correction of one place.
      expect(entry.id).toMatch(/\/changes#[ve]\d+$/);
      expect(Number.isNaN(Date.parse(entry.updated ?? ""))).toBe(false);
    }
    expect(feed.entries.some((e) => e.title?.includes(entryTitle))).toBe(true);
  });

  it("begins with the editions the data was built from: what each named and the day we read it, on the page and in the feed", async () => {
    await seedFixtures();
    const ids = await rows<{ id: number; source: string; list: string; edition: string }>(
      `SELECT d.id, l.source_name AS source, l.slug AS list, d.edition FROM list_editions d
       JOIN lists l ON l.id = d.list_id ORDER BY d.read_on DESC, d.id DESC`,
    );
    // Titles from the fixture's edition records, not from the columns under test.
    const editions = ids.map((e) => ({
      ...e,
      title: fixtureDataset.lists.find((f) => f.source === e.source && f.list === e.list && f.edition === e.edition)!
        .title,
    }));
    expect(editions.length).toBeGreaterThan(0);
    const html = await (await page("/changes")).text();
    expect(html).not.toContain("No changes recorded yet");
    for (const e of editions) {
      expect(html).toContain(`id="e${e.id}"`);
      expect(html).toContain(`${e.source}: ${e.title} (${e.edition})`.replace(/&/g, "&amp;"));
    }
    expect(html).toContain("Named on this edition");
    const xml = await (await page("/changes.atom")).text();
    expect(xml).not.toContain("1970");
    // The feed is as new as its newest entry, whatever else is recorded.
    const [feedUpdated, ...entryUpdated] = [...xml.matchAll(/<updated>([^<]+)<\/updated>/g)].map((m) => m[1]);
    expect(feedUpdated).toBe([...entryUpdated].sort().at(-1));
    expect(xml).toContain(`<id>${ORIGIN}/changes#e${editions[0].id}</id>`);
  });

  it("shows two retitled editions of one list once each, under its own title, on the page and in the feed", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("retitle-admin@example.com", { admin: true });
    const older = { ...TIME_OUT_EDITION, list: "retitled", edition: "2025", title: "The 50 best restaurants in L.A." };
    const newer = {
      ...TIME_OUT_EDITION,
      list: "retitled",
      edition: "2026",
      title: "L.A.'s 50 best restaurants right now",
    };
    for (const meta of [older, newer]) {
      const { job } = (await (await uploadEdition(cookie, "Restaurant Name,Address\nBestia,\n", meta)).json()) as {
        job: ImportJobView;
      };
      expect((await waitForApplied(cookie, job.id)).status).toBe("done");
    }
    const html = decode(await (await page("/changes")).text());
    const xml = decode(await (await page("/changes.atom")).text());
    for (const e of [older, newer]) {
      const named = `Time Out: ${e.title} (${e.edition})`;
      expect(html.split(named).length - 1, named).toBe(1);
      expect(xml.split(named).length - 1, named).toBe(1);
    }
    expect(html).not.toContain(`Time Out: ${newer.title} (2025)`);
  });

  it("leaves an admin's verification stamps off /changes and its feed", async () => {
    await seedFixtures();
    const { user } = await signedInAs("stamp-admin@example.com", { admin: true });
    const place = (await findEditablePlace(db(), "bestia"))!;
    const stamped = await markVerified(db(), { adminId: user.id, place, loadedAt: place.updatedAt, now: new Date() });
    expect(stamped).toMatchObject({ ok: true, saved: true });
    const [record] = await rows<{ kind: string }>("SELECT kind FROM data_changes ORDER BY version DESC LIMIT 1");
    expect(record.kind).toBe("verification");
    for (const path of ["/changes", "/changes.atom"])
      expect(await (await page(path)).text()).not.toContain("Last verified");
  });

  it("pages are tidy: out-of-range and untidy ?page= redirect, and /changes is in the sitemap", async () => {
    expect((await page("/changes?page=7")).headers.get("Location")).toBe("/changes");
    expect((await page("/changes?page=abc")).headers.get("Location")).toBe("/changes");
    expect((await page("/changes?page=1")).headers.get("Location")).toBe("/changes");
    expect(await (await page("/sitemap.xml")).text()).toContain(`${ORIGIN}/changes</loc>`);
  });
});
