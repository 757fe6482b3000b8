import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { laDay } from "~/lib/as-of";
import { FIELD_LIMITS } from "~/lib/restaurant-record";
import { placeKey } from "~/lib/evidence/place-key";
import { PLACE_GAPS, placeGapsOf } from "~/lib/health/place-gaps";
import { readOne } from "~/models/batch.server";
import { dataHealthRead } from "~/models/data-health.server";
import { findEditablePlace } from "~/models/place-edit.server";
import { placeFormValuesOf } from "~/lib/place-edit/place-facts";
import { correctPlace } from "~/routes/admin_.restaurants.$slug/correct-place.server";
import { get, post, signedInAs } from "./support/auth-helpers";
import { countingD1 } from "./support/counting-d1";
import { dataVersion, db, rows, seedFixtures } from "./support/import-support";

const BESTIA = "/admin/restaurants/bestia";
let admin: { id: string; cookie: string };

/** Everything a refused save must leave as it was. */
async function snapshot() {
  const tables = ["restaurants", "data_changes", "data_meta"];
  return Promise.all(tables.map((t) => rows(`SELECT * FROM ${t} ORDER BY rowid`)));
}

/** The edit form as the page sends it: the place's facts, some changed, and when it was loaded. */
async function editForm(slug: string, changes: Record<string, string> = {}) {
  const place = (await findEditablePlace(db(), slug))!;
  return { intent: "save", loadedAt: place.updatedAt, ...placeFormValuesOf(place), ...changes };
}

beforeAll(async () => {
  await seedFixtures();
  const signedIn = await signedInAs("editor@example.com", { admin: true });
  admin = { id: signedIn.user.id, cookie: signedIn.cookie };
});

