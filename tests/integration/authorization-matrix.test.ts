import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { upsertGazetteer } from "~/models/gazetteer.server";
import { placeFormValuesOf } from "~/lib/place-edit/place-facts";
import { createImportJob, getImportJob } from "~/models/import-jobs.server";
import { stageRowsStatement } from "~/models/import-staging.server";
import { findEditablePlace } from "~/models/place-edit.server";
import { grantAdmin } from "~/models/roles.server";
import { listSlugs, mergeSlugs } from "~/models/user-lists.server";
import { seedDataset } from "~/models/seed.server";
import { createPasswordReset } from "~/models/password-resets.server";
import { createSession } from "~/models/sessions.server";
import { hashSessionToken, newSessionToken, serializeSessionCookie, SESSION_TTL_MS } from "~/services/session.server";
import { fixtureDataset } from "../fixtures/dataset";
import { fixturePlaces, fixtureZips } from "../fixtures/gazetteer";
import {
  adminEmails,
  createAccount,
  db,
  get,
  ORIGIN,
  outboxLinks,
  PASSWORD,
  post,
  sessionCookieOf,
} from "./support/auth-helpers";

/** The integration config binds BOOTSTRAP_ADMIN_EMAIL to this address; only its owner may claim the first admin role. */
const BOOTSTRAP_EMAIL = "bootstrap@example.com";
const JOB_ID = "matrix-job";
const HOODS_CSV = "Neighborhood Name,seo_description\nKoreatown,Late-night barbecue and karaoke.\n";
const STARTING_SAVED = ["bestia", "kismet"];

type Role = "anonymous" | "user" | "admin";
type Person = { id: string; email: string };
const people = {} as Record<"user" | "admin" | "colleague" | "grantee" | "member" | "bootstrap", Person>;
/** Who each key is between cells: a cell that deletes its caller swaps in a fresh account for itself alone. */
const regulars = {} as typeof people;

type Call = { role: Role; cookie?: string; headers?: Record<string, string> };
type Got = Call & { where: string; response: Response; text: string };
type Check = (got: Got) => unknown;
/** One cell: the exact status and Location; `refused` cells must leave D1 exactly as it was. */
type Cell = { status: number; location?: string; refused?: boolean; check?: Check };
type Row = {
  name: string;
  send: (call: Call) => Promise<Response>;
  before?: (role: Role) => Promise<unknown>;
} & Record<Role, Cell>;
type Fields = Record<string, string | string[]>;

let clients = 0;
/** Each POST from its own client address, so sign-in and mail limits never interfere. */
const newClient = () => ({ "CF-Connecting-IP": `10.99.${clients >> 8}.${clients++ & 255}` });
const cookieHeader = (cookie?: string): Record<string, string> => (cookie ? { Cookie: cookie } : {});

const read = (path: string) => (call: Call) => get(path, call.cookie);
const submit = (path: string, fields: Fields | ((call: Call) => Fields)) => (call: Call) =>
  post(path, typeof fields === "function" ? fields(call) : fields, {
    cookie: call.cookie,
    headers: { ...newClient(), ...call.headers },
  });
const submitJson = (path: string, body: unknown) => (call: Call) =>
  SELF.fetch(ORIGIN + path, {
    method: "POST",
    body: JSON.stringify(body),
    redirect: "manual",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...cookieHeader(call.cookie), ...call.headers },
  });
const upload = (withFile: boolean) => (call: Call) => {
  const body = new FormData();
  body.append("kind", "neighborhoods");
  if (withFile) body.append("file", new File([HOODS_CSV], "hoods.csv", { type: "text/csv" }));
  return SELF.fetch(`${ORIGIN}/admin/imports`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: ORIGIN, ...cookieHeader(call.cookie), ...call.headers },
  });
};

const all =
  (checks: Check[]): Check =>
  async (got) => {
    for (const check of checks) await check(got);
  };
/** Pages are long: a failure names the missing text instead of printing the whole page. */
const includes =
  (...parts: string[]): Check =>
  ({ text, where }) => {
    for (const part of parts) expect(text.includes(part), `${where}: shows "${part}"`).toBe(true);
  };
const excludes =
  (...parts: string[]): Check =>
  ({ text, where }) => {
    for (const part of parts) expect(text.includes(part), `${where}: does not show "${part}"`).toBe(false);
  };
const json =
  (expected: object): Check =>
  ({ text, where }) =>
    expect(JSON.parse(text), where).toMatchObject(expected);
const admins =
  (...emails: string[]): Check =>
  async ({ where }) =>
    expect(await adminEmails(), `${where}: admins in D1`).toEqual(emails);
const savedList =
  (slugs: string[]): Check =>
  async ({ text, where, role }) => {
    expect(JSON.parse(text), where).toEqual({ slugs });
    expect(
      await listSlugs(db(), "saved", people[role as Exclude<Role, "anonymous">].id),
      `${where}: saved list in D1`,
    ).toEqual(slugs);
  };

