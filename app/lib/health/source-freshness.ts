import { editionStaleness } from "~/lib/evidence/freshness";
import { verifiedCutoff } from "./place-gaps";

export const SOURCE_GAPS = ["no-current", "stale", "read-long-ago"] as const;
export type SourceGap = (typeof SOURCE_GAPS)[number];

export const SOURCE_GAP_LABELS: Record<SourceGap, string> = {
  "no-current": "No current edition",
  stale: "Current edition older than 18 months",
  "read-long-ago": "Read more than 12 months ago",
};

export type CurrentEdition = {
  source: string;
  title: string;
  edition: string;
  published: string | null;
  readOn: string;
};
export type SourceFinding = { gap: SourceGap; source: string; edition: CurrentEdition | null };

/** Active sources with no current edition, and current editions over 18 months old or read over a year ago. */
export function sourceFreshness(sources: string[], current: CurrentEdition[], today: string): SourceFinding[] {
  const withCurrent = new Set(current.map((e) => e.source));
  const cutoff = verifiedCutoff(today);
  return [
    ...sources
      .filter((s) => !withCurrent.has(s))
      .map((source) => ({ gap: "no-current" as const, source, edition: null })),
    ...current
      .filter((e) => editionStaleness(e, today) !== null)
      .map((edition) => ({ gap: "stale" as const, source: edition.source, edition })),
    ...current
      .filter((e) => e.readOn < cutoff)
      .map((edition) => ({ gap: "read-long-ago" as const, source: edition.source, edition })),
  ];
}
