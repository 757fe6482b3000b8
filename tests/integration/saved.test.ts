import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_PER_LIST as MAX_SAVED_PER_USER } from "~/models/user-lists.server";
import { get, ORIGIN, post, signedInAs } from "./support/auth-helpers";

const postJson = (body: unknown, cookie: string) =>
  SELF.fetch(`${ORIGIN}/resources/saved`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
  });

const slugsOf = async (response: Response) => ((await response.json()) as { slugs: string[] }).slugs;

describe("the saved list kept in D1", () => {
  it("is only for signed-in users, and never cached for anyone else", async () => {
    const anonymous = await get("/resources/saved");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.stringContaining("Sign in") });
    expect((await post("/resources/saved", { intent: "add", slug: "bestia" })).status).toBe(401);

    const { cookie } = await signedInAs("private@example.com");
    const mine = await get("/resources/saved", cookie);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mine.json()).toEqual({ slugs: [] });
  });

  it("merges the browser's list into the account's as a union, in saved order, without duplicates", async () => {
    const { cookie } = await signedInAs("merge@example.com");
    await post("/resources/saved", { intent: "add", slug: "bestia" }, { cookie });
    await post("/resources/saved", { intent: "add", slug: "republique" }, { cookie });
    const merged = await post(
      "/resources/saved",
      { intent: "merge", slugs: ["kismet", "bestia", "kismet", "howlin-rays"] },
      { cookie },
    );
    expect(merged.status).toBe(200);
    expect(await slugsOf(merged)).toEqual(["bestia", "republique", "kismet", "howlin-rays"]);
    expect(await slugsOf(await get("/resources/saved", cookie))).toEqual([
      "bestia",
      "republique",
      "kismet",
      "howlin-rays",
    ]);
  });

  it("adds, removes and clears, by form or by JSON", async () => {
    const { cookie } = await signedInAs("edits@example.com");
    expect(await slugsOf(await postJson({ intent: "merge", slugs: ["a-one", "b-two", "c-three"] }, cookie))).toEqual([
      "a-one",
      "b-two",
      "c-three",
    ]);
    expect(await slugsOf(await postJson({ intent: "remove", slug: "b-two" }, cookie))).toEqual(["a-one", "c-three"]);
    expect(await slugsOf(await post("/resources/saved", { intent: "add", slug: "a-one" }, { cookie }))).toEqual([
      "a-one",
      "c-three",
    ]);
    expect(await slugsOf(await post("/resources/saved", { intent: "clear" }, { cookie }))).toEqual([]);
    expect(await slugsOf(await get("/resources/saved", cookie))).toEqual([]);
  });

  it("keeps each user's list to themselves", async () => {
    const a = await signedInAs("list-a@example.com");
    const b = await signedInAs("list-b@example.com");
    await post("/resources/saved", { intent: "add", slug: "only-a" }, { cookie: a.cookie });
    await post("/resources/saved", { intent: "clear" }, { cookie: b.cookie });
    expect(await slugsOf(await get("/resources/saved", a.cookie))).toEqual(["only-a"]);
    expect(await slugsOf(await get("/resources/saved", b.cookie))).toEqual([]);
  });

  it("refuses malformed slugs, unknown intents and bodies that are not forms or JSON", async () => {
    const { cookie } = await signedInAs("strict@example.com");
    const bad: Record<string, string | string[]>[] = [
      { intent: "add", slug: "Not A Slug" },
      { intent: "add", slug: "<script>" },
      { intent: "merge", slugs: ["ok-slug", "../etc"] },
      { intent: "explode" },
    ];
    for (const fields of bad) {
      expect((await post("/resources/saved", fields, { cookie })).status, JSON.stringify(fields)).toBe(400);
    }
    expect((await postJson("not an object", cookie)).status).toBe(400);
    expect(await slugsOf(await get("/resources/saved", cookie))).toEqual([]);
  });

  it(`holds at most ${MAX_SAVED_PER_USER} restaurants per user`, async () => {
    const { cookie } = await signedInAs("hoarder@example.com");
    const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
    expect((await postJson({ intent: "merge", slugs: many("too-many", 501) }, cookie)).status).toBe(400);
    await postJson({ intent: "merge", slugs: many("first", 300) }, cookie);
    const capped = await slugsOf(await postJson({ intent: "merge", slugs: many("second", 300) }, cookie));
    expect(capped).toHaveLength(MAX_SAVED_PER_USER);
    expect(capped.at(-1)).toBe("second-199");
    const full = await postJson({ intent: "add", slug: "one-more" }, cookie);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: "You can save up to 500 restaurants." });
  });
});