const answers = (status: number, ...checks: Check[]): Cell => ({ status, check: all(checks) });
const refusedWith = (status: number, ...checks: Check[]): Cell => ({ status, refused: true, check: all(checks) });
const redirectsTo = (location: string, ...checks: Check[]): Cell => ({ status: 302, location, check: all(checks) });
const toSignIn = (path: string): Cell => ({
  status: 302,
  location: `/auth?redirectTo=${encodeURIComponent(path)}`,
  refused: true,
});
const accessDenied = refusedWith(
  403,
  includes(
    "Access Denied",
    "You don&#x27;t have permission to access this page. Admin privileges are required.",
    "Go Home",
  ),
  excludes("Make Yourself Admin"),
);
const adminOnlyJson = refusedWith(403, json({ error: "Admin privileges are required." }));
const signInToSave = refusedWith(401, json({ error: "Sign in to keep your saved list on your account." }));
const everyone = (cell: Cell) => ({ anonymous: cell, user: cell, admin: cell });
const adminOnly = (path: string, admin: Cell, denied = accessDenied) => ({
  anonymous: toSignIn(path),
  user: denied,
  admin,
});
const signedInOnly = (cell: Cell) => ({ anonymous: signInToSave, user: cell, admin: cell });

const signsInMember: Check = async ({ response, cookie, where }) => {
  const fresh = sessionCookieOf(response);
  expect(await (await get("/resources/saved", fresh)).json(), `${where}: the new session`).toEqual({ slugs: [] });
  if (cookie) expect((await get("/resources/saved", cookie)).status, `${where}: the caller's old session`).toBe(401);
};
const endsSession: Check = async ({ response, cookie, where }) => {
  expect(response.headers.get("Set-Cookie"), where).toMatch(/Max-Age=0/);
  if (cookie) expect((await get("/resources/saved", cookie)).status, `${where}: the ended session`).toBe(401);
};
const newcomer = (role: Role) => `newcomer-${role}@example.com`;
const mailsConfirmation: Check = async ({ role, where }) =>
  expect(await outboxLinks(newcomer(role)), `${where}: confirmation mail`).toEqual([
    expect.stringContaining("/auth/confirm?token="),
  ]);
const queuesImport: Check = async ({ text, where }) => {
  const { job } = JSON.parse(text) as { job: { id: string } };
  expect(job, where).toMatchObject({ kind: "neighborhoods", status: "queued", fileName: "hoods.csv" });
  expect(await (await env.UPLOADS.get(`imports/${job.id}/hoods.csv`))?.text(), `${where}: file in R2`).toBe(HOODS_CSV);
  expect(await settledStatus(job.id), `${where}: the queued job`).toBe("ready");
};
const listsJob: Check = ({ text, where }) =>
  expect(
    (JSON.parse(text) as { jobs: { id: string }[] }).jobs.map((job) => job.id),
    where,
  ).toContain(JOB_ID);

/** One open report on Parks BBQ, and the place open: what each cell of the Reports rows starts from. */
let openReportId = 0;
async function openReport() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM reports"),
    env.DB.prepare("UPDATE restaurants SET status = 'open', closed_month = NULL WHERE slug = 'parks-bbq'"),
  ]);
  const row = await env.DB.prepare(
    `INSERT INTO reports (restaurant_slug, kind, details, created_at)
     VALUES ('parks-bbq', 'closed', 'Shut for good.', '2026-01-01T00:00:00.000Z') RETURNING id`,
  ).first<{ id: number }>();
  openReportId = row!.id;
}
const decide = (intent: string) => () => ({ intent, reportId: String(openReportId), month: "" });
const reportLeft =
  (status: string, placeStatus: string): Check =>
  async ({ where }) => {
    const report = await env.DB.prepare("SELECT status FROM reports WHERE id = ?").bind(openReportId).first();
    const place = await env.DB.prepare("SELECT status FROM restaurants WHERE slug = 'parks-bbq'").first();
    expect([report, place], `${where}: the report and the place`).toEqual([{ status }, { status: placeStatus }]);
  };
const reportFiled: Check = async ({ where }) =>
  expect(
    await env.DB.prepare("SELECT restaurant_slug, kind, status FROM reports ORDER BY id DESC LIMIT 1").first(),
    `${where}: the stored report`,
  ).toEqual({ restaurant_slug: "zankou-chicken", kind: "closed", status: "open" });

const RESET_SENT = "If an account uses that address, we&#x27;ve sent it a link to choose a new password.";
const mailsReset: Check = async ({ where }) =>
  expect(await outboxLinks("member@example.com"), `${where}: reset mail`).toContainEqual(
    expect.stringContaining("/auth/reset?token="),
  );
/** A signed-in page: the same cell for the user and the admin. */
const signedInOnlyPage = (cell: Cell) => ({ user: cell, admin: cell });
const downloadsOwnData: Check = ({ text, role, where, response }) => {
  expect(response.headers.get("Content-Disposition"), where).toMatch(/^attachment/);
  expect(JSON.parse(text), where).toEqual({
    email: people[role as Exclude<Role, "anonymous">].email,
    exportedAt: expect.any(String),
    saved: STARTING_SAVED,
    been: [],
  });
};
let memberResetToken = "";
async function issueMemberReset() {
  memberResetToken = newSessionToken();
  await createPasswordReset(db(), {
    id: await hashSessionToken(memberResetToken),
    userId: people.member.id,
    expiresAt: Date.now() + 60_000,
  });
}
let fresh = 0;
async function replaceCallerWithFreshAccount(role: Role) {
  if (role === "anonymous") return;
  people[role] = await createAccount(`leaving-${role}-${fresh++}@example.com`);
  if (role === "admin") {
    await env.DB.exec("DELETE FROM user_roles");
    await grantAdmin(db(), people.admin.id, null);
  }
}
const accountGone: Check = async ({ role, where, response }) => {
  expect(response.headers.get("Clear-Site-Data"), where).toBe('"storage"');
  const id = people[role as Exclude<Role, "anonymous">].id;
  expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(id).first(), `${where}: user row`).toBeNull();
  expect(await listSlugs(db(), "saved", id), `${where}: saved list`).toEqual([]);
};

