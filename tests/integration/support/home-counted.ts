import { env } from "cloudflare:test";
import { parseListParams } from "~/lib/list-params";
import { loadHome } from "~/routes/_index/queries.server";
import { getLoadContext } from "../../../workers/load-context";
import { countingD1 } from "./counting-d1";

/** loadHome for `query` as a request would run it, with what reaches D1 counted (facets and badge links warmed first). */
export async function loadHomeCounted(query: string) {
  const params = parseListParams(new URLSearchParams(query));
  const context = (d1: D1Database) =>
    getLoadContext({
      request: new Request(`https://example.com/?${query}`),
      context: {
        cloudflare: { env: { ...env, DB: d1 }, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
      },
    });
  await loadHome(context(env.DB), params);
  const { counted, calls, restore } = countingD1(env.DB);
  const home = await loadHome(context(counted), params).finally(restore);
  return { home, calls };
}
