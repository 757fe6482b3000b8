import { COUNT_OPTIONS, type DisplayCount } from "./list-params";

/**
 * The count chips worth showing for `total` results: a size only if it shows fewer than all of them,
 * then All. Where every result fits in the smallest size there is nothing to choose, so none.
 * `current` is the chip that matches what is shown (All when the chosen size holds every result).
 */
export function countChoices(count: DisplayCount, total: number): { options: DisplayCount[]; current: DisplayCount } {
  const sizes = COUNT_OPTIONS.filter((c): c is Exclude<DisplayCount, "all"> => c !== "all" && c < total);
  if (sizes.length === 0) return { options: [], current: count };
  const current = count === "all" || count >= total ? "all" : count;
  return { options: [...sizes, "all"], current };
}
