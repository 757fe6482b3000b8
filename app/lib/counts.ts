/** A count as the page shows it: thousands separated, whatever the visitor's locale ("17,465"). */
export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

/** "1 restaurant", "17,465 restaurants". */
export function restaurantCount(n: number): string {
  return `${formatCount(n)} restaurant${n === 1 ? "" : "s"}`;
}
