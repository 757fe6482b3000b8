import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { restaurants } from "~/db/schema.server";
import { addEntry, type CardRestaurant } from "~/lib/evidence/card-claims";
import type { ListSort } from "~/lib/list-params";
import { facetTerms } from "~/lib/search-index";
import { startsWithPattern, withinFacets, type SearchReading } from "~/lib/search-reading";
import { defineRead, type Read } from "./batch.server";
import { cardClaimsQuery } from "./card-claims.server";
import { summaryColumns } from "./restaurant-columns.server";
import { orderBy, whereClause } from "./restaurants.server";

/** What narrows any list (filters, distance, …), as the ranked list takes it. */
type ListNarrowing = Omit<Parameters<typeof whereClause>[0], "match" | "sort" | "offset">;

type SearchListQuery = ListNarrowing & {
  search: SearchReading;
  /** An order the diner chose; without one (or "relevance"), the best matches first. */
  sort?: ListSort;
  limit: number;
  /** Matches skipped before the page: a search's results are paged, every one reachable. */
  offset?: number;
};

/** Each group has a word that starts a word of `text` (LIKE ignores ASCII case; names are accent-free sortKeys). */
const holdsAll = (text: SQL, groups: string[][]) =>
  and(...groups.map((group) => or(...group.map((word) => sql`' ' || ${text} LIKE ${`% ${word}%`}`))));

/**
 * Decision 010's tiers, more trusted lists first in each. The index has chosen the rows; this ranks them
 * by where the words fall in each row's own text.
 */
function relevance({ exactName, typed, synonyms }: SearchReading): SQL[] {
  const { sortName, cuisine, neighborhood, address, sourceCount } = restaurants;
  const about = sql`${sortName} || ' ' || ${cuisine} || ' ' || ${neighborhood} || ' ' || coalesce(${address}, '')`;
  const each = typed.map((word) => [word]);
  const tier = sql`CASE WHEN ${sortName} = ${exactName} THEN 0
    WHEN ${sortName} LIKE ${startsWithPattern(exactName)} ESCAPE '\\' THEN 1
    WHEN ${holdsAll(sql`${sortName}`, each)} THEN 2
    WHEN ${typed.length > 1 ? holdsAll(about, [[typed.join(" ")]]) : sql`0`} THEN 3
    WHEN ${holdsAll(about, each)} THEN 4
    WHEN ${synonyms ? holdsAll(about, synonyms) : sql`0`} THEN 5 ELSE 6 END`;
  return [tier, desc(sourceCount), asc(sortName)];
}

const listOrder = ({ search, sort, near }: SearchListQuery) =>
  !sort || sort === "relevance" ? relevance(search) : orderBy(sort, near);

/**
 * The page's ids in order, and the total. CROSS JOIN makes SQLite start from the index's matches (already
 * within the filters' facets) rather than walk a filter's index; the filters then apply in full.
 */
function pageIds(db: Db, query: SearchListQuery) {
  const { search, sort: _sort, limit, offset, ...narrowing } = query;
  const expression = withinFacets(search.match, facetTerms(narrowing.filters ?? {}));
  return db.$with("page_ids").as(
    db
      .select({
        id: restaurants.id,
        total: sql<number>`count(*) OVER ()`.as("total"),
        // In ranking order, each match's shared rank among the matches (lib/standing.ts) and its peers.
        ...(query.sort === "sourceCount"
          ? {
              shared: sql<number | null>`rank() OVER (ORDER BY ${restaurants.sourceCount} DESC)`.as("shared"),
              peers: sql<number | null>`count(*) OVER (PARTITION BY ${restaurants.sourceCount})`.as("peers"),
            }
          : { shared: sql<number | null>`null`.as("shared"), peers: sql<number | null>`null`.as("peers") }),
      })
      .from(sql`(SELECT rowid AS id FROM restaurants_fts WHERE restaurants_fts MATCH ${expression}) AS search_matches`)
      .crossJoin(restaurants)
      .where(and(sql`${restaurants.id} = search_matches.id`, whereClause(narrowing)))
      .orderBy(...listOrder(query))
      .limit(limit)
      .offset(offset ?? 0),
  );
}

/**
 * One page of search results as cards show them, how many there are, and each place's list claims,
 * in one statement: the matches are found and ranked once (a row per claim, a place's first row
 * carrying the place).
 */
export function searchedCardsRead(
  db: Db,
  query: SearchListQuery,
): Read<{ restaurants: CardRestaurant[]; total: number }> {
  const ids = pageIds(db, query);
  const claims = cardClaimsQuery(db, db.select({ id: ids.id }).from(ids)).as("claims");
  const { editionId, restaurantId, source, title, edition, rank, distinction, distinctionYear } = claims;
  const page = db
    .with(ids)
    .select({
      place: summaryColumns,
      total: ids.total,
      shared: ids.shared,
      peers: ids.peers,
      entry: { editionId, restaurantId, source, title, edition, rank, distinction, distinctionYear },
    })
    .from(ids)
    .crossJoin(restaurants)
    .leftJoin(claims, eq(claims.restaurantId, restaurants.id))
    .where(eq(restaurants.id, ids.id))
    // The order again, over the page's rows only: SQLite promises no order across a join.
    .orderBy(...listOrder(query), title);
  return defineRead([page], ([rows]) => {
    const cards = new Map<number, CardRestaurant>();
    for (const { place, shared, peers, entry } of rows) {
      const standing = shared === null || peers === null ? {} : { standing: { rank: shared, tied: peers > 1 } };
      const card: CardRestaurant = cards.get(place.id) ?? { ...place, ...standing };
      cards.set(place.id, entry ? addEntry(card, entry) : card);
    }
    return { restaurants: [...cards.values()], total: rows[0]?.total ?? 0 };
  });
}
