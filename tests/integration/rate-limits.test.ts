import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { hitRateLimit, resetRateLimit } from "~/models/rate-limits.server";

describe("rate limits counted in D1", () => {
  it("allows up to the limit in a window, then refuses with a retry time", async () => {
    const db = createDb(env.DB);
    const t = 1_700_000_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(db, "k", 3, 60, t + i * 1000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBe(57);
  });

  it("starts a new window once the old one has passed, and can be reset", async () => {
    const db = createDb(env.DB);
    const t = 1_700_000_000_000;
    for (let i = 0; i < 3; i++) await hitRateLimit(db, "w", 2, 60, t);
    expect((await hitRateLimit(db, "w", 2, 60, t + 61_000)).count).toBe(1);
    await resetRateLimit(db, "w");
    expect((await hitRateLimit(db, "w", 2, 60, t + 62_000)).count).toBe(1);
  });
});
