import { and, asc, desc, eq, exists, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, lists, reports, restaurants, trustedSources } from "~/db/schema.server";
import { PLACE_GAPS, verifiedCutoff, type PlaceGap } from "~/lib/health/place-gaps";
import { sourceFreshness, type SourceFinding } from "~/lib/health/source-freshness";
import { defineRead, pairRead, type Read } from "./batch.server";
import { isCurrentEdition } from "./list-ids.server";
import { countWhere, isBlank } from "./sql.server";
import { published } from "./published.server";

/** Each gap lists this many places at most, the highest ranked first; its count says how many there are. */
const LISTED_PER_GAP = 50;

type GapPlace = { slug: string; name: string; neighborhood: string };
export type PlaceGapFigures = { gap: PlaceGap; count: number; places: GapPlace[] };
export type DataHealth = { places: PlaceGapFigures[]; sources: SourceFinding[] };

const notClosed = and(ne(restaurants.status, "closed"), published);

/** The same rules as lib/health/place-gaps.ts, as SQL; closed places have no gaps but an open report. */
function gapCondition(db: Db, gap: PlaceGap, today: string): SQL | undefined {
  const conditions: Record<PlaceGap, SQL | undefined> = {
    "no-address": isBlank(restaurants.address),
    "no-coordinates": or(isNull(restaurants.latitude), isNull(restaurants.longitude)),
    "no-price": isNull(restaurants.price),
    "no-website": isBlank(restaurants.websiteUrl),
    "no-booking": isBlank(restaurants.reservationUrl),
    "no-description": isBlank(restaurants.description),
    "not-verified": or(isNull(restaurants.lastVerified), lt(restaurants.lastVerified, verifiedCutoff(today))),
    "report-open": exists(
      db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.restaurantSlug, restaurants.slug), eq(reports.status, "open"))),
    ),
  };
  return gap === "report-open" ? and(published, conditions[gap]) : and(notClosed, conditions[gap]);
}

function placeGapsRead(db: Db, today: string): Read<PlaceGapFigures[]> {
  const conditions = PLACE_GAPS.map((gap) => gapCondition(db, gap, today));
  const counts = db
    .select(Object.fromEntries(PLACE_GAPS.map((gap, i) => [gap, countWhere(conditions[i])])))
    .from(restaurants)
    .where(published);
  const lists = conditions.map((condition) =>
    db
      .select({ slug: restaurants.slug, name: restaurants.name, neighborhood: restaurants.neighborhood })
      .from(restaurants)
      .where(condition)
      .orderBy(desc(restaurants.sourceCount), asc(restaurants.sortName))
      .limit(LISTED_PER_GAP),
  );
  return defineRead([counts, ...lists], ([[totals], ...places]) =>
    PLACE_GAPS.map((gap, i) => ({ gap, count: Number(totals?.[gap] ?? 0), places: places[i] as GapPlace[] })),
  );
}

function sourceFreshnessRead(db: Db, today: string): Read<SourceFinding[]> {
  return defineRead(
    [
      db
        .select({ name: trustedSources.name })
        .from(trustedSources)
        .where(eq(trustedSources.isActive, true))
        .orderBy(asc(trustedSources.sortOrder)),
      db
        .select({
          source: lists.sourceName,
          title: listEditions.title,
          edition: listEditions.edition,
          published: listEditions.published,
          readOn: listEditions.readOn,
        })
        .from(listEditions)
        .innerJoin(lists, eq(lists.id, listEditions.listId))
        .where(isCurrentEdition)
        .orderBy(asc(lists.sourceName), asc(listEditions.title)),
    ],
    ([sources, current]) =>
      sourceFreshness(
        sources.map((s) => s.name),
        current,
        today,
      ),
  );
}

/** The Data health tab: places by gap and sources by freshness on `today` (YYYY-MM-DD), one round trip. */
export function dataHealthRead(db: Db, today: string): Read<DataHealth> {
  return pairRead(placeGapsRead(db, today), sourceFreshnessRead(db, today), (places, sources) => ({
    places,
    sources,
  }));
}
