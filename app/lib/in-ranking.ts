/**
 * In the ranking and on its category pages: not closed, and on at least one current list (the SQL
 * twin is `ranked` in models/restaurant-columns.server.ts). Other profiles show their categories as
 * plain text.
 */
export const inRanking = (place: { status?: string | null; sourceCount: number }) =>
  place.status !== "closed" && place.sourceCount > 0;
