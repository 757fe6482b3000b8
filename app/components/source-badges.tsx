import { createContext, useContext, type ReactNode } from "react";
import { asOfMonth } from "~/lib/as-of";
import { shortListName, type KeyList } from "~/lib/source-lists";

export type SourceLink = { name: string; displayName: string; badge: string; url: string };

const SourceLinksContext = createContext<SourceLink[]>([]);

/** Pages that render cards provide the trusted sources (from D1) once, for every badge. */
export function SourceLinksProvider({ sources, children }: { sources: SourceLink[]; children: ReactNode }) {
  return <SourceLinksContext.Provider value={sources}>{children}</SourceLinksContext.Provider>;
}

export function useSourceLinks(): SourceLink[] {
  return useContext(SourceLinksContext);
}

/** One badge per list that features the restaurant, linking to that list (new tab, nofollow). */
export function SourceBadges({ sources }: { sources: string }) {
  const links = useSourceLinks();
  const names = sources ? sources.split(", ") : [];
  return (
    <ul className="source-badges" aria-label="Featured on">
      {names.map((name) => {
        const link = links.find((l) => l.name === name);
        const label = link?.displayName ?? name;
        return (
          <li key={name}>
            {link ? (
              <a
                href={link.url}
                target="_blank"
                rel="nofollow noopener noreferrer"
                title={`${label} (opens in a new tab)`}
              >
                {name}
              </a>
            ) : (
              <span>{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What the key says of a source's current lists: which edition, and when we read it. */
function keyLine(lists: KeyList[]): string {
  if (!lists.length) return "no list carried yet";
  return lists.map((l) => `${shortListName(l)}, read ${asOfMonth(l.readOn) ?? l.readOn}`).join("; ");
}

/** Each badge's source, and the current list edition its point comes from. */
export function SourceBadgeKey({ lists, children }: { lists: KeyList[]; children?: ReactNode }) {
  const links = useSourceLinks();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 className="text-sm font-bold uppercase tracking-wide text-stone-600">Source key</h2>
      <p className="mt-1 text-sm text-stone-600">
        Each badge on a restaurant names a trusted list that features it. Tap a badge to open that list.
      </p>
      <ul className="mt-3 space-y-1.5 text-sm">
        {links.map((l) => (
          <li key={l.name}>
            <span className="font-semibold">{l.name}</span>
            {l.displayName !== l.name ? <span className="text-stone-600"> ({l.displayName})</span> : null}
            <span className="text-stone-600">{` — ${keyLine(lists.filter((list) => list.source === l.name))}`}</span>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
