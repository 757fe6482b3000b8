import type { CheckedEdition, Violation } from "./data-check";
import { editionWhere, entryWhere } from "./data-check-common";
import { DISTINCTIONS } from "./types";

const isSet = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Ranks belong only to ranked lists: whole numbers from 1 to declaredSize, each used once. */
export function checkRanks(edition: CheckedEdition): Violation[] {
  const rankedEntries = edition.entries.flatMap((entry, index) => (isSet(entry.rank) ? [{ entry, index }] : []));
  if (!edition.ranked) {
    if (!rankedEntries.length) return [];
    const fix = `${rankedEntries.length} entries carry a rank but the list is not ranked: remove the ranks, or set ranked to true if the list numbers its places.`;
    return [{ rule: "rank", where: editionWhere(edition), fix }];
  }
  const firstWithRank = new Map<number, number>();
  return rankedEntries.flatMap(({ entry, index }) => {
    const rank = entry.rank as number;
    const where = entryWhere(edition, index, entry);
    if (!Number.isInteger(rank) || rank < 1) {
      return [{ rule: "rank", where, fix: `rank ${JSON.stringify(rank)} is not a whole number from 1: correct it.` }];
    }
    if (Number.isInteger(edition.declaredSize) && rank > edition.declaredSize) {
      const fix = `rank ${rank} is past the declared size of ${edition.declaredSize}: correct the rank or declaredSize.`;
      return [{ rule: "rank", where, fix }];
    }
    const first = firstWithRank.get(rank);
    if (first === undefined) {
      firstWithRank.set(rank, index);
      return [];
    }
    return [
      {
        rule: "rank",
        where,
        fix: `rank ${rank} is also entry ${first + 1}'s: give each entry the rank the list prints.`,
      },
    ];
  });
}

/** Distinctions are Michelin's alone, and only its own. */
export function checkDistinctions(edition: CheckedEdition): Violation[] {
  const withDistinction = edition.entries.flatMap((entry, index) =>
    isSet(entry.distinction) ? [{ entry, index }] : [],
  );
  if (edition.source !== "Michelin Guide") {
    if (!withDistinction.length) return [];
    const fix = `${withDistinction.length} entries carry a distinction but only Michelin Guide lists have them: remove the distinctions.`;
    return [{ rule: "distinction", where: editionWhere(edition), fix }];
  }
  const unknown = withDistinction.flatMap(({ entry, index }) =>
    (DISTINCTIONS as readonly string[]).includes(entry.distinction as string)
      ? []
      : [
          {
            rule: "distinction",
            where: entryWhere(edition, index, entry),
            fix: `distinction "${entry.distinction}" is not Michelin's: use one of ${DISTINCTIONS.join(", ")}.`,
          },
        ],
  );
  return [...unknown, ...checkDistinctionYears(edition)];
}

/** A carried-over distinction names the earlier guide that awarded it: a year before the edition's, with a distinction. */
function checkDistinctionYears(edition: CheckedEdition): Violation[] {
  const editionYear = Number(/^\d{4}/.exec(edition.edition)?.[0] ?? Number.NaN);
  return edition.entries.flatMap((entry, index) => {
    const year = entry.distinctionYear;
    if (year == null) return [];
    const fix = !isSet(entry.distinction)
      ? `distinctionYear ${year} has no distinction to date: remove it, or add the distinction it dates.`
      : !/^\d{4}$/.test(year) || !(Number(year) < editionYear)
        ? `distinctionYear "${year}" must be a year (YYYY) before the edition's (${edition.edition}); leave it out where the distinction is the edition's own.`
        : null;
    return fix ? [{ rule: "distinction", where: entryWhere(edition, index, entry), fix }] : [];
  });
}
