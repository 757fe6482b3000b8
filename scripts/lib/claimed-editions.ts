import type { RestaurantInput } from "~/lib/restaurant-record";
import { slugify } from "~/lib/slug";
import { normalizeSourceName, SOURCE_NAMES } from "~/lib/sources";
import type { ListEditionInput, ListKind } from "~/lib/evidence/types";

/**
 * One current edition per source, built from restaurants' `sources` claims: for test fixtures and
 * synthetic data only, never the shipped data, whose editions are real (data/lists/).
 */
export function editionsFromClaims(
  restaurants: RestaurantInput[],
  label: { list: string; host: string; read: string; kind?: ListKind },
): (ListEditionInput & { list: string })[] {
  return SOURCE_NAMES.flatMap((source) => {
    const listed = restaurants.filter((r) =>
      [r.sources ?? []].flat().some((claim) => normalizeSourceName(String(claim)) === source),
    );
    if (!listed.length) return [];
    const url = `https://${label.host}/${slugify(source)}/${label.list}`;
    return [
      {
        source,
        list: label.list,
        title: `${source}: ${label.list}`,
        url,
        scope: "Los Angeles" as const,
        edition: "2026",
        published: "2026-01",
        read: label.read,
        declaredSize: listed.length,
        kind: label.kind ?? "best",
        ranked: false,
        // On a new-openings list, a place that says when it opened carries it, stated by the list itself.
        entries: listed.map((r) => ({
          name: r.name,
          address: r.address ?? null,
          ...(label.kind === "new" && r.openedMonth ? { opened: r.openedMonth, openedSource: url } : {}),
        })),
      },
    ];
  });
}
