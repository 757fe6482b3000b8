import { MICHELIN_CHOICES, type SourceFilters } from "./source-filters";
import { SOURCE_NAMES, TOTAL_SOURCES, type SourceName } from "./sources";

/** How many ranked restaurants each source-aware choice matches on its own (the data's, not the view's). */
export type SourceFilterCounts = {
  /** [n, how many restaurants are on exactly n lists] */
  byListCount: [lists: number, restaurants: number][];
  bySource: Partial<Record<SourceName, number>>;
  byMichelin: Record<string, number>;
};

type FilterChoice = { value: string; label: string; count?: number };

const listsLabel = (n: number) => `${n}+ list${n === 1 ? "" : "s"}`;

/** Choices some place matches, plus any chosen (to undo); 'Not on' has no count, as it depends on the other choices. */
export function sourceFilterChoices(counts: SourceFilterCounts, chosen: SourceFilters) {
  const offered = (current: readonly string[]) => (choice: FilterChoice) =>
    (choice.count ?? 0) > 0 || current.includes(choice.value);
  const atLeast = (n: number) => counts.byListCount.reduce((sum, [lists, count]) => sum + (lists >= n ? count : 0), 0);
  const sources = SOURCE_NAMES.map((name) => ({ value: name, label: name, count: counts.bySource[name] ?? 0 }));
  return {
    lists: Array.from({ length: TOTAL_SOURCES }, (_, i) => i + 1)
      .map((n) => ({ value: String(n), label: listsLabel(n), count: atLeast(n) }))
      .filter(offered(chosen.lists ? [String(chosen.lists)] : [])),
    source: sources.filter(offered(chosen.source ?? [])),
    exclude: sources.filter(offered(chosen.exclude ?? [])).map(({ value, label }) => ({ value, label })),
    michelin: MICHELIN_CHOICES.map(({ value, label }) => ({
      value,
      label,
      count: counts.byMichelin[value] ?? 0,
    })).filter(offered(chosen.michelin ? [chosen.michelin] : [])),
  } satisfies Record<string, FilterChoice[]>;
}

export type SourceFilterChoices = ReturnType<typeof sourceFilterChoices>;
