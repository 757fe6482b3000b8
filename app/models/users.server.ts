import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema.server";

type UserRecord = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function createUser(db: Db, values: { email: string; passwordHash: string }): Promise<UserRecord> {
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...values, createdAt: new Date().toISOString() })
    .returning();
  return user;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Marks the email confirmed; false when it already was (a reused link). */
export async function markEmailVerified(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: new Date().toISOString() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
