import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { ImportJobView } from "~/lib/csv/import-job-view";
import { anotherImportBusy, getImportJob } from "~/models/import-jobs.server";
import { approveImport } from "~/models/import-preview.server";
import { importerFor } from "../../workers/queue/apply-import";
import { get, signedInAs } from "./support/auth-helpers";
import {
  clearData,
  db,
  deliver,
  job,
  rows,
  seedFixtures,
  TIME_OUT_EDITION,
  uploadEdition,
  postDecision,
  waitForJob,
} from "./support/import-support";

/** A new Eater edition naming one place we have and two we would add. */
const CSV = [
  "Restaurant Name,Address,Cuisine,Neighborhood,latitude,longitude",
  'Hidden Garden Cafe,"2101 E 1st St, Los Angeles, CA 90033",Mexican,Boyle Heights,34.0466,-118.2118',
  'Quiet Lantern Noodles,"2201 E 1st St, Los Angeles, CA 90033",Chinese,Boyle Heights,34.0467,-118.2108',
  "Zankou Chicken,,,,,",
].join("\n");
const ADDED = ["hidden-garden-cafe", "quiet-lantern-noodles"];

/** A second list's edition, naming one of them. */
const NEXT_CSV = 'Restaurant Name,Address\nHidden Garden Cafe,"2101 E 1st St, Los Angeles, CA 90033"';
const NEXT_EDITION = { ...TIME_OUT_EDITION, list: "hidden-next-best" };

/** What a visitor finds of a place: its profile, the sitemap's entry, a search for its name. */
async function visitorFinds(slug: string, name: string) {
  const sitemap = await (await get("/sitemap.xml")).text();
  const search = await (await get(`/?q=${encodeURIComponent(name.toLowerCase())}`)).text();
  return {
    profile: (await get(`/restaurants/${slug}`)).status,
    sitemap: sitemap.includes(`/restaurants/${slug}<`),
    search: search.includes(name),
  };
}

const hiddenRows = () =>
  rows<{ slug: string; pending_job: string | null; source_count: number }>(
    `SELECT slug, pending_job, source_count FROM restaurants WHERE slug IN ('${ADDED.join("','")}') ORDER BY slug`,
  );

/** Uploads the edition, applies its preview, and runs the steps before the switch-over, as the queue would. */
async function addedHidden(admin: string) {
  const { cookie } = await signedInAs(admin, { admin: true });
  const response = await uploadEdition(cookie, CSV);
  expect(response.status).toBe(202);
  const { job: queued } = (await response.json()) as { job: ImportJobView };
  const ready = await waitForJob(cookie, queued.id);
  expect(ready.status).toBe("ready");
  expect(await approveImport(db(), queued.id, ready.attempts)).toBe("applying");
  const approved = (await getImportJob(db(), queued.id))!;
  await importerFor(approved).beforeSwitchOver!(db(), { jobId: approved.id, attempt: approved.attempts });
  return { id: queued.id, cookie };
}

describe("the places a list edition adds", () => {
  beforeEach(clearData);

  it("are written before its switch-over but hidden from every read, then appear at once", async () => {
    await seedFixtures();
    const { id } = await addedHidden("hidden-admin@example.com");
    // Written whole, counts and all, before the switch-over: it only has to publish them.
    expect(await hiddenRows()).toEqual(ADDED.map((slug) => ({ slug, pending_job: id, source_count: 1 })));
    const hidden = { profile: 404, sitemap: false, search: false };
    expect(await visitorFinds("hidden-garden-cafe", "Hidden Garden Cafe")).toEqual(hidden);
    expect(await visitorFinds("quiet-lantern-noodles", "Quiet Lantern Noodles")).toEqual(hidden);
    // Another import waits rather than read places that may yet go.
    expect(await anotherImportBusy(db(), "another-job", false)).toBe(true);
    expect(await anotherImportBusy(db(), id, true)).toBe(false);

    await deliver([id]);
    expect(await job(id)).toMatchObject({ status: "done" });
    const shown = { profile: 200, sitemap: true, search: true };
    expect(await visitorFinds("hidden-garden-cafe", "Hidden Garden Cafe")).toEqual(shown);
    expect(await visitorFinds("quiet-lantern-noodles", "Quiet Lantern Noodles")).toEqual(shown);
    // The sweep after the switch-over drops the mark for good.
    expect(await hiddenRows()).toEqual(ADDED.map((slug) => ({ slug, pending_job: null, source_count: 1 })));
    expect(await anotherImportBusy(db(), "another-job", false)).toBe(false);
  });

  it("count for the next edition that names them, even while the sweep has yet to clear their mark", async () => {
    await seedFixtures();
    const { id, cookie } = await addedHidden("next-admin@example.com");
    await deliver([id]);
    const response = await uploadEdition(cookie, NEXT_CSV, NEXT_EDITION);
    const { job: queued } = (await response.json()) as { job: ImportJobView };
    const ready = await waitForJob(cookie, queued.id);
    // As if the sweep had not reached this place yet: published (its job is done), still marked.
    await env.DB.prepare("UPDATE restaurants SET pending_job = ? WHERE slug = 'hidden-garden-cafe'").bind(id).run();
    expect((await postDecision(cookie, queued.id, "apply", ready.attempts)).status).toBe(202);
    expect(await waitForJob(cookie, queued.id, ["done", "failed"])).toMatchObject({ status: "done" });
    expect(await rows("SELECT source_count FROM restaurants WHERE slug = 'hidden-garden-cafe'")).toEqual([
      { source_count: 2 },
    ]);
  });

  it("are removed, never shown, when the data moves before the switch-over and the preview is made again", async () => {
    await seedFixtures();
    const { id, cookie } = await addedHidden("moved-admin@example.com");
    expect(await hiddenRows()).toHaveLength(2);
    // An edit lands between the hidden steps and the switch-over.
    await env.DB.prepare("UPDATE data_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'data_version'").run();
    await deliver([id]);
    expect(await rows(`SELECT slug FROM restaurants WHERE pending_job IS NOT NULL`)).toEqual([]);
    expect(await visitorFinds("hidden-garden-cafe", "Hidden Garden Cafe")).toEqual({
      profile: 404,
      sitemap: false,
      search: false,
    });
    expect(await waitForJob(cookie, id)).toMatchObject({ status: "ready", attempts: 2 });
  });
});
