import { and, asc, eq, inArray, isNull, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { listEditions, listEntries, lists } from "~/db/schema.server";
import { withClaims, type CardClaim, type CardRestaurant } from "~/lib/evidence/card-claims";
import { defineRead, pairRead, type Read } from "./batch.server";
import { rankedIdsQuery, rankedRestaurantsRead } from "./restaurants.server";

type ClaimRow = CardClaim & { restaurantId: number };

/** The current entries of the places `ids` selects (a subquery, riding in the places' batch): badge editions, ranks and
 * distinctions. Editions an import holds (pending_job) do not count, as everywhere. */
export function cardClaimsRead(db: Db, ids: SQLWrapper): Read<ClaimRow[]> {
  return defineRead([cardClaimsQuery(db, ids)], ([rows]) => rows);
}

/** cardClaimsRead's statement, for a read that joins it to its places' rows (models/search-list.server.ts). */
export function cardClaimsQuery(db: Db, ids: SQLWrapper) {
  return db
    .select({
      restaurantId: listEntries.restaurantId,
      editionId: listEntries.editionId,
      source: lists.sourceName,
      title: listEditions.title,
      edition: listEditions.edition,
      rank: listEntries.rank,
      distinction: listEntries.distinction,
      distinctionYear: listEntries.distinctionYear,
    })
    .from(listEntries)
    .innerJoin(
      listEditions,
      and(
        eq(listEditions.id, listEntries.editionId),
        eq(listEditions.isCurrent, true),
        isNull(listEditions.pendingJob),
      ),
    )
    .innerJoin(lists, eq(lists.id, listEditions.listId))
    .where(inArray(listEntries.restaurantId, ids))
    .orderBy(asc(listEditions.title));
}

/** One page of the ranked list as cards show it: rankedRestaurantsRead, and each place's claims in the same batch. */
export function rankedCardsRead(
  db: Db,
  options: Parameters<typeof rankedRestaurantsRead>[1],
): Read<{ restaurants: CardRestaurant[]; total: number | null }> {
  return pairRead(
    rankedRestaurantsRead(db, options),
    cardClaimsRead(db, rankedIdsQuery(db, options)),
    (page, claims) => ({ ...page, restaurants: withClaims(page.restaurants, claims) }),
  );
}
