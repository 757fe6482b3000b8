import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { ImportJobView } from "~/lib/csv/import-job-view";
import { placeKey } from "~/lib/evidence/place-key";
import { recomputeCountsStatement } from "~/models/evidence.server";
import { sweepLeftovers } from "../../workers/queue/sweep";
import { ORIGIN, signedInAs } from "./support/auth-helpers";
import { clearData, db, rows, seedFixtures, TIME_OUT_EDITION, waitForApplied } from "./support/import-support";

/** More rows than one draft step (1,000) and more ids than one counting step (2,000). */
const PLACES = 4_500;

const META = { ...TIME_OUT_EDITION, declaredSize: String(PLACES + 10), list: "steps-best" };

const address = (i: number) => `${i} Main St, Los Angeles, CA 90012`;

/** PLACES plain restaurants, beside the fixtures. */
async function addPlaces() {
  const places = Array.from({ length: PLACES }, (_, i) => ({
    slug: `place-${i}`,
    name: `Place ${i}`,
    address: address(i),
    key: placeKey(`Place ${i}`, address(i)),
  }));
  await env.DB.prepare(
    `INSERT INTO restaurants (slug, name, sort_name, cuisine, cuisine_slug, neighborhood, neighborhood_slug, address, place_key)
     SELECT json_extract(value, '$.slug'), json_extract(value, '$.name'), lower(json_extract(value, '$.name')),
            'Thai', 'thai', 'Downtown', 'downtown', json_extract(value, '$.address'), json_extract(value, '$.key')
     FROM json_each(?1)`,
  )
    .bind(JSON.stringify(places))
    .run();
}

const csv = (indexes: number[]) =>
  ["Restaurant Name,Address", "Bestia,", ...indexes.map((i) => `Place ${i},"${address(i)}"`)].join("\n");
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

async function importEdition(cookie: string, indexes: number[], meta: Record<string, string> = {}) {
  const body = new FormData();
  body.set("kind", "edition");
  for (const [key, value] of Object.entries({ ...META, ...meta })) body.set(key, value);
  body.set("file", new File([csv(indexes)], "steps.csv", { type: "text/csv" }));
  const response = await SELF.fetch(`${ORIGIN}/admin/imports`, {
    method: "POST",
    body,
    headers: { Origin: ORIGIN, Cookie: cookie },
  });
  expect(response.status).toBe(202);
  const { job } = (await response.json()) as { job: ImportJobView };
  return waitForApplied(cookie, job.id);
}

/** Nothing an import writes on the way is left once it is done. */
async function leftovers() {
  const [row] = await rows<{ drafts: number; counts: number; staged: number }>(
    `SELECT (SELECT count(*) FROM list_editions WHERE pending_job IS NOT NULL) AS drafts,
            (SELECT count(*) FROM import_counts) AS counts,
            (SELECT count(*) FROM import_staging) + (SELECT count(*) FROM edition_staging) AS staged`,
  );
  return row;
}

/** Rows a full recount from the current editions would still change: none when the steps were right. */
async function recountChanges() {
  return (await recomputeCountsStatement(db()).run()).meta.changes;
}

const editions = () =>
  rows<{ edition: string; is_current: number; entries: number }>(
    `SELECT d.edition, d.is_current, (SELECT count(*) FROM list_entries e WHERE e.edition_id = d.id) AS entries
     FROM list_editions d JOIN lists l ON l.id = d.list_id WHERE l.slug = 'steps-best' ORDER BY d.edition`,
  );

