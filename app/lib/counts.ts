/** Made once: toLocaleString builds a new formatter on every call, several per rendered page. */
const COUNT_FORMAT = new Intl.NumberFormat("en-US");

/** A count as the page shows it: thousands separated, whatever the visitor's locale ("17,465"). */
export function formatCount(n: number): string {
  return COUNT_FORMAT.format(n);
}

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
