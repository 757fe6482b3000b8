export const PAGE_SIZE = 10;

/** Deep offsets cost an index walk each; no category comes near this many pages. */
const MAX_PAGE = 100_000;

/** The page a `?page=` value asks for, as the nearest whole page ≥ 1 ('abc' and '-2' → 1, '2.6' → 3). */
export function requestedPage(raw: string | null): number {
  const value = Number(raw);
  if (raw === null || raw.trim() === "" || !Number.isFinite(value)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Math.round(value)));
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageOffset(page: number, size = PAGE_SIZE): number {
  return (page - 1) * size;
}

type SettledPage = { page: number; totalPages: number; redirectTo: number | null };

/** The valid page once the total is known; `redirectTo` when out of range, not a number or not canonical ('02'). */
export function settlePage(raw: string | null, total: number, size = PAGE_SIZE): SettledPage {
  const totalPages = pageCount(total, size);
  const page = Math.min(requestedPage(raw), totalPages);
  const canonical = page === 1 ? raw === null : raw === String(page);
  return { page, totalPages, redirectTo: canonical ? null : page };
}

/** A page's URL, with the view's filters (`query`) if any: page 1 has no `page`, so it has one address. */
export function pageHref(path: string, page: number, query = ""): string {
  const search = new URLSearchParams(query);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
