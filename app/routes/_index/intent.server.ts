import type { AppLoadContext } from "@remix-run/cloudflare";
import { defaultSort, isLocated, listSearch, type ListParams } from "~/lib/list-params";
import { readIntent } from "~/lib/search-intent";
import { nameHoldsWords, tokenize } from "~/lib/search-query";
import type { DataMeta } from "~/models/data-meta.server";
import { cachedNameWords, currentCategoryCounts } from "~/services/cached-reads.server";

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** `params` with the filters `words` name set, and the words naming none left as its search. */
function withIntent(params: ListParams, words: string, neighborhoods: { slug: string; name: string }[]) {
  const intent = readIntent(words, neighborhoods);
  const rest = tokenize(intent.rest).length ? intent.rest : undefined;
  const view: ListParams = { ...params, filters: { ...params.filters, ...defined(intent.filters), q: rest } };
  return { read: intent.read, view };
}

/**
 * The view a search's words ask for as filters ('korean bbq' → cuisine=korean&style=barbecue), with
 * the words left over as the search; view null when they name no filter or name a place ('sushi
 * kaneyoshi'). Read from the data cache alone (the counts and the names), so its redirect asks D1
 * nothing. With the markers of what it read, if any.
 */
export async function searchIntentView(
  context: AppLoadContext,
  params: ListParams,
): Promise<{ view: ListParams | null; meta?: DataMeta }> {
  const { q } = params.filters;
  if (!q) return { view: null };
  const { meta, counts } = await currentCategoryCounts(context);
  const { read, view } = withIntent(params, q, counts.neighborhoods);
  if (!read) return { view: null, meta };
  if (nameHoldsWords(await cachedNameWords(context, meta), tokenize(q))) return { view: null, meta };
  const rest = view.filters.q;
  const sort = params.sort === defaultSort(q, isLocated(params)) ? defaultSort(rest, isLocated(params)) : params.sort;
  return { view: { ...view, sort, page: 1 }, meta };
}

/**
 * The words the diner typed (`asked`) while they still read as this view's filters, else null: a link
 * that pairs other words with these filters shows none.
 */
export async function askedWords(
  context: AppLoadContext,
  params: ListParams,
  asked: string | undefined,
): Promise<{ asked: string | null; meta?: DataMeta }> {
  if (!asked) return { asked: null };
  const { meta, counts } = await currentCategoryCounts(context);
  const { read, view } = withIntent(params, asked, counts.neighborhoods);
  return { asked: read && listSearch(view) === listSearch(params) ? asked : null, meta };
}
