import areaData from "../../data/areas.json" with { type: "json" };
import { neighborhoodSlug } from "./slug";

/** A region, or a district inside one (Downtown): a diner's word for several neighborhoods at once. */
type AreaGroup = { slug: string; name: string; aliases: string[]; members: string[]; parent: string | null };

type GroupInput = { name: string; aliases: string[]; areas: string[]; districts?: GroupInput[] };

function toGroups(input: GroupInput, parent: string | null): AreaGroup[] {
  const slug = neighborhoodSlug(input.name);
  const districts = (input.districts ?? []).flatMap((d) => toGroups(d, slug));
  const own = { slug, name: input.name, aliases: input.aliases, parent };
  const members = [...input.areas.map(neighborhoodSlug), ...districts.flatMap((d) => d.members)];
  return [{ ...own, members: [...new Set([slug, ...members])] }, ...districts];
}

export const AREA_GROUPS: AreaGroup[] = (areaData.regions as GroupInput[]).flatMap((r) => toGroups(r, null));

const BY_SLUG = new Map(AREA_GROUPS.map((group) => [group.slug, group]));

export const areaGroup = (slug: string | undefined): AreaGroup | undefined => (slug ? BY_SLUG.get(slug) : undefined);

/** The neighborhood slugs a filter on `slug` covers: a group's every member, else the neighborhood alone. */
export function areaMembers(slug: string): string[] {
  return BY_SLUG.get(slug)?.members ?? [slug];
}

/** The groups a neighborhood lies in, innermost first ('arts-district' → downtown, central-la). */
export function enclosingAreas(slug: string): AreaGroup[] {
  return AREA_GROUPS.filter((group) => group.slug !== slug && group.members.includes(slug)).sort(
    (a, b) => a.members.length - b.members.length,
  );
}

/** Every neighborhood label the groups name: a place's label outside them is in no region. */
export const GROUPED_LABELS = new Set(
  (areaData.regions as GroupInput[]).flatMap((r) => [r, ...(r.districts ?? [])]).flatMap((g) => g.areas),
);

type Counted = { slug: string; name: string; count: number };

/** Adds a row per group holding a place, summing its members; a group named like a label (Downtown) takes its row. */
export function withAreaGroups<T extends Counted>(neighborhoods: T[]): Counted[] {
  const count = new Map(neighborhoods.map((n) => [n.slug, n.count]));
  const groups = AREA_GROUPS.map((group) => ({
    slug: group.slug,
    name: group.name,
    count: group.members.reduce((sum, member) => sum + (count.get(member) ?? 0), 0),
  })).filter((group) => group.count > 0);
  const grouped = new Set(groups.map((group) => group.slug));
  const rows: Counted[] = [...neighborhoods.filter((n) => !grouped.has(n.slug)), ...groups];
  return rows.sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
}

type Option = { value: string; label: string; count?: number };

/**
 * Each region first ('All Westside'), then its districts and neighborhoods by count; the rest last, "Elsewhere".
 * Equal counts keep the options' order (sorting is stable): give them in name order for names A–Z.
 */
export function groupAreaOptions(options: Option[]): { title: string; options: Option[] }[] {
  const byValue = new Map(options.map((o) => [o.value, o]));
  const placed = new Set<string>();
  const most = (a: Option, b: Option) => (b.count ?? 0) - (a.count ?? 0);
  const groups = AREA_GROUPS.filter((g) => g.parent === null && byValue.has(g.slug))
    .map((region) => {
      const own = byValue.get(region.slug)!;
      const inside = new Set(region.members);
      const members = options.filter((o) => o.value !== region.slug && inside.has(o.value));
      for (const o of [own, ...members]) placed.add(o.value);
      return {
        title: region.name,
        count: own.count ?? 0,
        options: [{ ...own, label: `All ${region.name}` }, ...members.sort(most)],
      };
    })
    .sort((a, b) => b.count - a.count);
  const rest = options.filter((o) => !placed.has(o.value)).sort(most);
  return [
    ...groups.map(({ title, options }) => ({ title, options })),
    ...(rest.length ? [{ title: "Elsewhere", options: rest }] : []),
  ];
}

/** The neighborhoods and districts inside a region that hold places, most first: its page links each. */
export function areasWithin(slug: string, counts: Counted[]): Counted[] {
  const members = new Set(BY_SLUG.get(slug)?.members ?? []);
  members.delete(slug);
  return counts
    .filter((c) => members.has(c.slug) && c.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
