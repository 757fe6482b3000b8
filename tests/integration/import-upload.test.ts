import { env, SELF } from "cloudflare:test";
import Papa from "papaparse";
import { beforeEach, describe, expect, it } from "vitest";
import hostile from "../fixtures/csv/instagram-hostile.csv?raw";
import { IMPORT_LIMITS, MAX_UPLOAD_BYTES } from "~/lib/csv/import-kinds";
import type { ImportJobView } from "~/lib/csv/import-job-view";
import { get, ORIGIN, signedInAs } from "./support/auth-helpers";
import { clearData, seedFixtures, waitForApplied } from "./support/import-support";

function upload(cookie: string | null, file: File | null, fields: Record<string, string>, origin = ORIGIN) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append("file", file);
  return SELF.fetch(`${ORIGIN}/admin/imports`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

describe("uploading an import", () => {
  beforeEach(clearData);

  it("stores the file in R2 under the job, queues it, and the consumer applies it", async () => {
    await seedFixtures();
    const { cookie, user } = await signedInAs("admin-upload@example.com", { admin: true });
    const file = new File([hostile], "Instagram (final).csv", { type: "text/csv" });
    const response = await upload(cookie, file, { kind: "instagram" });
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: ImportJobView };
    expect(job).toMatchObject({
      kind: "instagram",
      mode: "upsert",
      status: "queued",
      fileName: "Instagram-final-.csv",
    });
    const stored = await env.UPLOADS.get(`imports/${job.id}/Instagram-final-.csv`);
    expect(await stored?.text()).toBe(hostile);
    expect(await env.DB.prepare("SELECT created_by FROM import_jobs WHERE id = ?").bind(job.id).first()).toEqual({
      created_by: user.id,
    });

    const finished = await waitForApplied(cookie, job.id);
    expect(finished.message).toBe(
      "Successfully updated 1 newest restaurants with Instagram embed links! (1 errors occurred)",
    );

    const original = await get(`/admin/imports/${job.id}/file`, cookie);
    expect(original.headers.get("Content-Disposition")).toBe('attachment; filename="Instagram-final-.csv"');
    expect(new TextDecoder().decode(await original.arrayBuffer())).toBe(hostile);

    const rejected = await (await get(`/admin/imports/${job.id}/rejected`, cookie)).text();
    expect(Papa.parse(rejected, { delimiter: ",", skipEmptyLines: true }).data).toEqual([
      ["line", "reason"],
      ["2", `No restaurant named '=HYPERLINK("http://evil.example/steal")' in New & Rising or the ranked list`],
    ]);

    const history = (await (await get("/admin/imports?kind=instagram", cookie)).json()) as { jobs: ImportJobView[] };
    expect(history.jobs.map((j) => j.id)).toEqual([job.id]);
  });

  it("refuses files it cannot import, saying why", async () => {
    const { cookie } = await signedInAs("admin-refuse@example.com", { admin: true });
    const cases: [File | null, string, string][] = [
      [null, "neighborhoods", "Please select a CSV file"],
      [new File(["a"], "hoods.txt"), "neighborhoods", "Please select a CSV file"],
      [new File(["PK\u0003\u0004"], "sheet.xlsx"), "instagram", "Excel files (.xlsx) can't be read here."],
      [new File([""], "empty.csv"), "instagram", "The file is empty."],
      [new File(["PK\u0003\u0004zip"], "renamed.csv"), "instagram", "doesn't look like a text CSV file"],
      [new File([new Uint8Array(IMPORT_LIMITS.restaurants.bytes + 1)], "huge.csv"), "restaurants", "larger than 1 MB"],
    ];
    for (const [file, kind, message] of cases) {
      const response = await upload(cookie, file, { kind });
      expect(response.status, message).toBeGreaterThanOrEqual(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM import_jobs").first()).toEqual({ n: 0 });
    expect((await env.UPLOADS.list({ prefix: "imports/" })).objects).toEqual([]);
  });

  it("refuses a 5 MB ranked list before storing it, saying its limit in bytes and rows", async () => {
    const { cookie } = await signedInAs("admin-too-big@example.com", { admin: true });
    const line = "Some Place,Thai,Echo Park,$$,Eater LA\n";
    const file = new File(["Restaurant Name,Cuisine,Neighborhood,Price,Sources\n", line.repeat(140_000)], "list.csv");
    expect(file.size).toBeGreaterThan(5 * 1024 * 1024);
    const response = await upload(cookie, file, { kind: "restaurants" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The file is larger than 1 MB. Split it into smaller files of at most 1,000 rows.",
    });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM import_jobs").first()).toEqual({ n: 0 });
    expect((await env.UPLOADS.list({ prefix: "imports/" })).objects).toEqual([]);
  });

  it("refuses a list edition over 10 MB before storing it, saying the edition's limits", async () => {
    const { cookie } = await signedInAs("admin-edition-big@example.com", { admin: true });
    const file = new File([new Uint8Array(IMPORT_LIMITS.edition.bytes + 1)], "edition.csv");
    const response = await upload(cookie, file, {
      kind: "edition",
      source: "Eater LA",
      title: "The 38 Essential Restaurants in Los Angeles",
      url: "https://la.eater.com/maps/best-restaurants-los-angeles-38",
      scope: "Los Angeles",
      edition: "2026",
      read: "2026-11-20",
      declaredSize: "38",
      listKind: "best",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The file is larger than 10 MB. Split it into smaller files of at most 100,000 rows.",
    });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM import_jobs").first()).toEqual({ n: 0 });
  });

  it("refuses a Latin-1 (Windows-1252) file with a 'save as CSV UTF-8' message, and stores nothing", async () => {
    const { cookie } = await signedInAs("admin-latin1@example.com", { admin: true });
    const text = "Restaurant Name,Cuisine,Neighborhood,Price,Sources\nCafé Zürich,Café,Echo Park,$$,Eater LA\n";
    const latin1 = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const response = await upload(cookie, new File([latin1], "list.csv"), { kind: "restaurants" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("'CSV UTF-8");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM import_jobs").first()).toEqual({ n: 0 });
    expect((await env.UPLOADS.list({ prefix: "imports/" })).objects).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM restaurants WHERE name LIKE 'Caf%'").first()).toEqual({
      n: 0,
    });
  });

  it("refuses an oversized upload by its declared length or, chunked, by counting, before parsing it", async () => {
    const { cookie } = await signedInAs("admin-huge@example.com", { admin: true });
    const declared = await SELF.fetch(`${ORIGIN}/admin/imports`, {
      method: "POST",
      body: "x",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Length": String(MAX_UPLOAD_BYTES * 3) },
    });
    expect(declared.status).toBe(413);
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD_BYTES * 3) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const counted = await SELF.fetch(`${ORIGIN}/admin/imports`, {
      method: "POST",
      body: chunked,
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(counted.status).toBe(413);
    expect(((await counted.json()) as { error: string }).error).toContain("larger than");
    // Read up to the limit and a little more (a chunk or two in flight), never the whole body.
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 512 * 1024);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM import_jobs").first()).toEqual({ n: 0 });
  });

  it("is for admins only, and only from this site", async () => {
    const file = new File(["name,instagram\nX,@x\n"], "x.csv");
    expect((await get("/admin/imports")).status).toBe(302);
    expect((await upload(null, file, { kind: "instagram" })).status).toBe(302);
    const { cookie: userCookie } = await signedInAs("diner-upload@example.com");
    expect((await upload(userCookie, file, { kind: "instagram" })).status).toBe(403);
    expect((await get("/admin/imports", userCookie)).status).toBe(403);
    const { cookie } = await signedInAs("admin-csrf@example.com", { admin: true });
    expect((await upload(cookie, file, { kind: "instagram" }, "https://evil.example")).status).toBe(403);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM import_jobs").first()).toEqual({ n: 0 });
  });
});
