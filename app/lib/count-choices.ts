import { COUNT_OPTIONS, type DisplayCount } from "./list-params";

/**
 * The count chips worth showing for `total` results: each size that shows fewer than all, then All;
 * none when everything fits the smallest. `current` matches what is shown (All when the chosen size
 * holds all).
 */
export function countChoices(count: DisplayCount, total: number): { options: DisplayCount[]; current: DisplayCount } {
  const sizes = COUNT_OPTIONS.filter((c): c is Exclude<DisplayCount, "all"> => c !== "all" && c < total);
  if (sizes.length === 0) return { options: [], current: count };
  const current = count === "all" || count >= total ? "all" : count;
  return { options: [...sizes, "all"], current };
}
