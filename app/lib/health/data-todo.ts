import { currentEditions } from "~/lib/evidence/current";
import type { CheckedEdition } from "~/lib/evidence/data-check";
import type { RestaurantInput } from "~/lib/restaurant-record";
import { PLACE_GAP_LABELS, PLACE_GAPS, placeGapsOf } from "./place-gaps";
import { SOURCE_GAP_LABELS, SOURCE_GAPS, sourceFreshness } from "./source-freshness";

type TodoLine = { label: string; count: number; names: string[] };

/** The Data health tab's figures over the shipped files, for data:check: places by gap, sources by freshness. */
export function dataTodo(
  {
    restaurants,
    lists,
    sources,
  }: { restaurants: RestaurantInput[]; lists: CheckedEdition[]; sources: { name: string }[] },
  today: string,
): TodoLine[] {
  const open = restaurants.filter((r) => r.status !== "closed");
  const gaps = open.map((r) => ({
    name: r.name,
    gaps: placeGapsOf({ ...r, latitude: r.lat, longitude: r.lng }, today),
  }));
  const places = PLACE_GAPS.filter((gap) => gap !== "report-open").map((gap) => {
    const names = gaps.filter((p) => p.gaps.includes(gap)).map((p) => p.name);
    return { label: PLACE_GAP_LABELS[gap], count: names.length, names };
  });
  const current = [...currentEditions(lists)].map((e) => ({ ...e, readOn: e.read }));
  const findings = sourceFreshness(
    sources.map((s) => s.name),
    current,
    today,
  );
  const editions = SOURCE_GAPS.map((gap) => {
    const names = findings
      .filter((f) => f.gap === gap)
      .map((f) => (f.edition ? `${f.source}: ${f.edition.title} (${f.edition.edition})` : f.source));
    return { label: SOURCE_GAP_LABELS[gap], count: names.length, names };
  });
  return [...places, ...editions];
}
