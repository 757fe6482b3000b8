import { eq, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rateLimits } from "~/db/schema.server";
import { caseWhen, plusOne } from "./sql.server";

type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** A fixed window in one atomic upsert; D1, not KV, since KV is eventually consistent and would let bursts through. */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  nowMs = Date.now(),
): Promise<RateLimitResult> {
  const now = Math.floor(nowMs / 1000);
  const expired = lte(rateLimits.windowStart, now - windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: caseWhen<number>(expired, 1, plusOne(rateLimits.count)),
        windowStart: caseWhen<number>(expired, now, rateLimits.windowStart),
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return {
    allowed: row.count <= limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, row.windowStart + windowSeconds - now),
  };
}

/** Clears a key, e.g. an account's failed sign-ins after a successful one. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
