import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PER_LIST } from "~/models/user-lists.server";
import { get, ORIGIN, post, signedInAs } from "./support/auth-helpers";
import { seedFixtures } from "./support/import-support";

const slugsOf = async (response: Response) => ((await response.json()) as { slugs: string[] }).slugs;

const progress = (body: unknown) =>
  SELF.fetch(`${ORIGIN}/resources/been-progress`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
  });

/** The names the home page lists, in order. */
const homeNames = async (query: string, cookie?: string) => {
  const html = await (await get(`/${query}`, cookie)).text();
  const list = html.slice(html.indexOf('aria-label="Ranked restaurants"'));
  return [...list.matchAll(/data-testid="restaurant-name"[^>]*>([^<]+)</g)].map((m) => m[1]);
};

beforeAll(async () => {
  await seedFixtures();
});

describe("the places a visitor has been ('Been')", () => {
  it("is kept in D1 for a signed-in user exactly as the saved list is, and only for them", async () => {
    const anonymous = await get("/resources/been");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Sign in to keep the places you've been on your account." });
    const { cookie } = await signedInAs("been@example.com");
    await post("/resources/been", { intent: "add", slug: "bestia" }, { cookie });
    const merged = await post("/resources/been", { intent: "merge", slugs: ["parks-bbq", "bestia"] }, { cookie });
    expect(await slugsOf(merged)).toEqual(["bestia", "parks-bbq"]);
    expect(await slugsOf(await post("/resources/been", { intent: "remove", slug: "bestia" }, { cookie }))).toEqual([
      "parks-bbq",
    ]);
    expect(await slugsOf(await get("/resources/saved", cookie))).toEqual([]);
    const other = await signedInAs("been-other@example.com");
    expect(await slugsOf(await get("/resources/been", other.cookie))).toEqual([]);
  });

  it(`holds at most ${MAX_PER_LIST} places, refusing the next with a message`, async () => {
    const { cookie } = await signedInAs("been-full@example.com");
    const many = Array.from({ length: MAX_PER_LIST }, (_, i) => `place-${i}`);
    expect(await slugsOf(await post("/resources/been", { intent: "merge", slugs: many }, { cookie }))).toHaveLength(
      MAX_PER_LIST,
    );
    const full = await post("/resources/been", { intent: "add", slug: "one-more" }, { cookie });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: "You can mark up to 500 restaurants as been." });
    expect((await post("/resources/been", { intent: "add", slug: "Not A Slug" }, { cookie })).status).toBe(400);
  });

  it("filters a signed-in visitor's home page by their list: hide places they've been, or only those", async () => {
    const { cookie } = await signedInAs("been-filter@example.com");
    await post("/resources/been", { intent: "merge", slugs: ["bestia", "zankou-chicken"] }, { cookie });
    expect(await homeNames("?been=hide", cookie)).toEqual(["Anajak Thai", "Parks BBQ", "Phở 79", "New Spot"]);
    expect(await homeNames("?been=only", cookie)).toEqual(["Bestia", "Zankou Chicken"]);
    expect(await homeNames("?been=nonsense", cookie)).toHaveLength(6);
  });

  it("leaves an anonymous visitor's list whole for their browser to filter, and out of the canonical URL", async () => {
    const response = await get("/?been=hide&cuisine=italian");
    const html = await response.text();
    expect(await homeNames("?been=hide")).toHaveLength(6);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toMatch(/^https:\/\/example\.com\//);
    expect(canonical).not.toContain("been");
  });

  it("counts progress through the top of the ranking and through a category", async () => {
    const top = await progress({ slugs: ["bestia", "zankou-chicken", "new-spot", "nowhere"], scope: "top" });
    expect(top.status).toBe(200);
    expect(top.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await top.json()).toEqual({ been: 3, of: 6 });
    expect(await (await progress({ slugs: ["bestia"], scope: "cuisine/italian" })).json()).toEqual({ been: 1, of: 1 });
    expect(await (await progress({ slugs: ["bestia"], scope: "price/moderate" })).json()).toEqual({ been: 0, of: 2 });
  });

  it("refuses a progress request for an unknown scope or a bad list", async () => {
    for (const body of [
      { slugs: ["bestia"], scope: "everything" },
      { slugs: ["bestia"], scope: "cuisine/Italian" },
      { slugs: ["bestia"], scope: "admin/x" },
      { slugs: ["bestia"], scope: "cuisine/italian/extra" },
      { slugs: [], scope: "top" },
      { slugs: "bestia", scope: "top" },
      "not an object",
    ]) {
      const response = await progress(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });
});
