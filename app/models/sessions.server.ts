import { and, desc, eq, exists, gt, lt, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, userRoles, users } from "~/db/schema.server";

type SessionUser = { id: string; email: string; isAdmin: boolean; expiresAt: number };

/** `id` is the SHA-256 of the cookie's token, so a leaked table cannot be replayed as cookies. */
export async function createSession(
  db: Db,
  values: { id: string; userId: string; expiresAt: number; userAgent?: string | null },
) {
  await db.insert(sessions).values({ ...values, createdAt: Date.now() });
}

/** One query: the live session, its user and whether that user is an admin right now. */
export async function findSessionUser(db: Db, id: string, nowMs = Date.now()): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      expiresAt: sessions.expiresAt,
      isAdmin: exists(
        db
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin"))),
      ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, nowMs)))
    .limit(1);
  return row ? { ...row, isAdmin: Boolean(row.isAdmin) } : null;
}

export async function extendSession(db: Db, id: string, expiresAt: number): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Housekeeping at sign-in: a user's expired rows are never read again. */
export async function deleteExpiredSessions(db: Db, userId: string, nowMs = Date.now()): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, nowMs)));
}

/** The account page's list: live sessions, newest first. */
export async function listSessions(db: Db, userId: string, nowMs = Date.now()) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, nowMs)))
    .orderBy(desc(sessions.createdAt));
}

/** "Sign out everywhere else": every session of the user but `keepId`. */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}
