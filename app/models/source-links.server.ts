import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SourceLink } from "~/components/source-badges";
import { dataStamp } from "~/services/data-stamp.server";
import { cachedImmutableJson } from "~/services/kv-cache.server";
import { mapRead, readOne } from "./batch.server";
import { trustedSourcesRead } from "./reference-data.server";

/**
 * The active trusted sources as card badges link them (for SourceLinksProvider). Only the seed
 * changes them, and it stamps the data, so they are cached (KV and memory) under the data stamp: a
 * warm isolate answers from memory and the page's D1 batch carries only its own rows.
 *
 * Call it after sending the page's own batch: it waits for the data markers, which on an edge-cache
 * miss ride in the first batch sent (see stampedD1); called first, it would send them alone.
 */
export async function loadSourceLinks(context: AppLoadContext): Promise<SourceLink[]> {
  const stamp = dataStamp(await context.dataMeta());
  return cachedImmutableJson(context.cloudflare.env.CACHE, "source-links", stamp, 3600, () =>
    readOne(
      context.db,
      mapRead(trustedSourcesRead(context.db), (sources) =>
        sources.map((s) => ({ name: s.name, displayName: s.displayName, badge: s.badge, url: s.citySpecificUrl })),
      ),
    ),
  );
}