const jobPath = `/admin/imports/${JOB_ID}`;
const PREVIEW_JOB = "matrix-preview";
const previewPath = `/admin/imports/${PREVIEW_JOB}`;
/** A neighborhood upload stopped at its preview (one staged row), as the queue leaves it, the data version current. */
async function readyPreview() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM import_jobs WHERE id = ?").bind(PREVIEW_JOB),
    env.DB.prepare("DELETE FROM import_staging WHERE job_id = ?").bind(PREVIEW_JOB),
    env.DB.prepare("DELETE FROM neighborhood_descriptions WHERE slug = 'koreatown'"),
  ]);
  const preview = { summary: "Would add or update 1 neighborhood description.", done: "Successfully uploaded 1" };
  await createImportJob(db(), {
    id: PREVIEW_JOB,
    kind: "neighborhoods",
    status: "ready",
    attempts: 1,
    fileKey: `imports/${JOB_ID}/hoods.csv`,
    fileName: "hoods.csv",
    fileSize: HOODS_CSV.length,
    createdBy: null,
    createdAt: new Date().toISOString(),
    preview: JSON.stringify(preview),
    dataVersion: (await env.DB.prepare("SELECT value FROM data_meta WHERE key = 'data_version'").first<{
      value: string;
    }>())!.value,
  });
  const row = { title: "Koreatown", seoDescription: "Late-night barbecue and karaoke.", metaDescription: null };
  await stageRowsStatement(db(), { jobId: PREVIEW_JOB, attempt: 1 }, [
    { seq: 0, line: 2, key: "koreatown", payload: row },
  ]).run();
}
const koreatown = () =>
  env.DB.prepare("SELECT seo_description FROM neighborhood_descriptions WHERE slug = 'koreatown'").first();
const previewApplied: Check = async ({ where }) => {
  expect(await settledStatus(PREVIEW_JOB, ["done", "failed"]), `${where}: the job`).toBe("done");
  expect(await koreatown(), `${where}: the neighborhood`).toEqual({
    seo_description: "Late-night barbecue and karaoke.",
  });
};
const previewDiscarded: Check = async ({ where }) => {
  expect((await getImportJob(db(), PREVIEW_JOB))?.status, `${where}: the job`).toBe("discarded");
  expect(await koreatown(), `${where}: the neighborhood`).toBeNull();
  const staged = await env.DB.prepare("SELECT count(*) AS n FROM import_staging WHERE job_id = ?")
    .bind(PREVIEW_JOB)
    .first();
  expect(staged, `${where}: its staging`).toEqual({ n: 0 });
};
const BESTIA_FORM = "/admin/restaurants/bestia";
/** Bestia with no phone and never verified, and the edit form as it would have loaded. */
let bestiaLoadedAt = "";
let bestiaValues: Record<string, string> = {};
async function resetBestia() {
  await env.DB.prepare("UPDATE restaurants SET phone = NULL, last_verified = NULL WHERE slug = 'bestia'").run();
  const place = (await findEditablePlace(db(), "bestia"))!;
  [bestiaLoadedAt, bestiaValues] = [place.updatedAt, placeFormValuesOf(place)];
}
const bestiaForm = (changes: Record<string, string>) => ({
  intent: "save",
  loadedAt: bestiaLoadedAt,
  ...bestiaValues,
  ...changes,
});
const bestiaPhone =
  (phone: string): Check =>
  async ({ where }) =>
    expect(await env.DB.prepare("SELECT phone FROM restaurants WHERE slug = 'bestia'").first(), where).toEqual({
      phone,
    });
/** Leaves the caller's own admin role, if any, and no other: for anyone else no admin exists. */
const onlyCallerIsAdmin = (role: Role) =>
  env.DB.prepare("DELETE FROM user_roles WHERE user_id != ?")
    .bind(role === "admin" ? people.admin.id : "")
    .run();

