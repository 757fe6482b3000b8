/** A count as the page shows it: thousands separated, whatever the visitor's locale ("17,465"). */
export function formatCount(n: number): string {
  // By hand for whole numbers, every count a page shows: a formatter costs a phone's main thread its locale data.
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
  countFormat ??= new Intl.NumberFormat("en-US");
  return countFormat.format(n);
}

/** Made on first use, once: toLocaleString builds a new formatter on every call. */
let countFormat: Intl.NumberFormat | undefined;

/** "1 restaurant", "17,465 restaurants". */
export function restaurantCount(n: number): string {
  return `${formatCount(n)} restaurant${n === 1 ? "" : "s"}`;
}

/** Under a distance search: the places it leaves out because we know them only by their area. */
export function areaOnlyLeftOutText(n: number): string | null {
  if (n <= 0) return null;
  return n === 1
    ? "1 place known only by its neighborhood is not included: its distance is unknown"
    : `${formatCount(n)} places known only by neighborhood are not included: their distance is unknown`;
}
