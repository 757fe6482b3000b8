import { and, asc, count, eq, gt, notExists } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userRoles, users } from "~/db/schema.server";
import { defineRead, type Read } from "./batch.server";
import { bound } from "./sql.server";

const ADMIN = "admin";

type AdminListing = { userId: string; email: string; grantedAt: string };

export function anyAdminRead(db: Db): Read<boolean> {
  return defineRead(
    [db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, ADMIN)).limit(1)],
    ([rows]) => rows.length > 0,
  );
}

export async function listAdmins(db: Db): Promise<AdminListing[]> {
  return db
    .select({ userId: users.id, email: users.email, grantedAt: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, ADMIN))
    .orderBy(asc(users.email));
}

/** Idempotent: "already" when the user was an admin before. */
export async function grantAdmin(db: Db, userId: string, grantedBy: string | null): Promise<"granted" | "already"> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role: ADMIN, grantedBy, createdAt: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length ? "granted" : "already";
}

/** Grants admin only while none exists, in one statement, so two simultaneous presses cannot both win. */
export async function grantFirstAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .select(
      db
        .select({
          userId: users.id,
          role: bound(ADMIN).as("role"),
          grantedBy: users.id,
          createdAt: bound(new Date().toISOString()).as("created_at"),
        })
        .from(users)
        .where(and(eq(users.id, userId), notExists(db.select().from(userRoles).where(eq(userRoles.role, ADMIN))))),
    )
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** Never removes the last admin: the count is checked inside the same DELETE. */
export async function revokeAdmin(db: Db, userId: string): Promise<"revoked" | "last-admin" | "not-admin"> {
  const rows = await db
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.role, ADMIN),
        gt(db.select({ admins: count() }).from(userRoles).where(eq(userRoles.role, ADMIN)), 1),
      ),
    )
    .returning({ userId: userRoles.userId });
  if (rows.length) return "revoked";
  const still = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN)));
  return still.length ? "last-admin" : "not-admin";
}
