import { formatCount } from "./counts";

/** Home and /saved count places been to among the top of the ranking. */
export const PROGRESS_TOP = 50;

/** What a progress count is against, as the browser names it: the top of the ranking, or 'cuisine/japanese'. */
export type ProgressScopeName = "top" | `${string}/${string}`;

/** "You've been to 12 of the top 50" or, on a category page, "You've been to 4 of 16 Japanese". */
export function beenProgressText({ been, of }: { been: number; of: number }, what: string | null): string {
  const scope = what === null ? `the top ${formatCount(of)}` : `${formatCount(of)} ${what}`;
  return `You've been to ${formatCount(been)} of ${scope}`;
}