/** Every endpoint and form action, and what each role gets. New routes belong in this table. */
const matrix: Row[] = [
  {
    name: "GET / while nobody but the caller is an admin",
    before: onlyCallerIsAdmin,
    send: read("/"),
    anonymous: answers(200, excludes("Data Management (Admin Only)", "Make Yourself Admin")),
    user: answers(200, excludes("Data Management (Admin Only)", "Make Yourself Admin")),
    admin: answers(200, includes("Data Management (Admin Only)")),
  },
  { name: "POST / (no action)", send: submit("/", {}), ...everyone(refusedWith(405)) },
  {
    name: "GET /admin while nobody but the caller is an admin",
    before: onlyCallerIsAdmin,
    send: read("/admin"),
    ...adminOnly("/admin", answers(200, includes("Admin Dashboard", "boss@example.com", "Neighborhood descriptions"))),
  },
  {
    name: "GET /admin?tab=neighborhoods",
    send: read("/admin?tab=neighborhoods"),
    ...adminOnly("/admin?tab=neighborhoods", answers(200, includes("Neighborhood descriptions"))),
  },
  {
    name: "GET /admin?tab=restaurants",
    send: read("/admin?tab=restaurants"),
    ...adminOnly("/admin?tab=restaurants", answers(200, includes("Restaurant data"))),
  },
  {
    name: "GET /admin?tab=users",
    send: read("/admin?tab=users"),
    ...adminOnly("/admin?tab=users", answers(200, includes("boss@example.com", "colleague@example.com"))),
  },
  {
    name: "POST /admin?tab=users intent=grant",
    send: submit("/admin?tab=users", { intent: "grant", email: "grantee@example.com" }),
    ...adminOnly(
      "/admin?tab=users",
      answers(
        200,
        includes("Admin role added successfully!"),
        admins("boss@example.com", "colleague@example.com", "grantee@example.com"),
      ),
    ),
  },
  {
    name: "POST /admin?tab=users intent=grant without an email",
    send: submit("/admin?tab=users", { intent: "grant", email: "" }),
    ...adminOnly("/admin?tab=users", answers(400, includes("Please enter an email address"))),
  },
  {
    name: "POST /admin?tab=users intent=revoke",
    send: submit("/admin?tab=users", () => ({ intent: "revoke", userId: people.colleague.id })),
    ...adminOnly("/admin?tab=users", answers(200, includes("Admin role removed."), admins("boss@example.com"))),
  },
  {
    name: "POST /admin?tab=users with an unknown intent",
    send: submit("/admin?tab=users", { intent: "promote-everyone" }),
    ...adminOnly("/admin?tab=users", answers(400, includes("Unknown request"))),
  },
  {
    name: "GET /admin?tab=reports",
    before: openReport,
    send: read("/admin?tab=reports"),
    ...adminOnly("/admin?tab=reports", answers(200, includes("Open reports (1)", "Parks BBQ", "Shut for good."))),
  },
  {
    name: "POST /admin?tab=reports intent=accept (a closure)",
    before: openReport,
    send: submit("/admin?tab=reports", decide("accept")),
    ...adminOnly(
      "/admin?tab=reports",
      answers(200, includes("Accepted: Parks BBQ is now marked closed"), reportLeft("accepted", "closed")),
    ),
  },
  {
    name: "POST /admin?tab=reports intent=dismiss",
    before: openReport,
    send: submit("/admin?tab=reports", decide("dismiss")),
    ...adminOnly(
      "/admin?tab=reports",
      answers(200, includes("Dismissed the report on Parks BBQ."), reportLeft("dismissed", "open")),
    ),
  },
  {
    name: "POST /admin?tab=reports for a report that is not open",
    send: submit("/admin?tab=reports", { intent: "accept", reportId: "999999", month: "" }),
    ...adminOnly("/admin?tab=reports", answers(404, includes("That report is not open any more"))),
  },
  {
    name: "GET /admin/imports?kind=neighborhoods",
    send: read("/admin/imports?kind=neighborhoods"),
    ...adminOnly("/admin/imports?kind=neighborhoods", answers(200, listsJob), adminOnlyJson),
  },
  {
    name: "GET /admin/imports?id=:id",
    send: read(`/admin/imports?id=${JOB_ID}`),
    ...adminOnly(
      `/admin/imports?id=${JOB_ID}`,
      answers(200, json({ job: { id: JOB_ID, kind: "neighborhoods", status: "done" } })),
      adminOnlyJson,
    ),
  },
  {
    name: "POST /admin/imports with a CSV file",
    send: upload(true),
    ...adminOnly("/admin/imports", answers(202, queuesImport), adminOnlyJson),
  },
  {
    name: "POST /admin/imports without a file",
    send: upload(false),
    ...adminOnly(
      "/admin/imports",
      answers(400, json({ error: expect.stringContaining("Please select a CSV file") })),
      adminOnlyJson,
    ),
  },
  {
    name: "GET /admin/imports/:id/file",
    send: read(`${jobPath}/file`),
    ...adminOnly(
      `${jobPath}/file`,
      answers(200, ({ text, response, where }) => {
        expect(text, where).toBe(HOODS_CSV);
        expect(response.headers.get("Content-Disposition"), where).toBe('attachment; filename="hoods.csv"');
      }),
      adminOnlyJson,
    ),
  },
  {
    name: "GET /admin/imports/:id/file of a missing job",
    send: read("/admin/imports/no-such-job/file"),
    ...adminOnly("/admin/imports/no-such-job/file", answers(404), adminOnlyJson),
  },
  {
    name: "GET /admin/imports/:id/rejected",
    send: read(`${jobPath}/rejected`),
    ...adminOnly(`${jobPath}/rejected`, answers(200, includes("line,reason", "3,Missing its SEO text")), adminOnlyJson),
  },
  {
    name: "GET /admin/imports/:id (its preview)",
    before: readyPreview,
    send: read(previewPath),
    ...adminOnly(previewPath, answers(200, includes("Import preview: hoods.csv", "Would add or update", "Apply"))),
  },
  {
    name: "GET /admin/imports/:id of a missing job",
    send: read("/admin/imports/no-such-job"),
    ...adminOnly("/admin/imports/no-such-job", refusedWith(404)),
  },
  {
    name: "POST /admin/imports/:id intent=apply",
    before: readyPreview,
    send: submit(previewPath, { intent: "apply", attempt: "1" }),
    ...adminOnly(previewPath, answers(202, includes("Applying"), previewApplied)),
  },
  {
    name: "POST /admin/imports/:id intent=discard",
    before: readyPreview,
    send: submit(previewPath, { intent: "discard", attempt: "1" }),
    ...adminOnly(previewPath, answers(200, includes("Discarded: nothing was changed."), previewDiscarded)),
  },
  {
    name: "POST /admin/imports/:id for a preview made again since",
    before: readyPreview,
    send: submit(previewPath, { intent: "apply", attempt: "0" }),
    ...adminOnly(previewPath, refusedWith(409, includes("this preview was made again since you opened it"))),
  },
  {
    name: "POST /admin/imports/:id with an unknown intent",
    before: readyPreview,
    send: submit(previewPath, { intent: "publish", attempt: "1" }),
    ...adminOnly(previewPath, refusedWith(400, includes("Nothing was changed: unknown request."))),
  },
  {
    name: "GET /admin?tab=health",
    send: read("/admin?tab=health"),
    ...adminOnly("/admin?tab=health", answers(200, includes("Places by gap", "No street address", BESTIA_FORM))),
  },
  {
    name: "GET /admin/restaurants/:slug",
    send: read(BESTIA_FORM),
    ...adminOnly(BESTIA_FORM, answers(200, includes("Edit Bestia", "Mark verified today", "Save changes"))),
  },
  {
    name: "GET /admin/restaurants/:slug of a missing place",
    send: read("/admin/restaurants/no-such-place"),
    ...adminOnly("/admin/restaurants/no-such-place", refusedWith(404)),
  },
  {
    name: "POST /admin/restaurants/:slug intent=save",
    before: resetBestia,
    send: submit(BESTIA_FORM, () => bestiaForm({ phone: "213-555-0100" })),
    ...adminOnly(BESTIA_FORM, answers(200, includes("Saved: Phone."), bestiaPhone("213-555-0100"))),
  },
  {
    name: "POST /admin/restaurants/:slug intent=save with bad input",
    before: resetBestia,
    send: submit(BESTIA_FORM, () => bestiaForm({ phone: "213-555-0100", latitude: "91" })),
    ...adminOnly(BESTIA_FORM, refusedWith(400, includes("Nothing was saved", "Latitude must be a number"))),
  },
  {
    name: "POST /admin/restaurants/:slug intent=verify",
    before: resetBestia,
    send: submit(BESTIA_FORM, () => ({ intent: "verify", loadedAt: bestiaLoadedAt })),
    ...adminOnly(BESTIA_FORM, answers(200, includes("Marked verified on"))),
  },
  {
    name: "POST /admin/restaurants/:slug with an unknown intent",
    before: resetBestia,
    send: submit(BESTIA_FORM, () => ({ intent: "delete", loadedAt: bestiaLoadedAt })),
    ...adminOnly(BESTIA_FORM, refusedWith(400, includes("Unknown request"))),
  },
  { name: "GET /admin/bootstrap", send: read("/admin/bootstrap"), ...everyone(refusedWith(405)) },
  {
    name: "POST /admin/bootstrap while nobody but the caller is an admin",
    before: onlyCallerIsAdmin,
    send: submit("/admin/bootstrap", {}),
    anonymous: toSignIn("/admin"),
    user: adminOnlyJson,
    admin: adminOnlyJson,
  },
  {
    name: "GET /resources/map-points",
    send: read("/resources/map-points"),
    ...everyone(answers(200, json({ points: expect.arrayContaining([expect.arrayContaining(["bestia"])]) }))),
  },
  {
    name: "GET /resources/new-and-rising",
    send: read("/resources/new-and-rising"),
    ...everyone(answers(200, json({ restaurants: [expect.objectContaining({ name: "New Spot" })] }))),
  },
  {
    name: "GET /resources/saved",
    send: read("/resources/saved"),
    ...signedInOnly(answers(200, savedList(STARTING_SAVED))),
  },
  {
    name: "POST /resources/saved intent=merge",
    send: submit("/resources/saved", { intent: "merge", slugs: ["kismet", "howlin-rays"] }),
    ...signedInOnly(answers(200, savedList(["bestia", "kismet", "howlin-rays"]))),
  },
  {
    name: "POST /resources/saved intent=add",
    send: submit("/resources/saved", { intent: "add", slug: "republique" }),
    ...signedInOnly(answers(200, savedList(["bestia", "kismet", "republique"]))),
  },
  {
    name: "POST /resources/saved intent=add as JSON",
    send: submitJson("/resources/saved", { intent: "add", slug: "republique" }),
    ...signedInOnly(answers(200, savedList(["bestia", "kismet", "republique"]))),
  },
  {
    name: "POST /resources/saved intent=remove",
    send: submit("/resources/saved", { intent: "remove", slug: "bestia" }),
    ...signedInOnly(answers(200, savedList(["kismet"]))),
  },
  {
    name: "POST /resources/saved intent=clear",
    send: submit("/resources/saved", { intent: "clear" }),
    ...signedInOnly(answers(200, savedList([]))),
  },
  {
    name: "POST /resources/saved with an unknown intent",
    send: submit("/resources/saved", { intent: "share", slug: "bestia" }),
    ...signedInOnly(refusedWith(400, json({ error: "Invalid saved-list request." }))),
  },
  // Only because the integration config says ENVIRONMENT = "development": /dev/* does not exist anywhere else.
  {
    name: "GET /dev/outbox",
    send: read("/dev/outbox"),
    ...everyone(answers(200, includes("Outbox", "This page does not exist in production."))),
  },
  {
    name: "GET /api/health",
    send: read("/api/health"),
    ...everyone(answers(200, ({ text, where }) => expect(text, where).toBe("ok"))),
  },
  {
    name: "GET /api/geo/zip/:zip",
    send: read("/api/geo/zip/90012"),
    ...everyone(answers(200, json({ zip: "90012", label: "Los Angeles, CA 90012" }))),
  },
  {
    name: "GET /api/geo/zip/:zip with a malformed ZIP",
    send: read("/api/geo/zip/9001"),
    ...everyone(answers(400, json({ error: "ZIP code must be 5 digits" }))),
  },
  {
    name: "GET /api/geo/search",
    send: read("/api/geo/search?q=Silver%20Lake"),
    ...everyone(answers(200, json({ label: "Silver Lake, CA", source: "gazetteer" }))),
  },
  {
    name: "GET /api/geo/reverse",
    send: read("/api/geo/reverse?lat=34.0522&lng=-118.2437"),
    ...everyone(answers(200, json({ city: "Los Angeles", neighborhood: "Downtown" }))),
  },
  {
    name: "GET /api/no-such-endpoint",
    send: read("/api/no-such-endpoint"),
    ...everyone(answers(404, json({ error: "Not found" }))),
  },
  {
    name: "POST /api/geo/search (the API takes no mutations)",
    send: submit("/api/geo/search?q=Silver%20Lake", {}),
    ...everyone(refusedWith(404, json({ error: "Not found" }))),
  },
  {
    name: "GET /auth",
    send: read("/auth"),
    anonymous: answers(200, includes("Your LA Eats Ranked account")),
    user: { ...redirectsTo("/"), refused: true },
    admin: { ...redirectsTo("/"), refused: true },
  },
  {
    name: "POST /auth intent=signin",
    send: submit("/auth", { intent: "signin", email: "member@example.com", password: PASSWORD, redirectTo: "/saved" }),
    ...everyone(redirectsTo("/saved", signsInMember)),
  },
  {
    name: "POST /auth intent=signup",
    send: submit("/auth", ({ role }) => ({
      intent: "signup",
      email: newcomer(role),
      password: "a-fresh-password-42",
      confirmPassword: "a-fresh-password-42",
    })),
    anonymous: answers(200, includes("Check your email for the confirmation link!"), mailsConfirmation),
    user: { ...redirectsTo("/"), refused: true },
    admin: { ...redirectsTo("/"), refused: true },
  },
  {
    name: "POST /auth with an unknown intent",
    send: submit("/auth", { intent: "impersonate", email: "member@example.com" }),
    anonymous: refusedWith(400, includes("Unknown request")),
    user: { ...redirectsTo("/"), refused: true },
    admin: { ...redirectsTo("/"), refused: true },
  },
  {
    name: "GET /auth/confirm with an invalid token",
    send: read("/auth/confirm?token=not-a-token"),
    ...everyone(answers(400, includes("This link is not valid"))),
  },
  {
    name: "POST /auth/confirm (resend the link)",
    send: submit("/auth/confirm?token=not-a-token", { email: "nobody-yet@example.com" }),
    ...everyone(answers(200, includes("If that account still needs confirming, we&#x27;ve sent a new link."))),
  },
  { name: "GET /sign-out", send: read("/sign-out"), ...everyone(refusedWith(405)) },
  { name: "POST /sign-out", send: submit("/sign-out", {}), ...everyone(redirectsTo("/", endsSession)) },
  {
    name: "GET /restaurants/:slug/report",
    send: read("/restaurants/bestia/report"),
    ...everyone(answers(200, includes("Report a problem with Bestia"))),
  },
  {
    name: "POST /restaurants/:slug/report",
    send: submit("/restaurants/zankou-chicken/report", { kind: "closed", details: "Closed in May." }),
    ...everyone({ status: 303, location: "/restaurants/zankou-chicken/report?sent", check: reportFiled }),
  },
  {
    name: "POST /restaurants/:slug/report without saying what is wrong",
    send: submit("/restaurants/zankou-chicken/report", { details: "Something?" }),
    ...everyone(refusedWith(400, includes("Please choose what is wrong."))),
  },
  { name: "GET /saved", send: read("/saved"), ...everyone(answers(200, includes("Your Saved Restaurants"))) },
  { name: "POST /saved (no action)", send: submit("/saved", {}), ...everyone(refusedWith(405)) },
  {
    name: "GET /auth/forgot",
    send: read("/auth/forgot"),
    ...everyone(answers(200, includes("Forgot your password?"))),
  },
  {
    name: "POST /auth/forgot",
    send: submit("/auth/forgot", { email: "member@example.com" }),
    ...everyone(answers(200, includes(RESET_SENT), mailsReset)),
  },
  {
    name: "GET /auth/reset with a dead token",
    send: read("/auth/reset?token=not-a-token"),
    ...everyone(answers(410, includes("This link has expired or has already been used."))),
  },
  {
    name: "POST /auth/reset with a dead token",
    send: submit("/auth/reset", { token: "not-a-token", password: PASSWORD, confirmPassword: PASSWORD }),
    ...everyone(refusedWith(410, includes("This link has expired or has already been used."))),
  },
  {
    name: "POST /auth/reset with a live token",
    before: issueMemberReset,
    send: submit("/auth/reset", () => ({ token: memberResetToken, password: PASSWORD, confirmPassword: PASSWORD })),
    ...everyone(redirectsTo("/account?done=password-reset", signsInMember)),
  },
  {
    name: "GET /account",
    send: read("/account"),
    anonymous: toSignIn("/account"),
    ...signedInOnlyPage(answers(200, includes("Your account", "Change Password", "Sign out everywhere else"))),
  },
  {
    name: "POST /account intent=change-password",
    send: submit("/account", {
      intent: "change-password",
      currentPassword: PASSWORD,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
    anonymous: toSignIn("/account"),
    ...signedInOnlyPage(answers(200, includes("Your password is changed."))),
  },
  {
    name: "POST /account intent=change-password with a wrong current password",
    send: submit("/account", {
      intent: "change-password",
      currentPassword: "not-mine-1",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
    anonymous: toSignIn("/account"),
    ...signedInOnlyPage(refusedWith(400, includes("Your current password is not right."))),
  },
  {
    name: "POST /account intent=sign-out-others",
    send: submit("/account", { intent: "sign-out-others", currentPassword: PASSWORD }),
    anonymous: toSignIn("/account"),
    ...signedInOnlyPage(answers(200, includes("Signed out everywhere else (0 other sessions)."))),
  },
  {
    name: "POST /account intent=sign-out-others without the password",
    send: submit("/account", { intent: "sign-out-others" }),
    anonymous: toSignIn("/account"),
    ...signedInOnlyPage(refusedWith(400, includes("Enter your current password."))),
  },
  {
    name: "POST /account intent=delete with the address but a wrong password",
    send: submit("/account", ({ role }) => ({
      intent: "delete",
      confirmEmail: role === "anonymous" ? "" : people[role].email,
      currentPassword: "not-mine-1",
    })),
    anonymous: toSignIn("/account"),
    ...signedInOnlyPage(refusedWith(400, includes("Your current password is not right."))),
  },
  {
    name: "POST /account with an unknown intent",
    send: submit("/account", { intent: "grant-admin" }),
    anonymous: toSignIn("/account"),
    ...signedInOnlyPage(refusedWith(400, includes("Unknown request"))),
  },
  {
    name: "POST /account intent=delete with the wrong address typed",
    send: submit("/account", { intent: "delete", confirmEmail: "someone-else@example.com" }),
    anonymous: toSignIn("/account"),
    ...signedInOnlyPage(refusedWith(400, includes("type your email address exactly as shown"))),
  },
  {
    name: "GET /account/data",
    send: read("/account/data"),
    anonymous: toSignIn("/account/data"),
    ...signedInOnlyPage(answers(200, downloadsOwnData)),
  },
  {
    name: "GET /account/deleted",
    send: read("/account/deleted"),
    ...everyone(answers(200, includes("Your account has been deleted"))),
  },
  // Last: these cells delete the caller, so each runs as a fresh account (the admin's the only admin).
  {
    name: "POST /account intent=delete, the caller a fresh account",
    before: replaceCallerWithFreshAccount,
    send: submit("/account", ({ role }) => ({
      intent: "delete",
      confirmEmail: role === "anonymous" ? "" : people[role].email,
      currentPassword: PASSWORD,
    })),
    anonymous: toSignIn("/account"),
    user: redirectsTo("/account/deleted", accountGone),
    admin: refusedWith(409, includes("You are the only admin.")),
  },
];

/** Tables a refused request must not touch. */
const WATCHED = {
  users: "SELECT id, email FROM users ORDER BY id",
  user_roles: "SELECT user_id, role FROM user_roles ORDER BY user_id, role",
  sessions: "SELECT id FROM sessions ORDER BY id",
  password_resets: "SELECT id FROM password_resets ORDER BY id",
  import_jobs: "SELECT id, status, attempts FROM import_jobs ORDER BY id",
  import_staging: "SELECT job_id, seq FROM import_staging ORDER BY job_id, seq",
  edition_staging: "SELECT job_id, seq FROM edition_staging ORDER BY job_id, seq",
  neighborhood_descriptions: "SELECT slug, seo_description FROM neighborhood_descriptions ORDER BY slug",
  saved_restaurants: "SELECT user_id, restaurant_slug FROM saved_restaurants ORDER BY rowid",
  reports: "SELECT id, status FROM reports ORDER BY id",
  restaurants: "SELECT slug, status, closed_month, phone, last_verified FROM restaurants ORDER BY slug",
  data_changes: "SELECT version FROM data_changes ORDER BY version",
};

async function snapshotD1() {
  const results = await env.DB.batch(Object.values(WATCHED).map((query) => env.DB.prepare(query)));
  return Object.fromEntries(Object.keys(WATCHED).map((table, i) => [table, results[i].results]));
}

/** Every cell starts from the same state: two admins, two saved lists, no sessions. */
async function resetState() {
  Object.assign(people, regulars);
  await env.DB.batch(["sessions", "user_roles", "saved_restaurants"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  for (const person of [people.admin, people.colleague]) await grantAdmin(db(), person.id, null);
  for (const person of [people.user, people.admin]) await mergeSlugs(db(), "saved", person.id, STARTING_SAVED);
}

/** A live session, written as sign-in writes it, without paying for a password hash per cell. */
async function sessionCookieFor(person: Person): Promise<string> {
  const token = newSessionToken();
  await createSession(db(), {
    id: await hashSessionToken(token),
    userId: person.id,
    expiresAt: Date.now() + SESSION_TTL_MS,
  });
  return (await serializeSessionCookie(new Request(ORIGIN), env, token)).split(";")[0];
}

function settledStatus(jobId: string, settled = ["ready", "done", "failed"]): Promise<string> {
  return vi.waitFor(
    async () => {
      const status = (await getImportJob(db(), jobId))?.status;
      if (!status || !settled.includes(status)) throw new Error(`the import is still ${status}`);
      return status;
    },
    { timeout: 10_000, interval: 100 },
  );
}

async function runCell(row: Row, role: Role, headers?: Record<string, string>) {
  await resetState();
  await row.before?.(role);
  const cookie = role === "anonymous" ? undefined : await sessionCookieFor(people[role]);
  const before = await snapshotD1();
  const response = await row.send({ role, cookie, headers });
  // Decoded by hand: the file download is octet-stream, which response.text() warns about.
  return { response, text: new TextDecoder().decode(await response.arrayBuffer()), before, cookie };
}

beforeAll(async () => {
  await seedDataset(db(), fixtureDataset);
  await upsertGazetteer(db(), fixtureZips, fixturePlaces);
  const emails = {
    user: "diner@example.com",
    admin: "boss@example.com",
    colleague: "colleague@example.com",
    grantee: "grantee@example.com",
    member: "member@example.com",
    bootstrap: BOOTSTRAP_EMAIL,
  };
  for (const [key, email] of Object.entries(emails)) people[key as keyof typeof emails] = await createAccount(email);
  Object.assign(regulars, people);
  await env.UPLOADS.put(`imports/${JOB_ID}/hoods.csv`, HOODS_CSV);
  await createImportJob(db(), {
    id: JOB_ID,
    kind: "neighborhoods",
    status: "done",
    fileKey: `imports/${JOB_ID}/hoods.csv`,
    fileName: "hoods.csv",
    fileSize: HOODS_CSV.length,
    createdBy: null,
    createdAt: new Date().toISOString(),
    rejected: JSON.stringify([{ line: 3, reason: "Missing its SEO text" }]),
  });
});

describe("the authorization matrix: anonymous, signed-in user and admin on every route and action", () => {
  for (const row of matrix) {
    const summary = `anonymous ${row.anonymous.status}, user ${row.user.status}, admin ${row.admin.status}`;
    it(`${row.name} answers ${summary}`, async () => {
      for (const role of ["anonymous", "user", "admin"] as const) {
        const expected = row[role];
        const where = `${row.name} as ${role}`;
        const { response, text, before, cookie } = await runCell(row, role);
        expect(response.status, where).toBe(expected.status);
        expect(response.headers.get("Location"), `${where}: Location`).toBe(expected.location ?? null);
        if (expected.refused) expect(await snapshotD1(), `${where}: D1 unchanged`).toEqual(before);
        await expected.check?.({ role, cookie, where, response, text });
      }
    });
  }
});

describe("cross-site mutations", () => {
  const forgeries = {
    "a foreign Origin": { Origin: "https://evil.example" },
    "a foreign Origin labelled Sec-Fetch-Site: same-origin": {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "same-origin",
    },
  };
  for (const row of matrix.filter((r) => r.name.startsWith("POST "))) {
    it(`${row.name} from another site is refused with 403 before anything runs, even for the admin`, async () => {
      for (const [label, headers] of Object.entries(forgeries)) {
        const where = `${row.name} as admin with ${label}`;
        const { response, text, before } = await runCell(row, "admin", headers);
        expect(response.status, where).toBe(403);
        expect(text, where).toBe("Cross-site request refused");
        expect(await snapshotD1(), `${where}: D1 unchanged`).toEqual(before);
      }
    });
  }
});

describe("the first-admin bootstrap", () => {
  it("offers and grants the admin role to the BOOTSTRAP_ADMIN_EMAIL account while no admin exists", async () => {
    await resetState();
    await env.DB.exec("DELETE FROM user_roles");
    const cookie = await sessionCookieFor(people.bootstrap);
    const home = await (await get("/", cookie)).text();
    expect(home.includes("Make Yourself Admin"), "the home page offers Make Yourself Admin").toBe(true);
    const response = await post("/admin/bootstrap", {}, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?tab=users");
    expect(await adminEmails()).toEqual([BOOTSTRAP_EMAIL]);
  });
});
