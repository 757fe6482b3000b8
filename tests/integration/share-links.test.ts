import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN } from "./support/auth-helpers";
import { seedFixtures } from "./support/import-support";
import { share, sharedCode } from "./support/share-support";

const sharedCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM shared_lists").first<{ n: number }>())!.n;

const page = (path: string) => SELF.fetch(ORIGIN + path, { redirect: "manual" });

beforeAll(async () => {
  await seedFixtures();
});

describe("share links", () => {
  it("a saved list becomes a short link anyone can open, in rank order, with Save all and Save on each card", async () => {
    const response = await share({ slugs: ["zankou-chicken", "anajak-thai", "bestia"] });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { code, path, size } = (await response.json()) as { code: string; path: string; size: number };
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(path).toBe(`/l/${code}`);
    expect(size).toBe(3);

    const shared = await page(path);
    expect(shared.status).toBe(200);
    const html = await shared.text();
    const names = [...html.matchAll(/data-testid="restaurant-name"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(["Anajak Thai", "Bestia", "Zankou Chicken"]);
    expect(html).toContain(">Save all 3<");
    // Save buttons, their state left to the browser, which holds the saved list.
    expect(html.match(/<button type="button" data-save="[^"]+" class="save-button">/g)).toHaveLength(3);
    expect(html).toContain("<title>A shared list of 3 restaurants in Los Angeles | LA Eats Ranked</title>");
    expect(html).toContain('<meta property="og:image" content="https://example.com/share-image.png"/>');
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    expect(shared.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(html).toContain(`href="/export/kml?list=${code}"`);
  });

  it("keeps only the slugs that name a restaurant, New & Rising included, and refuses a list with none", async () => {
    const code = await sharedCode(["bestia", "no-such-place", "new-spot"]);
    const row = await env.DB.prepare("SELECT slugs FROM shared_lists WHERE code = ?")
      .bind(code)
      .first<{ slugs: string }>();
    expect(JSON.parse(row!.slugs)).toEqual(["bestia", "new-spot"]);
    const html = await (await page(`/l/${code}`)).text();
    expect(html).toContain(">New Spot<");

    const before = await sharedCount();
    const none = await share({ slugs: ["no-such-place", "nor-this-one"] });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: "None of these restaurants are on our lists." });
    expect(await sharedCount()).toBe(before);
  });

  it("gives every share its own unguessable code, and a shared list can never be changed", async () => {
    const codes = [await sharedCode(["bestia"]), await sharedCode(["bestia"])];
    expect(codes[0]).not.toBe(codes[1]);
    await expect(
      env.DB.prepare("UPDATE shared_lists SET slugs = '[\"parks-bbq\"]' WHERE code = ?").bind(codes[0]).run(),
    ).rejects.toThrow(/cannot be changed/);
  });

  it("refuses malformed requests with a clear message and stores nothing", async () => {
    const before = await sharedCount();
    const cases: [unknown, string][] = [
      [{}, "Send the restaurants as a list of slugs."],
      [{ slugs: "bestia" }, "Send the restaurants as a list of slugs."],
      [{ slugs: [] }, "Add at least one restaurant first."],
      [{ slugs: ["bestia", "<script>alert(1)</script>"] }, "Each restaurant must be given by its slug"],
      [{ slugs: [{ $ne: null }] }, "Each restaurant must be given by its slug"],
    ];
    for (const [body, error] of cases) {
      const response = await share(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(error);
    }
    expect(await sharedCount()).toBe(before);
  });

  it("is limited to 20 links an hour per client, with Retry-After, and one client's limit is not another's", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await share({ slugs: ["bestia"] }, "203.0.113.26")).status);
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    const refused = await share({ slugs: ["bestia"] }, "203.0.113.26");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many share links\. Please wait \d+ minutes/,
    );
    expect((await share({ slugs: ["bestia"] }, "203.0.113.27")).status).toBe(201);
  });

  it("answers an unknown or malformed code with a clear not-found page", async () => {
    for (const path of ["/l/AAAAAAAAAAAAAAAA", "/l/short", "/l/..%2F..%2Fadmin", `/l/${"x".repeat(300)}`]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("There is no shared list at this link.");
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    }
  });
});
