import type { AppLoadContext } from "@remix-run/cloudflare";
import { EXPORT_LIMIT } from "~/lib/export/formats";
import type { ListParams } from "~/lib/list-params";
import type { RestaurantSummary } from "~/lib/listing";
import { readOne } from "~/models/batch.server";
import { restaurantsInRead } from "~/models/restaurants-by-slug.server";
import { rankedRestaurantsRead } from "~/models/restaurants.server";
import { searchedCardsRead } from "~/models/search-list.server";
import { sharedListRead, sharedRestaurantsRead } from "~/models/shared-lists.server";
import { jsonArrayValues } from "~/models/sql.server";
import { readListView } from "~/services/list-view.server";
import { readPage } from "~/services/read-page.server";

type Exported = { restaurants: RestaurantSummary[]; title: string; name: string };

/** A filtered view, as its page would list it, up to its top 2,000: signed-in users' Been filter included. */
export async function exportView(context: AppLoadContext, params: ListParams, userId: string | null) {
  const been = userId && params.been ? { userId, mode: params.been } : undefined;
  const { filters, sort } = params;
  const { value } = await readListView(context, params, (scope) =>
    scope.search
      ? searchedCardsRead(context.db, {
          search: scope.search,
          filters,
          sort,
          limit: EXPORT_LIMIT,
          been,
          near: scope.near,
        })
      : rankedRestaurantsRead(context.db, { filters, sort, limit: EXPORT_LIMIT, been, ...scope }),
  );
  return { restaurants: value.restaurants, title: "Los Angeles restaurants from LA Eats Ranked", name: "view" };
}

/** A shared list, in rank order; null for a code no list has. */
export async function exportSharedList(context: AppLoadContext, code: string): Promise<Exported | null> {
  const {
    values: [list, restaurants],
  } = await readPage(context, [sharedListRead(context.db, code), sharedRestaurantsRead(context.db, code)]);
  return list ? { restaurants, title: "A list shared from LA Eats Ranked", name: `shared-${code}` } : null;
}

/** The visitor's saved list (which lives in their browser, so it comes in the request), in rank order. */
export async function exportSaved(context: AppLoadContext, slugs: string[]): Promise<Exported> {
  const restaurants = await readOne(context.db, restaurantsInRead(context.db, jsonArrayValues(JSON.stringify(slugs))));
  return { restaurants, title: "My saved restaurants from LA Eats Ranked", name: "saved" };
}
