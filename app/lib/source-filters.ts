import { DISTINCTIONS, type Distinction } from "./evidence/types";
import { slugify } from "./slug";
import { normalizeSourceName, parseSources, TOTAL_SOURCES, type SourceName } from "./sources";

/** What a view asks of the lists a restaurant is on now. The keys are the URL's parameter names. */
export type SourceFilters = {
  /** On at least this many trusted lists (1–10). */
  lists?: number;
  /** On any one of these sources' current lists, not necessarily all of them. */
  source?: SourceName[];
  /** On none of these sources' current lists. */
  exclude?: SourceName[];
  /** Holds one of a MICHELIN_CHOICES entry's distinctions on the Michelin Guide's current list. */
  michelin?: string;
};

export type MultiSourceKey = "source" | "exclude";

const STARS: Distinction[] = ["3 Stars", "2 Stars", "1 Star"];

/** The Michelin filter's choices: any star, then each distinction on its own ('2-stars', 'bib-gourmand'). */
export const MICHELIN_CHOICES: { value: string; label: string; distinctions: readonly Distinction[] }[] = [
  { value: "starred", label: "Starred", distinctions: STARS },
  ...DISTINCTIONS.map((d) => ({ value: slugify(d), label: d, distinctions: [d] })),
];

/** 'Critics only' leaves out Yelp: its list is diners' reviews, not critics' picks. */
export const NOT_A_CRITIC: SourceName = "Yelp";

export function michelinDistinctions(value: string): readonly Distinction[] {
  return MICHELIN_CHOICES.find((c) => c.value === value)?.distinctions ?? [];
}

/** '4' → 4; anything but a whole number from 1 to the number of sources is ignored. */
function parseMinLists(raw: string | null): number | undefined {
  const value = raw?.trim() ?? "";
  return /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= TOTAL_SOURCES ? Number(value) : undefined;
}

/** A repeated parameter's known source names, or undefined for none (unknown names are dropped). */
function parseSourceList(values: string[]): SourceName[] | undefined {
  const names = parseSources(values);
  return names.length ? names : undefined;
}

/** The source-aware filters of a query string. Never throws: bad or unknown values are dropped. */
export function parseSourceFilters(params: URLSearchParams): SourceFilters {
  const michelin = params.get("michelin")?.trim().toLowerCase();
  return {
    lists: parseMinLists(params.get("lists")),
    source: parseSourceList(params.getAll("source")),
    exclude: parseSourceList(params.getAll("exclude")),
    michelin: MICHELIN_CHOICES.some((c) => c.value === michelin) ? michelin : undefined,
  };
}

/** The filters as query entries, in one order (repeated keys for several sources). */
export function sourceFilterEntries(f: SourceFilters): [string, string][] {
  return [
    ...(f.lists ? [["lists", String(f.lists)] as [string, string]] : []),
    ...(f.source ?? []).map((name): [string, string] => ["source", name]),
    ...(f.exclude ?? []).map((name): [string, string] => ["exclude", name]),
    ...(f.michelin ? [["michelin", f.michelin] as [string, string]] : []),
  ];
}

/** The filters as a query string ('lists=4&exclude=Yelp'), for a page that carries only these. */
export function sourceFilterSearch(f: SourceFilters): string {
  return new URLSearchParams(sourceFilterEntries(f)).toString();
}

/** `search` with `name` toggled in a source parameter, page reset; adding to 'source' or 'exclude' drops the other. */
export function withSourceToggled(search: URLSearchParams | string, key: MultiSourceKey, name: SourceName): string {
  const next = new URLSearchParams(search);
  const has = (k: string) => next.getAll(k).some((v) => normalizeSourceName(v) === name);
  const remove = (k: string) => {
    const kept = next.getAll(k).filter((v) => normalizeSourceName(v) !== name);
    next.delete(k);
    for (const v of kept) next.append(k, v);
  };
  if (has(key)) remove(key);
  else {
    remove(key === "source" ? "exclude" : "source");
    next.append(key, name);
  }
  next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** What the filters ask, in short parts for a label: ['4+ lists', 'critics only', 'Michelin Starred']. */
export function describeSourceFilters(f: SourceFilters): string[] {
  const michelin = MICHELIN_CHOICES.find((c) => c.value === f.michelin);
  return [
    f.lists ? `${f.lists}+ list${f.lists === 1 ? "" : "s"}` : null,
    f.source ? `on ${f.source.join(" or ")}` : null,
    f.exclude?.join() === NOT_A_CRITIC ? "critics only" : f.exclude ? `not on ${f.exclude.join(", ")}` : null,
    michelin ? `Michelin ${michelin.label}` : null,
  ].filter((part): part is string => part !== null);
}
