import { beforeAll, describe, expect, it } from "vitest";
import { laYearMonth } from "~/lib/as-of";
import { REPORT_MESSAGES } from "~/lib/reports/report-form";
import { get, post, signedInAs } from "./support/auth-helpers";
import { dataVersion, rows, seedFixtures } from "./support/import-support";

type ReportRow = {
  id: number;
  restaurant_slug: string;
  kind: string;
  details: string | null;
  email: string | null;
  status: string;
};

let clients = 0;
/** Each report from its own client address unless a test says otherwise, so the hourly limit stays out of the way. */
const newClient = () => `10.23.${clients >> 8}.${clients++ & 255}`;
const file = (slug: string, fields: Record<string, string>, client = newClient()) =>
  post(`/restaurants/${slug}/report`, fields, { headers: { "CF-Connecting-IP": client } });
const reportsOn = (slug: string) =>
  rows<ReportRow>("SELECT * FROM reports WHERE restaurant_slug = ? ORDER BY id", slug);
const statusOf = async (slug: string) =>
  (
    await rows<{ status: string; closed_month: string | null }>(
      "SELECT status, closed_month FROM restaurants WHERE slug = ?",
      slug,
    )
  )[0];
const page = async (path: string, cookie?: string) => (await get(path, cookie)).text();

let admin: { id: string; cookie: string };
beforeAll(async () => {
  await seedFixtures();
  const signedIn = await signedInAs("reports-admin@example.com", { admin: true });
  admin = { id: signedIn.user.id, cookie: signedIn.cookie };
});

/** The admin's decision on the one open report about `slug`, as the Reports tab's forms post it. */
async function decide(slug: string, intent: "accept" | "dismiss", month = "", cookie = admin.cookie) {
  const [report] = (await reportsOn(slug)).filter((r) => r.status === "open");
  return post("/admin?tab=reports", { intent, reportId: String(report.id), month }, { cookie });
}

