/** The response header that names the data a page was rendered from; the edge cache stores only pages that carry it. */
export const DATA_STAMP_HEADER = "X-Data-Stamp";

/** A page that reads no data of its own says so: the edge stores it under the data current when it rendered (its footer's date). */
export const READS_NO_DATA = "none";

/** Every data-derived cache's key: imports bump the version at switch-over, the seed sets the time. */
export function dataStamp({ version, updatedAt }: { version: number; updatedAt: string | null }): string {
  return `${version}-${(updatedAt && Date.parse(updatedAt)) || 0}`;
}
