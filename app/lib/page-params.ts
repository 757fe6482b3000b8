/** Every query parameter a page reads; the edge cache keys by these alone (page-params.test.ts checks the list). */
const PAGE_QUERY_PARAMS = new Set([
  // the ranked list, its search and filters (list-params.ts, source-filters.ts)
  "q",
  "price",
  "occasion",
  "cuisine",
  "style",
  "neighborhood",
  "sort",
  "count",
  "radius",
  "zip",
  "near",
  "page",
  "view",
  "been",
  "michelin",
  "lists",
  "source",
  "exclude",
  // the words a search was typed as, where they became its filters (intent.server.ts)
  "asked",
  // the filter panel's section a link asks to open (filter-options.ts)
  "open",
  // single pages
  "list",
  "all",
  "done",
  "download",
  "sent",
  "slugs",
  "tab",
  "token",
  "redirectTo",
  "id",
  "kind",
  // a source's page narrowed to the places another source's lists name too (lists.$source.tsx)
  "with",
]);

export function isPageParam(key: string): boolean {
  return PAGE_QUERY_PARAMS.has(key);
}