describe("filing a report", () => {
  it("an anonymous report is stored and answered with a redirect to its confirmation", async () => {
    expect(await page("/restaurants/bestia")).toContain('href="/restaurants/bestia/report"');
    const form = await get("/restaurants/bestia/report");
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Report a problem with Bestia");
    const response = await file("bestia", {
      kind: "wrong-info",
      details: "The phone number is old.",
      email: " me@example.com ",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/restaurants/bestia/report?sent");
    expect(await page("/restaurants/bestia/report?sent")).toContain("Thank you for your report");
    expect(await reportsOn("bestia")).toEqual([
      expect.objectContaining({
        kind: "wrong-info",
        details: "The phone number is old.",
        email: "me@example.com",
        status: "open",
      }),
    ]);
  });

  it("a form with mistakes is shown again with a message per field and what was typed, and stores nothing", async () => {
    const details = `Gone <b>since</b> ${"x".repeat(1000)}`;
    const response = await file("zankou-chicken", { details, email: "nope" });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [REPORT_MESSAGES.kind, REPORT_MESSAGES.details(details.length), REPORT_MESSAGES.email])
      expect(html).toContain(message);
    expect(html).toContain("Gone &lt;b&gt;since&lt;/b&gt; xxx");
    expect(html).toContain('value="nope"');
    expect(await reportsOn("zankou-chicken")).toEqual([]);
  });

  it("a report on a restaurant that does not exist is a 404, and a slug in another spelling moves to its own", async () => {
    expect((await get("/restaurants/no-such-place/report")).status).toBe(404);
    expect((await file("no-such-place", { kind: "closed" })).status).toBe(404);
    const moved = await get("/restaurants/Bestia/report");
    expect([moved.status, moved.headers.get("Location")]).toEqual([301, "/restaurants/bestia/report"]);
  });

  it("a client may file five reports an hour: the sixth is refused with 429, keeping what was typed; others still can", async () => {
    const client = "10.23.255.1";
    for (let i = 0; i < 5; i++) expect((await file("pho-79", { kind: "other" }, client)).status).toBe(303);
    const refused = await file("pho-79", { kind: "moved", details: "Now on Garvey Ave." }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    const html = await refused.text();
    expect(html).toContain("Too many reports. Please wait 60 minutes and try again.");
    expect(html).toContain("Now on Garvey Ave.");
    expect((await file("pho-79", { kind: "moved" }, "10.23.255.2")).status).toBe(303);
    expect((await reportsOn("pho-79")).length).toBe(6);
  });

  it("hostile text is stored exactly as typed and the admin's Reports tab shows it escaped", async () => {
    const details = `<script>alert(1)</script><svg data-hostile-report onload=alert(1)> '); DROP TABLE reports; -- \u202Eevil`;
    const email = "a+<script>alert(2)</script>@evil.example";
    expect((await file("parks-bbq", { kind: "other", details: `${details}\u0000\r\n`, email })).status).toBe(303);
    expect(await reportsOn("parks-bbq")).toEqual([expect.objectContaining({ details, email })]);
    const html = await page("/admin?tab=reports", admin.cookie);
    for (const raw of ["<script>alert(", "<svg data-hostile-report"]) expect(html).not.toContain(raw);
    expect(html).toContain("&lt;svg data-hostile-report onload=alert(1)&gt;");
    expect(html).toContain("a+&lt;script&gt;alert(2)&lt;/script&gt;@evil.example");
    expect((await decide("parks-bbq", "dismiss")).status).toBe(200);
  });
});

describe("an admin's decision", () => {
  it("accepting a closure marks the place closed everywhere, bumps the data version and records the change", async () => {
    const before = await dataVersion();
    expect(await page("/")).toContain("Anajak Thai"); // the anonymous page is now in the edge cache
    await file("anajak-thai", { kind: "closed", details: "Shuttered last week." });
    expect(await page("/admin?tab=reports", admin.cookie)).toContain("Shuttered last week.");

    const accepted = await decide("anajak-thai", "accept");
    const month = laYearMonth(new Date());
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toMatch(/Accepted: Anajak Thai is now marked closed \(\w+ \d{4}\)\./);
    expect(await statusOf("anajak-thai")).toEqual({ status: "closed", closed_month: month });
    expect(await dataVersion()).toBe(before + 1);
    const [change] = await rows<{ version: number; kind: string; summary: string; changed_at: string }>(
      "SELECT * FROM data_changes",
    );
    expect(change).toMatchObject({ version: before + 1, kind: "closure" });
    expect(JSON.parse(change.summary)).toEqual({
      restaurants: [{ slug: "anajak-thai", name: "Anajak Thai", status: "closed", month }],
    });
    expect(await reportsOn("anajak-thai")).toEqual([expect.objectContaining({ status: "accepted" })]);
    expect(await rows("SELECT resolved_by FROM reports WHERE restaurant_slug = 'anajak-thai'")).toEqual([
      { resolved_by: admin.id },
    ]);

    expect(await page("/")).not.toContain("Anajak Thai");
    expect(await page("/?q=anajak")).not.toContain("Anajak Thai");
    expect(await page("/restaurants/cuisines")).not.toContain("/restaurants/cuisine/thai");
    expect(await page("/resources/map-points")).not.toContain("anajak-thai");
    expect(await page("/restaurants/anajak-thai")).toContain("Closed (");

    const again = await post(
      "/admin?tab=reports",
      { intent: "accept", reportId: String((await reportsOn("anajak-thai"))[0].id) },
      { cookie: admin.cookie },
    );
    expect(again.status).toBe(404);
    expect(await dataVersion()).toBe(before + 1);
  });

  it("a closure of a New & Rising place takes it off New & Rising", async () => {
    expect(await page("/resources/new-and-rising")).toContain("New Spot");
    await file("new-spot", { kind: "closed" });
    expect((await decide("new-spot", "accept", "2025-06")).status).toBe(200);
    expect(await statusOf("new-spot")).toEqual({ status: "closed", closed_month: "2025-06" });
    expect(await page("/resources/new-and-rising")).not.toContain("New Spot");
  });

  it("accepting a move marks it moved from the admin's month; a month not yet come is refused and changes nothing", async () => {
    await file("zankou-chicken", { kind: "moved", details: "Now on Sunset." });
    const before = await dataVersion();
    const future = await decide("zankou-chicken", "accept", "2999-01");
    expect(future.status).toBe(400);
    expect(await future.text()).toContain("Give the month as YYYY-MM, no later than");
    expect([await statusOf("zankou-chicken"), await dataVersion()]).toEqual([
      { status: "open", closed_month: null },
      before,
    ]);

    expect((await decide("zankou-chicken", "accept", "2026-01")).status).toBe(200);
    expect(await statusOf("zankou-chicken")).toEqual({ status: "moved", closed_month: "2026-01" });
    expect(await dataVersion()).toBe(before + 1);
    expect(await page("/")).toContain("Zankou Chicken");
  });

  it("accepting wrong information, or dismissing, only closes the report: no data change, no new version", async () => {
    const before = await dataVersion();
    const accepted = await decide("bestia", "accept");
    expect(await accepted.text()).toContain("Accepted the report on Bestia.");
    await file("bestia", { kind: "closed" });
    const dismissed = await decide("bestia", "dismiss");
    expect(await dismissed.text()).toContain("Dismissed the report on Bestia.");
    expect((await reportsOn("bestia")).map((r) => r.status)).toEqual(["accepted", "dismissed"]);
    expect([await statusOf("bestia"), await dataVersion()]).toEqual([{ status: "open", closed_month: null }, before]);
  });

  it("a signed-in diner or an anonymous visitor can neither see nor decide reports", async () => {
    await file("pho-79", { kind: "closed" }, newClient());
    const diner = await signedInAs("reports-diner@example.com");
    expect((await get("/admin?tab=reports", diner.cookie)).status).toBe(403);
    expect((await decide("pho-79", "accept", "", diner.cookie)).status).toBe(403);
    const anonymous = await decide("pho-79", "accept", "", "");
    expect([anonymous.status, anonymous.headers.get("Location")]).toEqual([
      302,
      "/auth?redirectTo=%2Fadmin%3Ftab%3Dreports",
    ]);
    expect(await statusOf("pho-79")).toEqual({ status: "open", closed_month: null });
    expect((await reportsOn("pho-79")).filter((r) => r.status === "open").length).toBeGreaterThan(0);
  });
});
