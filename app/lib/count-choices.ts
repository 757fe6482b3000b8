import { COUNT_OPTIONS, type DisplayCount } from "./list-params";

/** Each size showing fewer than `total`, then All; none when all fit the smallest; `current` All if it holds all. */
export function countChoices(count: DisplayCount, total: number): { options: DisplayCount[]; current: DisplayCount } {
  const sizes = COUNT_OPTIONS.filter((c): c is Exclude<DisplayCount, "all"> => c !== "all" && c < total);
  if (sizes.length === 0) return { options: [], current: count };
  const current = count === "all" || count >= total ? "all" : count;
  return { options: [...sizes, "all"], current };
}

const MORE = 50;

/** "See Top 50" where over 50 are ranked, else "See All N" (never fifty of twenty-seven); null when ten are all. */
export function seeMore(total: number): { label: string; count: "50" | "all" } | null {
  if (total <= 10) return null;
  return total > MORE ? { label: `See Top ${MORE}`, count: "50" } : { label: `See All ${total}`, count: "all" };
}
