/** Not closed and on a current list (the SQL twin is `ranked`); other profiles show their categories as plain text. */
export const inRanking = (place: { status?: string | null; sourceCount: number }) =>
  place.status !== "closed" && place.sourceCount > 0;
