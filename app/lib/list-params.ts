import { cuisineFilters } from "./cuisine/cuisine-filter";
import { DISTANCE_OPTIONS } from "./geo";
import { DEFAULT_SORT, SORT_KEYS, type ListingFilters, type SortKey } from "./listing";
import { occasionFromSlug } from "./occasion";
import { requestedPage } from "./pagination";
import { formatPrice, parsePrice } from "./price";
import { neighborhoodSlug } from "./slug";
import { parseSourceFilters, sourceFilterEntries } from "./source-filters";

export const COUNT_OPTIONS = [10, 25, 50, "all"] as const;
export type DisplayCount = (typeof COUNT_OPTIONS)[number];
/** 'All' renders at most this many cards; past it the page says so and suggests narrowing. */
export const ALL_LIMIT = 300;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 50;

/** 'Hide places I've been' or 'only places I've been': the server applies it for the signed-in, the browser otherwise. */
export const BEEN_FILTERS = ["hide", "only"] as const;
export type BeenFilter = (typeof BEEN_FILTERS)[number];

/** A list's orders: the ranking's, by distance from a place, and a search's best matches first. */
export type ListSort = SortKey | "distance" | "relevance";

/** Everything a list view's URL can say. Parsing never throws: unknown values are dropped. */
export type ListParams = {
  filters: ListingFilters;
  sort: ListSort;
  count: DisplayCount;
  /** A search's page of results, `count` to a page; the ranking itself is cut at `count`, never paged. */
  page: number;
  radius: number;
  zip?: string;
  near?: { lat: number; lng: number };
  view: "list" | "map";
  been?: BeenFilter;
};

function clean(value: string | null, max = SEARCH_MAX_LENGTH): string | undefined {
  const trimmed = value?.replace(/\s+/g, " ").trim().slice(0, max);
  return trimmed && trimmed !== "all" ? trimmed : undefined;
}

/**
 * The words a search was typed as, where they became filters (`asked`, set only by that redirect): shown
 * beside the filters, never part of the view, so no link carries them on.
 */
export const readAsked = (params: URLSearchParams) => clean(params.get("asked"));

/** Four decimals (about 10 m): as precise as a list view needs, and one URL per spot. */
function roundPoint({ lat, lng }: { lat: number; lng: number }) {
  return { lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4 };
}

function parseNear(value: string | null): ListParams["near"] {
  const [lat, lng] = (value ?? "").split(",").map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? roundPoint({ lat, lng })
    : undefined;
}

export function parseListParams(params: URLSearchParams): ListParams {
  const q = clean(params.get("q"));
  const price = parsePrice(params.get("price")) ?? parsePrice(Number(params.get("price")));
  const occasion = clean(params.get("occasion"));
  const cuisine = cuisineFilters(clean(params.get("cuisine")), clean(params.get("style")));
  const neighborhood = clean(params.get("neighborhood"));
  const sortParam = params.get("sort");
  const countParam = params.get("count");
  const radius = Number(params.get("radius"));
  const zip = params.get("zip")?.trim();
  const near = parseNear(params.get("near"));
  const hasLocation = !!near || (!!zip && /^\d{5}$/.test(zip));
  const search = q && q.length >= SEARCH_MIN_LENGTH ? q : undefined;
  const sort: ListSort | undefined =
    sortParam === "distance"
      ? hasLocation
        ? "distance"
        : undefined
      : sortParam === "relevance"
        ? search
          ? "relevance"
          : undefined
        : SORT_KEYS.find((key) => key === sortParam);
  return {
    filters: {
      q: search,
      ...cuisine,
      neighborhood: neighborhood ? neighborhoodSlug(neighborhood) || undefined : undefined,
      price: price ?? undefined,
      ...parseSourceFilters(params),
      occasion: occasion ? (occasionFromSlug(occasion) ? occasion : undefined) : undefined,
    },
    sort: sort || defaultSort(search, hasLocation),
    count: countParam === "all" ? "all" : (COUNT_OPTIONS.find((c) => String(c) === countParam) ?? 10),
    page: search ? requestedPage(params.get("page")) : 1,
    radius: DISTANCE_OPTIONS.includes(radius as (typeof DISTANCE_OPTIONS)[number]) ? radius : 0,
    zip: zip && /^\d{5}$/.test(zip) ? zip : undefined,
    near,
    view: params.get("view") === "map" ? "map" : "list",
    been: BEEN_FILTERS.find((mode) => mode === params.get("been")),
  };
}

