import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { importJobs } from "~/db/schema.server";

export type ImportJob = typeof importJobs.$inferSelect;
export type ImportResultLevel = "success" | "warning" | "error";
export type RejectedRow = { line: number; reason: string };

const now = () => new Date().toISOString();

export async function createImportJob(db: Db, job: typeof importJobs.$inferInsert): Promise<void> {
  await db.insert(importJobs).values(job);
}

/**
 * Claims a job for processing. Returns null when it is already finished (a redelivered
 * message), so the consumer acks it without doing the work again.
 */
export async function startImportJob(db: Db, id: string): Promise<ImportJob | null> {
  const [job] = await db
    .update(importJobs)
    .set({ status: "processing", startedAt: now(), attempts: sql`${importJobs.attempts} + 1` })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["queued", "processing"])))
    .returning();
  return job ?? null;
}

export async function reportImportProgress(db: Db, id: string, rowsDone: number, rowsTotal: number) {
  await db.update(importJobs).set({ rowsDone, rowsTotal }).where(eq(importJobs.id, id));
}

export function finishImportStatement(
  db: Db,
  id: string,
  result: { level: ImportResultLevel; message: string; rowsDone: number; rowsTotal: number; rejected: RejectedRow[] },
) {
  return db
    .update(importJobs)
    .set({
      status: result.level === "error" ? "failed" : "done",
      finishedAt: now(),
      resultLevel: result.level,
      message: result.message,
      rowsDone: result.rowsDone,
      rowsTotal: result.rowsTotal,
      rejected: JSON.stringify(result.rejected.slice(0, 500)),
    })
    .where(eq(importJobs.id, id));
}

export async function markImportFailed(db: Db, id: string, message: string) {
  await db
    .update(importJobs)
    .set({ status: "failed", finishedAt: now(), resultLevel: "error", message })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["queued", "processing"])));
}

export async function getImportJob(db: Db, id: string): Promise<ImportJob | undefined> {
  return db.query.importJobs.findFirst({ where: eq(importJobs.id, id) });
}

export async function listImportJobs(db: Db, limit = 20): Promise<ImportJob[]> {
  return db.select().from(importJobs).orderBy(desc(importJobs.createdAt)).limit(limit);
}
