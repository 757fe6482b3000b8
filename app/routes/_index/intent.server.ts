import type { AppLoadContext } from "@remix-run/cloudflare";
import { defaultSort, type ListParams } from "~/lib/list-params";
import { readIntent } from "~/lib/search-intent";
import { tokenize } from "~/lib/search-query";
import { readOne } from "~/models/batch.server";
import { nameHoldsWordsRead } from "~/models/search.server";
import { currentCategoryCounts } from "~/services/data-cache.server";

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The view a search's words ask for as filters ('korean bbq' → cuisine=korean&style=barbecue), with
 * the words left over as the search; null when they name no filter or name a place ('sushi kaneyoshi').
 */
export async function searchIntentView(context: AppLoadContext, params: ListParams): Promise<ListParams | null> {
  const { q } = params.filters;
  if (!q) return null;
  const { neighborhoods } = await currentCategoryCounts(context);
  const intent = readIntent(q, neighborhoods);
  if (!intent.read) return null;
  if (await readOne(context.db, nameHoldsWordsRead(context.db, tokenize(q)))) return null;
  const rest = tokenize(intent.rest).length ? intent.rest : undefined;
  return {
    ...params,
    filters: { ...params.filters, ...defined(intent.filters), q: rest },
    sort: params.sort === defaultSort(q) ? defaultSort(rest) : params.sort,
    page: 1,
  };
}
