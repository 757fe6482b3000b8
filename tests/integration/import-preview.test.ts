import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { ImportJobView } from "~/lib/csv/import-job-view";
import { parseImportPreview } from "~/lib/csv/import-preview";
import { readChangeSummary } from "~/lib/changes/summary";
import { recomputeCountsStatement } from "~/models/evidence.server";
import { approveImport } from "~/models/import-preview.server";
import { get, ORIGIN, signedInAs } from "./support/auth-helpers";
import {
  clearData,
  dataVersion,
  db,
  deliver,
  EATER_EDITION,
  job,
  postDecision,
  queuedJob,
  rows,
  seedFixtures,
  stagedRowCount,
  uploadEdition,
  waitForJob,
} from "./support/import-support";

/** A new Eater edition: two places we have, one we would add, two rows rejected. */
const CSV = [
  "Restaurant Name,Address,Cuisine,Neighborhood,Price Range,latitude,longitude",
  "Zankou Chicken,,,,,,",
  'Guisados,"2100 E Cesar E Chavez Ave, Los Angeles, CA 90033",Mexican,Boyle Heights,$,34.0486,-118.2118',
  "Mystery Spot,,,,,,",
  "Anajak Thai,,,,,,",
  'Far Away Grill,"1 Main St, Reno, NV 89501",American,Reno,$$,39.5296,-119.8138',
].join("\n");

