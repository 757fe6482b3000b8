import { datedBy } from "./current";
import type { EditionOfList } from "./featured-in";

export type TimelineEvent = { edition: string; text: string; joined: boolean };

/** Joined at an edition naming it after one that did not, left at one that stopped; lists named by title. */
export function listTimeline(editions: EditionOfList[]): TimelineEvent[] {
  const byList = new Map<number, EditionOfList[]>();
  for (const e of editions) byList.set(e.listId, [...(byList.get(e.listId) ?? []), e]);
  const lists = new Map<string, Set<number>>();
  for (const e of editions) lists.set(e.source, (lists.get(e.source) ?? new Set()).add(e.listId));
  const events: (TimelineEvent & { at: string })[] = [];
  for (const group of byList.values()) {
    group.sort((a, b) => datedBy(a).localeCompare(datedBy(b)) || a.edition.localeCompare(b.edition));
    group.forEach((e, i) => {
      const before = i > 0 && group[i - 1].listed;
      if (e.listed === before) return;
      const list = (lists.get(e.source)?.size ?? 0) > 1 ? `${e.source} (${e.title})` : e.source;
      const text = e.listed ? `Joined ${list}, ${e.edition} edition` : `Left ${list}, ${e.edition} edition`;
      events.push({ edition: e.edition, text, joined: e.listed, at: datedBy(e) });
    });
  }
  return events.sort((a, b) => b.at.localeCompare(a.at) || a.text.localeCompare(b.text)).map(({ at: _at, ...e }) => e);
}
