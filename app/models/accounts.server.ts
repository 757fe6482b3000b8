import { and, count, eq, exists, gt, ne, not, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  beenRestaurants,
  passwordResets,
  pendingSignUps,
  savedRestaurants,
  sessions,
  userRoles,
  users,
} from "~/db/schema.server";
import { coalesce } from "./sql.server";
import { runBatch } from "./batch.server";

/** A reset link proves the inbox, so it confirms too; every session, other reset link and pending sign-up ends. */
export async function resetPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await runBatch(db, [
    db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: coalesce<string>(users.emailVerifiedAt, new Date().toISOString()) })
      .where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
    db.delete(pendingSignUps).where(eq(pendingSignUps.userId, userId)),
  ]);
}

/** A changed password ends every other session and voids any reset link mailed for the old one. */
export async function changePassword(db: Db, userId: string, passwordHash: string, keepSessionId: string) {
  await runBatch(db, [
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
  ]);
}

const isAdmin = (userId: string, db: Db) =>
  exists(
    db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin"))),
  );
const otherAdminsExist = (db: Db) =>
  gt(db.select({ admins: count() }).from(userRoles).where(eq(userRoles.role, "admin")), 1);

/** The last admin is refused inside the DELETE itself, so two admins deleting themselves at once cannot leave none. */
export async function deleteAccount(db: Db, userId: string): Promise<"deleted" | "last-admin"> {
  const [deleted] = await db
    .delete(users)
    .where(and(eq(users.id, userId), or(not(isAdmin(userId, db)), otherAdminsExist(db))))
    .returning({ id: users.id });
  if (!deleted) return "last-admin";
  // The foreign keys cascade these already; said again so no row outlives its account whatever the pragma.
  await runBatch(db, [
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(userRoles).where(eq(userRoles.userId, userId)),
    db.delete(savedRestaurants).where(eq(savedRestaurants.userId, userId)),
    db.delete(beenRestaurants).where(eq(beenRestaurants.userId, userId)),
    db.delete(pendingSignUps).where(eq(pendingSignUps.userId, userId)),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
  ]);
  return "deleted";
}