/** Every table an import can write, whole: what a reader could ever see, and what imports leave behind. */
const TABLES = [
  "restaurants",
  "lists",
  "list_editions",
  "list_entries",
  "data_meta",
  "data_changes",
  "neighborhood_descriptions",
  "import_staging",
  "edition_staging",
  "import_counts",
];
async function snapshot() {
  const results = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY rowid`)));
  return Object.fromEntries(TABLES.map((t, i) => [t, results[i].results as Record<string, unknown>[]]));
}

async function upload(cookie: string, csv = CSV, meta = EATER_EDITION) {
  const response = await uploadEdition(cookie, csv, meta);
  expect(response.status).toBe(202);
  const { job: queued } = (await response.json()) as { job: ImportJobView };
  return waitForJob(cookie, queued.id);
}

const recountChanges = async () => (await recomputeCountsStatement(db()).run()).meta.changes;

describe("an import's preview", () => {
  beforeEach(clearData);

  it("shows an edition's matched rows, the places it would add, its rejected rows and ranking moves, and no reader sees any of it until Apply", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("preview-admin@example.com", { admin: true });
    const before = await snapshot();
    const ready = await upload(cookie);
    expect(ready.status).toBe("ready");
    expect(ready.message).toBe(
      [
        "Would make Eater LA, The 38 Essential Restaurants in Los Angeles (2026-Q4) the list's current edition, with 3 places on it.",
        "2 rows matched to our restaurants; 1 new restaurant would be added; 2 rows rejected (see below).",
        // Shared ranks: Bestia 1 → =2 and Parks BBQ 3 → =5 lose a list, Zankou Chicken =5 → =2 gains one.
        "3 restaurants would move in the ranking.",
      ].join("\n"),
    );
    const preview = parseImportPreview((await job(ready.id)).preview)!;
    expect(preview.edition).toMatchObject({
      matched: [
        { line: 2, name: "Zankou Chicken", slug: "zankou-chicken", place: "Zankou Chicken", by: "name" },
        { line: 5, name: "Anajak Thai", slug: "anajak-thai", place: "Anajak Thai", by: "name" },
      ],
      matchedTotal: 2,
      added: [{ line: 3, name: "Guisados", neighborhood: "Boyle Heights" }],
      addedTotal: 1,
      movesTotal: 3,
    });
    expect(preview.edition!.moves).toContainEqual(expect.objectContaining({ slug: "zankou-chicken" }));
    expect((await job(ready.id)).rejected.map((r) => r.line)).toEqual([4, 6]);

    // Its draft and counts wait unseen: the live rows, the current editions and the version are as they were.
    const during = await snapshot();
    for (const table of ["restaurants", "data_meta", "data_changes", "neighborhood_descriptions"])
      expect(during[table], table).toEqual(before[table]);
    expect(during.list_editions.filter((e) => e.is_current)).toEqual(before.list_editions.filter((e) => e.is_current));
    expect((await SELF.fetch(`${ORIGIN}/restaurants/guisados?nocache=1`)).status).toBe(404);

    const page = await (await get(`/admin/imports/${ready.id}`, cookie)).text();
    for (const text of [
      "Nothing has changed yet",
      "Rows matched to our restaurants",
      "name (neither has a street address)",
      "Restaurants it would add",
      "Boyle Heights",
      "&#x27;Mystery Spot&#x27; is not one of our restaurants",
      "Ranking moves it would cause",
    ])
      expect(page, text).toContain(text);
  });

  it("an over-long field is a rejected row of its preview, with the reason, and none of it is stored", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("long-field-admin@example.com", { admin: true });
    const long = "Wood-fired ".repeat(200).trim();
    const csv = [
      "Restaurant Name,Address,Cuisine,Neighborhood,Price Range,latitude,longitude,Description",
      "Zankou Chicken,,,,,,,",
      `Guisados,"2100 E Cesar E Chavez Ave, Los Angeles, CA 90033",Mexican,Boyle Heights,$,34.0486,-118.2118,${long}`,
    ].join("\n");
    const ready = await upload(cookie, csv);
    expect(ready.status).toBe("ready");
    const rejected = (await job(ready.id)).rejected;
    expect(rejected).toEqual([
      expect.objectContaining({
        line: 3,
        reason: `Description is ${long.length.toLocaleString("en-US")} characters long; at most 1,200 are allowed`,
      }),
    ]);
    const page = await (await get(`/admin/imports/${ready.id}`, cookie)).text();
    expect(page).toContain("at most 1,200 are allowed");
    expect(parseImportPreview((await job(ready.id)).preview)!.edition).toMatchObject({
      addedTotal: 0,
      matchedTotal: 1,
    });
    expect(await rows("SELECT key FROM edition_staging WHERE description LIKE '%Wood-fired%'")).toEqual([]);
    expect(await rows("SELECT slug FROM restaurants WHERE description LIKE '%Wood-fired%'")).toEqual([]);
  });

  it("Apply lands what the preview showed, as the direct pipeline did: its moves are the ones recorded, every count a full recount's", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("apply-admin@example.com", { admin: true });
    const ready = await upload(cookie);
    const version = await dataVersion();
    const applying = await postDecision(cookie, ready.id, "apply", ready.attempts);
    expect(applying.status).toBe(202);
    expect(await applying.text()).toContain("Applying");
    const done = await waitForJob(cookie, ready.id, ["done", "failed"]);
    expect(done.message).toContain("is now the current edition: 3 places on it.");
    expect(await dataVersion()).toBe(version + 1);
    expect(await recountChanges()).toBe(0);
    expect(await stagedRowCount()).toBe(0);
    const [change] = await rows<{ summary: string }>("SELECT summary FROM data_changes ORDER BY version DESC LIMIT 1");
    const moves = parseImportPreview((await job(ready.id)).preview)!.edition!.moves.filter((m) => m.from && m.to);
    expect(readChangeSummary(change.summary).moves.map(({ slug, from, to }) => ({ slug, from, to }))).toEqual(
      moves.map(({ slug, from, to }) => ({ slug, from, to })),
    );
    expect((await SELF.fetch(`${ORIGIN}/restaurants/guisados?nocache=1`)).status).toBe(200);
  });

  it("a discarded preview leaves D1 as it was: an edition of a new list and a whole restaurant list alike", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("discard-admin@example.com", { admin: true });
    const before = await snapshot();
    const ready = await upload(cookie, CSV, { ...EATER_EDITION, list: "a-new-list", title: "A new list" });
    expect(ready.status).toBe("ready");
    expect((await snapshot()).lists).not.toEqual(before.lists);
    const discarded = await postDecision(cookie, ready.id, "discard", ready.attempts);
    expect(discarded.status).toBe(200);
    expect(await discarded.text()).toContain("Discarded: nothing was changed.");
    expect(await snapshot()).toEqual(before);
    expect((await job(ready.id)).status).toBe("discarded");

    const list = await queuedJob("restaurants", "list.json", JSON.stringify([{ name: "Only Place" }]), "replace");
    await deliver([list]);
    expect((await job(list)).status).toBe("ready");
    expect(await postDecision(cookie, list, "discard", 1).then((r) => r.status)).toBe(200);
    expect(await snapshot()).toEqual(before);

    // Neither comes back: applying or discarding it again is refused, saying why.
    const again = await postDecision(cookie, ready.id, "apply", ready.attempts);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("this preview was discarded");
    expect(await snapshot()).toEqual(before);
  });

  it("Apply refuses a preview computed before another import landed, makes it again from the same file, and applies that", async () => {
    await seedFixtures();
    const { cookie } = await signedInAs("stale-admin@example.com", { admin: true });
    const stale = await upload(cookie);
    const zankouMove = async () =>
      parseImportPreview((await job(stale.id)).preview)!.edition!.moves.find((m) => m.slug === "zankou-chicken");
    const staleMove = await zankouMove();
    const other = await upload(cookie, "Restaurant Name,Address\nZankou Chicken,\n", {
      ...EATER_EDITION,
      source: "Time Out",
      url: "https://www.timeout.com/los-angeles/restaurants/best",
      list: "timeout-best",
      title: "Best restaurants",
    });
    await postDecision(cookie, other.id, "apply", other.attempts);
    expect((await waitForJob(cookie, other.id, ["done", "failed"])).status).toBe("done");
    const landed = await snapshot();

    const refused = await postDecision(cookie, stale.id, "apply", stale.attempts);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("the data changed since this preview was made");
    const remade = await waitForJob(cookie, stale.id);
    expect(remade).toMatchObject({ status: "ready", attempts: stale.attempts + 1 });
    for (const table of ["restaurants", "data_meta", "data_changes"])
      expect((await snapshot())[table]).toEqual(landed[table]);
    // Zankou is now on Time Out's list too: the new preview counts its move from there.
    expect(await zankouMove()).not.toEqual(staleMove);

    const old = await postDecision(cookie, stale.id, "apply", stale.attempts);
    expect(old.status).toBe(409);
    expect(await old.text()).toContain("this preview was made again since you opened it");
    expect((await postDecision(cookie, stale.id, "apply", remade.attempts)).status).toBe(202);
    expect((await waitForJob(cookie, stale.id, ["done", "failed"])).status).toBe("done");
    expect(await recountChanges()).toBe(0);
    expect(await rows("SELECT source_count, sources FROM restaurants WHERE slug = 'zankou-chicken'")).toEqual([
      { source_count: 3, sources: "Eater LA, LA Times, Time Out" },
    ]);
  });

  it("a switch-over whose data changed after Apply was pressed lands nothing and is previewed again", async () => {
    await seedFixtures();
    const id = await queuedJob("neighborhoods", "hoods.csv", "neighborhood,seo_description\nVenice,Canals\n");
    await deliver([id]);
    expect(await approveImport(db(), id, 1)).toBe("applying");
    // An edit lands between the admin's Apply and the queue's switch-over.
    await env.DB.prepare("UPDATE data_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'data_version'").run();
    const version = await dataVersion();
    const sent = await deliver([id]);
    expect(sent.explicitAcks).toEqual(["message-0"]);
    expect(await dataVersion()).toBe(version);
    expect(await rows("SELECT slug FROM neighborhood_descriptions WHERE slug = 'venice'")).toEqual([]);
    // The consumer queued it again; the real queue makes the new preview.
    const { cookie } = await signedInAs("race-admin@example.com", { admin: true });
    expect(await waitForJob(cookie, id)).toMatchObject({ status: "ready", attempts: 2 });
  });

  it("a stale or duplicate delivery changes nothing: of a preview, of an approved job, of an applied one", async () => {
    await seedFixtures();
    const id = await queuedJob("neighborhoods", "hoods.csv", "neighborhood,seo_description\nVenice,Canals\n");
    await deliver([id, id]);
    expect(await job(id)).toMatchObject({ status: "ready", attempts: 1 });
    const staged = await snapshot();
    await deliver([id]);
    expect(await snapshot()).toEqual(staged);
    expect(await job(id)).toMatchObject({ status: "ready", attempts: 1 });

    const version = await dataVersion();
    expect(await approveImport(db(), id, 1)).toBe("applying");
    expect(await approveImport(db(), id, 1)).toBe("refused");
    await deliver([id, id]);
    expect(await job(id)).toMatchObject({ status: "done", attempts: 1 });
    expect(await dataVersion()).toBe(version + 1);
    const applied = await snapshot();
    await deliver([id, id]);
    expect(await snapshot()).toEqual(applied);
  });
});
