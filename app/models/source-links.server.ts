import type { SourceLink } from "~/components/source-badges";
import type { Db } from "~/db/client.server";
import { listTrustedSources } from "./reference-data.server";

/** The active trusted sources as card badges link them (for SourceLinksProvider). */
export async function listSourceLinks(db: Db): Promise<SourceLink[]> {
  const sources = await listTrustedSources(db);
  return sources.map((s) => ({ name: s.name, displayName: s.displayName, badge: s.badge, url: s.citySpecificUrl }));
}
