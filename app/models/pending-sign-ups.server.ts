import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pendingSignUps, users } from "~/db/schema.server";
import { runBatch } from "./batch.server";

type PendingSignUp = { id: string; userId: string; passwordHash: string };

/** One batch whatever the address, so no timing tells which: a new address gets its account and this row; an
 * unconfirmed one this row (its password the newest); a confirmed one only the sweep, and null: no link. */
export async function recordSignUp(
  db: Db,
  signUp: { email: string; passwordHash: string; user: { id: string; emailVerifiedAt: string | null } | undefined },
  expiredBeforeMs: number,
): Promise<PendingSignUp | null> {
  const { user, passwordHash } = signUp;
  const userId = user?.id ?? crypto.randomUUID();
  const sweep = db
    .delete(pendingSignUps)
    .where(and(eq(pendingSignUps.userId, userId), lt(pendingSignUps.createdAt, expiredBeforeMs)));
  if (user?.emailVerifiedAt) {
    await runBatch(db, [sweep]);
    return null;
  }
  const pending = { id: crypto.randomUUID(), userId, passwordHash };
  const account = user
    ? db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    : db.insert(users).values({ id: userId, email: signUp.email, passwordHash, createdAt: new Date().toISOString() });
  await runBatch(db, [account, sweep, db.insert(pendingSignUps).values({ ...pending, createdAt: Date.now() })]);
  return pending;
}

/** A link for the password the account has now (a resend, or the right password at sign-in); expired rows go. */
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

/** Expired rows only: the one write of a resend that mails nothing, so it costs what a resend that mails does. */
export async function sweepPendingSignUps(db: Db, expiredBeforeMs: number): Promise<void> {
  await runBatch(db, [db.delete(pendingSignUps).where(lt(pendingSignUps.createdAt, expiredBeforeMs))]);
}

export async function findPendingSignUp(db: Db, id: string) {
  const [row] = await db
    .select({
      id: pendingSignUps.id,
      userId: pendingSignUps.userId,
      email: users.email,
      passwordHash: pendingSignUps.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(pendingSignUps)
    .innerJoin(users, eq(users.id, pendingSignUps.userId))
    .where(eq(pendingSignUps.id, id))
    .limit(1);
  return row;
}

/** The caller has checked the person knows this password: the account takes it, and every other pending sign-up,
 * an attacker's among them, goes. False when already confirmed. */
export async function confirmPendingSignUp(db: Db, pending: PendingSignUp): Promise<boolean> {
  const [confirmed] = await runBatch(db, [
    db
      .update(users)
      .set({ passwordHash: pending.passwordHash, emailVerifiedAt: new Date().toISOString() })
      .where(and(eq(users.id, pending.userId), isNull(users.emailVerifiedAt))),
    db.delete(pendingSignUps).where(eq(pendingSignUps.userId, pending.userId)),
  ]);
  return confirmed.meta.changes > 0;
}
