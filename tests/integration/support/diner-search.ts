import { env, SELF } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { parseListParams } from "~/lib/list-params";
import { readOne } from "~/models/batch.server";
import { rankedCardsRead } from "~/models/card-claims.server";
import { searchedCardsRead } from "~/models/search-list.server";
import { planSearch } from "~/models/search.server";

const ORIGIN = "http://localhost:8787";

/**
 * A search as a diner makes it: the home page is asked for `?q=…`; where its words became filters the
 * page moves to them (the view's URL), and the list is read for that view as the page reads it.
 */
export async function dinerSearch(query: string) {
  const db = createDb(env.DB);
  const asked = await SELF.fetch(`${ORIGIN}/?q=${encodeURIComponent(query)}`, { redirect: "manual" });
  await asked.body?.cancel();
  const moved = asked.status === 302 ? new URL(asked.headers.get("Location")!, ORIGIN) : null;
  // The words typed travel beside the view (shown with its filters), not as part of it.
  const typed = moved?.searchParams.get("asked") ?? null;
  moved?.searchParams.delete("asked");
  const params = parseListParams(moved?.searchParams ?? new URLSearchParams({ q: query }));
  const { q, ...filters } = params.filters;
  const plan = q ? await planSearch(db, q) : null;
  const { restaurants, total } = await readOne(
    db,
    plan
      ? searchedCardsRead(db, { search: plan.reading, filters, limit: 50 })
      : rankedCardsRead(db, { filters, limit: 50 }),
  );
  return { names: restaurants.map((r) => r.name), total: total ?? 0, view: moved?.search ?? null, typed };
}

/** The home page's text at a view ('?cuisine=vietnamese&style=pho'): what it says to the diner. */
export async function pageText(view: string): Promise<string> {
  const page = await SELF.fetch(`${ORIGIN}/${view}`);
  return (await page.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}