describe("a long list edition, written as a draft in steps", () => {
  beforeEach(clearData);

  it("lands whole, with every count equal to a full recount, a new edition and a re-import alike", async () => {
    await seedFixtures();
    await addPlaces();
    const { cookie } = await signedInAs("steps-admin@example.com", { admin: true });

    const first = await importEdition(cookie, range(0, PLACES));
    expect(first.status).toBe("done");
    expect(first.message).toContain(`${(PLACES + 1).toLocaleString("en-US")} places on it`);
    expect(await recountChanges()).toBe(0);
    expect(await rows("SELECT source_count, sources FROM restaurants WHERE slug = 'place-4499'")).toEqual([
      { source_count: 1, sources: "Time Out" },
    ]);
    expect(await leftovers()).toEqual({ drafts: 0, counts: 0, staged: 0 });

    // The next edition keeps half: the other half drop to no lists, the earlier edition stays as history.
    expect((await importEdition(cookie, range(0, PLACES / 2), { edition: "2027", read: "2026-11-21" })).status).toBe(
      "done",
    );
    expect(await recountChanges()).toBe(0);
    expect(await rows("SELECT source_count FROM restaurants WHERE slug = 'place-4000'")).toEqual([{ source_count: 0 }]);
    expect(await editions()).toEqual([
      { edition: "2026", is_current: 0, entries: PLACES + 1 },
      { edition: "2027", is_current: 1, entries: PLACES / 2 + 1 },
    ]);

    // The same edition again, corrected: it replaces its namesake, which is swept away with its entries.
    expect((await importEdition(cookie, range(1_000, 1_010), { edition: "2027", read: "2026-11-22" })).status).toBe(
      "done",
    );
    expect(await recountChanges()).toBe(0);
    expect(await editions()).toEqual([
      { edition: "2026", is_current: 0, entries: PLACES + 1 },
      { edition: "2027", is_current: 1, entries: 11 },
    ]);
    expect(await rows("SELECT value FROM data_meta WHERE key = 'data_updated_at'")).toEqual([{ value: "2026-11-22" }]);
    expect(await leftovers()).toEqual({ drafts: 0, counts: 0, staged: 0 });
  });

  it("a draft no import finishes is never read, and the sweep removes it; a running job's draft stays", async () => {
    await seedFixtures();
    const before = await rows("SELECT slug, source_count, sources FROM restaurants ORDER BY slug");
    const draft = (job: string, edition: string) =>
      env.DB.batch([
        env.DB.prepare(
          `INSERT INTO list_editions (list_id, edition, url, read_on, declared_size, is_current, pending_job)
           SELECT id, ?2, 'https://la.eater.com/maps/best-restaurants-los-angeles-38', '2026-11-20', 500, 0, ?1
           FROM lists WHERE source_name = 'Eater LA' AND kind = 'best'`,
        ).bind(job, edition),
        env.DB.prepare(
          `INSERT INTO list_entries (edition_id, restaurant_id)
           SELECT (SELECT id FROM list_editions WHERE pending_job = ?1), id FROM restaurants`,
        ).bind(job),
      ]);
    await draft("crashed-job", "2026");
    await env.DB.prepare(
      `INSERT INTO import_jobs (id, kind, mode, status, file_key, file_name, file_size, created_at)
       VALUES ('running-job', 'edition', 'upsert', 'processing', '', 'x.csv', 1, '2026-11-23T00:00:00Z')`,
    ).run();
    await draft("running-job", "2027");

    expect(await recountChanges()).toBe(0);
    expect(await rows("SELECT slug, source_count, sources FROM restaurants ORDER BY slug")).toEqual(before);
    const profile = await (await SELF.fetch(`${ORIGIN}/restaurants/bestia?nocache=draft`)).text();
    expect(profile).not.toContain("2027");

    await sweepLeftovers(db());
    expect(await rows("SELECT pending_job FROM list_editions WHERE pending_job IS NOT NULL")).toEqual([
      { pending_job: "running-job" },
    ]);
    await sweepLeftovers(db(), "running-job");
    expect(await leftovers()).toEqual({ drafts: 0, counts: 0, staged: 0 });
    expect(
      await rows(
        "SELECT count(*) AS n FROM list_entries e LEFT JOIN list_editions d ON d.id = e.edition_id WHERE d.id IS NULL",
      ),
    ).toEqual([{ n: 0 }]);
  });
});
