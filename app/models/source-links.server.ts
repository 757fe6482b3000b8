import type { SourceLink } from "~/components/source-badges";
import type { Db } from "~/db/client.server";
import { mapRead, type Read } from "./batch.server";
import { trustedSourcesRead } from "./reference-data.server";

/** The active trusted sources as card badges link them (for SourceLinksProvider). */
export function sourceLinksRead(db: Db): Read<SourceLink[]> {
  return mapRead(trustedSourcesRead(db), (sources) =>
    sources.map((s) => ({ name: s.name, displayName: s.displayName, badge: s.badge, url: s.citySpecificUrl })),
  );
}
