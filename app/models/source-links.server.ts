import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SourceLink } from "~/components/source-badges";
import { cachedForData } from "~/services/kv-cache.server";
import { mapRead, readOne } from "./batch.server";
import { trustedSourcesRead } from "./reference-data.server";

/**
 * The active trusted sources as card badges link them (for SourceLinksProvider). Only the seed
 * changes them, and it stamps the data, so they are cached with it (cachedForData): a warm isolate
 * answers from memory and the page's D1 batch carries only its own rows. Call it after sending the
 * page's own batch (see cachedForData).
 */
export async function loadSourceLinks(context: AppLoadContext): Promise<SourceLink[]> {
  return cachedForData(context, "source-links", () =>
    readOne(
      context.db,
      mapRead(trustedSourcesRead(context.db), (sources) =>
        sources.map((s) => ({ name: s.name, displayName: s.displayName, badge: s.badge, url: s.citySpecificUrl })),
      ),
    ),
  );
}
