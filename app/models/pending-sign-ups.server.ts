import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pendingSignUps, users } from "~/db/schema.server";
import { runBatch } from "./batch.server";

type PendingSignUp = { id: string; userId: string; passwordHash: string };

/** A sign-up's own password, waiting for its link; the user's rows older than `expiredBeforeMs` go. */
export async function createPendingSignUp(
  db: Db,
  values: { userId: string; passwordHash: string },
  expiredBeforeMs: number,
): Promise<PendingSignUp> {
  const row = { id: crypto.randomUUID(), ...values, createdAt: Date.now() };
  await runBatch(db, [
    db
      .delete(pendingSignUps)
      .where(and(eq(pendingSignUps.userId, values.userId), lt(pendingSignUps.createdAt, expiredBeforeMs))),
    db.insert(pendingSignUps).values(row),
  ]);
  return { id: row.id, userId: row.userId, passwordHash: row.passwordHash };
}

export async function findPendingSignUp(db: Db, id: string) {
  const [row] = await db
    .select({
      id: pendingSignUps.id,
      userId: pendingSignUps.userId,
      passwordHash: pendingSignUps.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(pendingSignUps)
    .innerJoin(users, eq(users.id, pendingSignUps.userId))
    .where(eq(pendingSignUps.id, id))
    .limit(1);
  return row;
}

/**
 * Confirms the address with the password the account already has: a link made for any other
 * password (an older one) confirms nothing, and once confirmed no link does anything again.
 */
export async function confirmPendingSignUp(db: Db, pending: PendingSignUp): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: new Date().toISOString() })
    .where(
      and(eq(users.id, pending.userId), isNull(users.emailVerifiedAt), eq(users.passwordHash, pending.passwordHash)),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
