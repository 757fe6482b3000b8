/**
 * A place's rank where a list is in ranking order: one more than the places on more lists, so places on
 * as many lists share it (decision 049). Their order among themselves is A to Z, which is no judgment.
 */
export type Standing = { rank: number; tied: boolean };

/** How many of a list's places are on each number of lists (all of them, or down to a page's fewest). */
type RankGroup = { sourceCount: number; places: number };

/** The standings of rows of a list, from the list's groups (models/restaurants.server.ts reads them). */
export function standingsFrom<R extends { sourceCount: number }>(
  rows: readonly R[],
  groups: readonly RankGroup[],
): (R & { standing: Standing })[] {
  return rows.map((row) => {
    const above = groups.reduce((sum, g) => (g.sourceCount > row.sourceCount ? sum + g.places : sum), 0);
    const peers = groups.find((g) => g.sourceCount === row.sourceCount)?.places ?? 1;
    return { ...row, standing: { rank: above + 1, tied: peers > 1 } };
  });
}

/**
 * The standings within a whole list held in full (a saved or shared list), from its own rows: a place
 * on no current list has none.
 */
export function standingsWithin<R extends { sourceCount: number }>(
  rows: readonly R[],
): (R | (R & { standing: Standing }))[] {
  const counts = new Map<number, number>();
  for (const { sourceCount } of rows) counts.set(sourceCount, (counts.get(sourceCount) ?? 0) + 1);
  const groups = [...counts].map(([sourceCount, places]) => ({ sourceCount, places }));
  return rows.map((row) => (row.sourceCount > 0 ? standingsFrom([row], groups)[0] : row));
}
