import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reports, restaurants } from "~/db/schema.server";
import type { Report, ReportKind } from "~/lib/reports/report-form";

/** The admin's queue: the newest first, this many at most (older ones wait their turn). */
const OPEN_REPORTS_SHOWN = 100;

export async function createReport(db: Db, slug: string, report: Report, createdAt: string): Promise<void> {
  await db.insert(reports).values({ restaurantSlug: slug, ...report, createdAt });
}

export type OpenReport = {
  id: number;
  slug: string;
  kind: ReportKind;
  details: string | null;
  email: string | null;
  createdAt: string;
  /** Null when no restaurant has the slug any more. */
  name: string | null;
  restaurantStatus: string | null;
};

/** Open reports with their restaurant's name and status (null when no restaurant has the slug). */
function openReports(db: Db, ...conditions: SQL[]) {
  return db
    .select({
      id: reports.id,
      slug: reports.restaurantSlug,
      kind: reports.kind,
      details: reports.details,
      email: reports.email,
      createdAt: reports.createdAt,
      name: restaurants.name,
      restaurantStatus: restaurants.status,
    })
    .from(reports)
    .leftJoin(restaurants, eq(restaurants.slug, reports.restaurantSlug))
    .where(and(eq(reports.status, "open"), ...conditions));
}

export function listOpenReports(db: Db): Promise<OpenReport[]> {
  return openReports(db).orderBy(desc(reports.createdAt), desc(reports.id)).limit(OPEN_REPORTS_SHOWN);
}

export async function findOpenReport(db: Db, id: number): Promise<OpenReport | null> {
  const [found] = await openReports(db, eq(reports.id, id));
  return found ?? null;
}

/** False when the report was no longer open (another admin got there first). */
export async function dismissReport(db: Db, id: number, adminId: string, now: string): Promise<boolean> {
  const done = await db
    .update(reports)
    .set({ status: "dismissed", resolvedAt: now, resolvedBy: adminId })
    .where(and(eq(reports.id, id), eq(reports.status, "open")))
    .returning({ id: reports.id });
  return done.length > 0;
}
