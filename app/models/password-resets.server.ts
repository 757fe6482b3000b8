import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { passwordResets } from "~/db/schema.server";
import { runBatch } from "./batch.server";

/** A new reset link's row; the user's expired ones go in the same batch. */
export async function createPasswordReset(
  db: Db,
  values: { id: string; userId: string; expiresAt: number },
  nowMs = Date.now(),
): Promise<void> {
  await runBatch(db, [
    db.delete(passwordResets).where(and(eq(passwordResets.userId, values.userId), lt(passwordResets.expiresAt, nowMs))),
    db.insert(passwordResets).values({ ...values, createdAt: nowMs }),
  ]);
}

/** Expired links only: the one write of a request for an unknown address, so it costs what a known one does. */
export async function sweepPasswordResets(db: Db, nowMs = Date.now()): Promise<void> {
  await runBatch(db, [db.delete(passwordResets).where(lt(passwordResets.expiresAt, nowMs))]);
}

/** The account a live link resets, without using it up (the form is shown first). */
export async function findPasswordResetUser(db: Db, id: string, nowMs = Date.now()): Promise<string | null> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.id, id), gt(passwordResets.expiresAt, nowMs)))
    .limit(1);
  return row?.userId ?? null;
}

/** Uses the link up: one DELETE, so two submissions at once cannot both succeed. */
export async function takePasswordReset(db: Db, id: string, nowMs = Date.now()): Promise<string | null> {
  const [row] = await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.id, id), gt(passwordResets.expiresAt, nowMs)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}