/**
 * The order a view has when its URL names none: nearest first once a location is set (Near Me, a ZIP),
 * else a search's best matches, otherwise the ranking. Choosing another is then its own URL
 * (`sort=sourceCount`).
 */
export function defaultSort(q: string | undefined, located = false): ListSort {
  return located ? "distance" : q ? "relevance" : DEFAULT_SORT;
}

/** Whether the view is around a place (a ZIP or a point): its results can be nearest first. */
export const isLocated = (p: Pick<ListParams, "zip" | "near">) => !!p.zip || !!p.near;

/** Cards per page: the ranking's cut, or a search's page of results. */
export const pageSize = (p: ListParams) => (p.count === "all" ? ALL_LIMIT : p.count);

/** True when any narrowing filter is set (the panel's 'Active' badge). */
export function hasActiveFilters(p: ListParams): boolean {
  const { q: _q, ...rest } = p.filters;
  return Object.values(rest).some((v) => v !== undefined) || p.radius > 0;
}

/**
 * The query string of a parsed list view: only what parseListParams understood, in one order,
 * defaults left out, so links never carry a tracking tag, unknown key or ignored value into the next
 * view.
 */
export function listSearch(p: ListParams): string {
  return new URLSearchParams(listEntries(p)).toString();
}

function listEntries(p: ListParams): [string, string][] {
  const { filters } = p;
  const entries: [string, string | undefined][] = [
    ["q", filters.q],
    ["cuisine", filters.cuisine],
    ["style", filters.style],
    ["neighborhood", filters.neighborhood],
    ["price", formatPrice(filters.price) ?? undefined],
    ...sourceFilterEntries(filters),
    ["occasion", filters.occasion],
    ["sort", p.sort === defaultSort(filters.q, isLocated(p)) ? undefined : p.sort],
    ["count", p.count === COUNT_OPTIONS[0] ? undefined : String(p.count)],
    ["zip", p.zip],
    ["near", p.near ? `${p.near.lat},${p.near.lng}` : undefined],
    ["radius", p.radius ? String(p.radius) : undefined],
    ["view", p.view === "map" ? "map" : undefined],
    ["been", p.been],
    // Last, where pageHref puts it, so a page has one address.
    ["page", filters.q && p.page > 1 ? String(p.page) : undefined],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/** The view's query as hidden fields of a GET form whose own inputs supply the `own` parameters. */
export function listFields(p: ListParams, own: readonly string[]): [string, string][] {
  return listEntries(p).filter(([key]) => !own.includes(key));
}

/** A ZIP code or a point (Near Me), or null for anywhere. */
export type ListPlace = { zip: string } | { near: { lat: number; lng: number } } | null;

/**
 * The view around `place` within `radius` miles (0: any distance): a view in its default order becomes
 * nearest first; with no place, nothing is sorted by distance.
 */
export function withPlace(p: ListParams, place: ListPlace, radius: number): ListParams {
  const { q } = p.filters;
  const wasDefault = p.sort === defaultSort(q, isLocated(p));
  const sort = wasDefault || (!place && p.sort === "distance") ? defaultSort(q, !!place) : p.sort;
  return {
    ...p,
    zip: place && "zip" in place ? place.zip : undefined,
    near: place && "near" in place ? roundPoint(place.near) : undefined,
    radius: place ? radius : 0,
    sort,
  };
}

/** A copy of `search` with one parameter set (or removed with null or ""), page reset. */
export function withParam(search: URLSearchParams | string, key: string, value: string | null): string {
  const next = new URLSearchParams(search);
  if (value === null || value === "") next.delete(key);
  else next.set(key, value);
  next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "?";
}