describe("editing a place", () => {
  it("the form shows the place's facts, and a save is one batch: the facts, a version bump and who changed what", async () => {
    const page = await (await get(BESTIA, admin.cookie)).text();
    expect(page).toContain("Edit Bestia");
    expect(page).toContain('value="Arts District"');
    expect(page).toContain("Saved pin: 34.03360, -118.22930");

    const before = await dataVersion();
    const place = (await findEditablePlace(db(), "bestia"))!;
    const { counted, calls, restore } = countingD1(env.DB);
    const values = { ...placeFormValuesOf(place), address: "2121 E 7th Pl", website: "bestiala.com", price: "$$" };
    const reply = await correctPlace(
      createDb(counted),
      { adminId: admin.id, place, loadedAt: place.updatedAt, now: new Date() },
      values,
    ).finally(restore);

    expect(reply).toMatchObject({ ok: true, saved: true, message: "Saved: Street address, Price, Website." });
    // The place-key check reads alone; the facts, the bump and the record go in one batch of three.
    expect(calls.batches).toEqual([3]);
    expect(await dataVersion()).toBe(before + 1);
    const [change] = await rows<{ version: number; kind: string; summary: string }>(
      "SELECT * FROM data_changes WHERE version = ?",
      before + 1,
    );
    expect(change.kind).toBe("correction");
    expect(JSON.parse(change.summary)).toEqual({
      by: admin.id,
      corrections: [
        { slug: "bestia", name: "Bestia", field: "Street address", before: null, after: "2121 E 7th Pl" },
        { slug: "bestia", name: "Bestia", field: "Price", before: "$$$", after: "$$" },
        { slug: "bestia", name: "Bestia", field: "Website", before: null, after: "https://bestiala.com/" },
      ],
    });
    expect(await rows("SELECT address, website_url, price FROM restaurants WHERE slug = 'bestia'")).toEqual([
      { address: "2121 E 7th Pl", website_url: "https://bestiala.com/", price: 2 },
    ]);
  });

  it("a save through the form shows at once on the anonymous profile, /changes and its feed, past the edge cache", async () => {
    const profileBefore = await (await get("/restaurants/parks-bbq")).text();
    expect(profileBefore).not.toContain("parksbbq.com");
    const response = await post(
      "/admin/restaurants/parks-bbq",
      await editForm("parks-bbq", { website: "parksbbq.com" }),
      {
        cookie: admin.cookie,
      },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Saved: Website.");
    const profile = await get("/restaurants/parks-bbq");
    expect(profile.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(await profile.text()).toContain("https://parksbbq.com/");
    const changes = await (await get("/changes")).text();
    expect(changes).toContain("Parks BBQ corrected");
    expect(changes).toContain("Website: none → “https://parksbbq.com/”");
    expect(await (await get("/changes.atom")).text()).toContain("Parks BBQ corrected");
  });

  it("bad input is refused with a message per field, what was typed, and nothing changed", async () => {
    const before = await snapshot();
    const response = await post(
      BESTIA,
      await editForm("bestia", {
        latitude: "134",
        website: "javascript:alert(1)",
        name: "",
        status: "closed",
        closedMonth: "",
      }),
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    for (const message of [
      "Nothing was saved: correct the fields marked below.",
      "Latitude must be a number from -90 to 90",
      "Website must be an http(s) link",
      "Name is required",
      "Status month is needed unless the place is open",
    ])
      expect(page).toContain(message);
    expect(page).toContain('value="134"');
    expect(await snapshot()).toEqual(before);
  });

  it("a link with a user name or password, or a field over the importers' limit, is refused and nothing changes", async () => {
    const before = await snapshot();
    const response = await post(
      BESTIA,
      await editForm("bestia", {
        website: "https://user:secret@bestiala.com/",
        reservationUrl: "https://bestiala.com@evil.example/",
        description: "d".repeat(FIELD_LIMITS.description + 1),
      }),
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    for (const message of [
      "Website must be an http(s) link",
      "Booking link must be an http(s) link",
      `Description must be at most ${FIELD_LIMITS.description} characters`,
    ])
      expect(page).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it("a save over a newer one, a name and address another place has, or an unknown place changes nothing", async () => {
    const stale = { ...(await editForm("bestia", { phone: "213-555-0100" })), loadedAt: "2000-01-01T00:00:00.000Z" };
    await env.DB.prepare("UPDATE restaurants SET address = '1 Main St', place_key = ? WHERE slug = 'zankou-chicken'")
      .bind(placeKey("Zankou Chicken", "1 Main St"))
      .run();
    const before = await snapshot();
    const refused = [
      await post(BESTIA, stale, { cookie: admin.cookie }),
      await post(BESTIA, await editForm("bestia", { name: "Zankou Chicken", address: "1 Main St" }), {
        cookie: admin.cookie,
      }),
      await post("/admin/restaurants/no-such-place", await editForm("bestia"), { cookie: admin.cookie }),
      await post(BESTIA, { intent: "delete" }, { cookie: admin.cookie }),
    ];
    expect(refused.map((r) => r.status)).toEqual([409, 409, 404, 400]);
    expect(await refused[0].text()).toContain("someone changed this place since you opened it");
    expect(await refused[1].text()).toContain("Zankou Chicken already has this name and street address.");
    expect(await snapshot()).toEqual(before);
  });

  it("Mark verified stamps today's date, once a day, with its change record and a version bump", async () => {
    const before = await dataVersion();
    const place = (await findEditablePlace(db(), "anajak-thai"))!;
    const verify = () =>
      post("/admin/restaurants/anajak-thai", { intent: "verify", loadedAt: place.updatedAt }, { cookie: admin.cookie });
    const today = laDay(new Date());
    expect(await (await verify()).text()).toContain(`Marked verified on ${today}.`);
    expect(await rows("SELECT last_verified FROM restaurants WHERE slug = 'anajak-thai'")).toEqual([
      { last_verified: today },
    ]);
    expect(await dataVersion()).toBe(before + 1);
    expect(await (await verify()).text()).toContain("Already marked verified today.");
    expect(await dataVersion()).toBe(before + 1);
  });

  it("a diner or an anonymous visitor can neither open nor save the form", async () => {
    const diner = await signedInAs("not-an-editor@example.com");
    const before = await snapshot();
    expect((await get(BESTIA)).status).toBe(302);
    expect((await get(BESTIA, diner.cookie)).status).toBe(403);
    expect((await post(BESTIA, await editForm("bestia", { phone: "1" }))).status).toBe(302);
    expect((await post(BESTIA, await editForm("bestia", { phone: "1" }), { cookie: diner.cookie })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the Data health tab", () => {
  it("counts each gap by the same rules data:check applies to the files, and links each place to its form", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE restaurants SET address = '  ', last_verified = '2020-01-01' WHERE slug = 'phở-79' OR slug = 'pho-79'",
      ),
      env.DB.prepare(`UPDATE restaurants SET last_verified = ? WHERE slug = 'parks-bbq'`).bind(laDay(new Date())),
      env.DB.prepare(
        "INSERT INTO reports (restaurant_slug, kind, created_at) VALUES ('zankou-chicken', 'moved', '2026-01-01T00:00:00Z')",
      ),
    ]);
    const today = laDay(new Date());
    const health = await readOne(db(), dataHealthRead(db(), today));
    const places = await rows<Record<string, string | number | null>>(
      `SELECT slug, address, latitude, longitude, price, website_url AS website, reservation_url AS reservationUrl,
        description, last_verified AS lastVerified FROM restaurants WHERE status <> 'closed'`,
    );
    const expected = PLACE_GAPS.filter((gap) => gap !== "report-open").map((gap) => ({
      gap,
      slugs: places
        .filter((p) => placeGapsOf(p, today).includes(gap))
        .map((p) => p.slug)
        .sort(),
    }));
    const found = health.places
      .filter((g) => g.gap !== "report-open")
      .map((g) => ({ gap: g.gap, slugs: g.places.map((p) => p.slug).sort() }));
    expect(found).toEqual(expected);
    expect(health.places.map((g) => g.count)).toEqual(health.places.map((g) => g.places.length));
    expect(health.places.find((g) => g.gap === "report-open")?.places.map((p) => p.slug)).toEqual(["zankou-chicken"]);
    expect(health.places.find((g) => g.gap === "no-address")?.count).toBeGreaterThan(0);

    const tab = await (await get("/admin?tab=health", admin.cookie)).text();
    expect(tab).toContain("No street address");
    expect(tab).toContain('href="/admin/restaurants/zankou-chicken"');
    expect(tab).toContain("No current edition");
  });
});
