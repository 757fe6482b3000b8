import { createContext, useContext, type ReactNode } from "react";
import { asOfMonth } from "~/lib/as-of";
import { badgeClaim, type CardClaim } from "~/lib/evidence/card-claims";
import { shortListName, type KeyList } from "~/lib/source-lists";
import type { SourceLink } from "~/lib/sources";

/** What the badges, the hero and the source key read of a trusted source. */
type ShownSource = Pick<SourceLink, "name" | "displayName" | "url"> & Partial<Pick<SourceLink, "editions">>;

const SourceLinksContext = createContext<ShownSource[]>([]);

/** Pages that render cards provide the trusted sources (from D1) once, for every badge. */
export function SourceLinksProvider({ sources, children }: { sources: ShownSource[]; children: ReactNode }) {
  return <SourceLinksContext.Provider value={sources}>{children}</SourceLinksContext.Provider>;
}

export function useSourceLinks(): ShownSource[] {
  return useContext(SourceLinksContext);
}

/** Shown short ("Michelin Guide 1★") and said whole in hidden text ("…: 1 Star"), so the name has no stray "★". */
function BadgeText({ name, claim }: { name: string; claim: ReturnType<typeof badgeClaim> }) {
  if (!claim) return <>{name}</>;
  return (
    <>
      <span className="sr-only">{`${name}: ${claim.spoken}`}</span>
      <span aria-hidden="true">
        {name}
        {claim.visible ? <span className="badge-claim">{claim.visible}</span> : null}
      </span>
    </>
  );
}

/** The current edition that names the place (one that ranks or distinguishes it first), else the source's city list. */
function badgeHref(link: ShownSource, editions: readonly number[], claims: readonly CardClaim[]): string {
  const own = (link.editions ?? []).filter((e) => editions.includes(e.id));
  const claimed = own.find((e) => claims.some((c) => c.editionId === e.id));
  return (claimed ?? own[0])?.url ?? link.url;
}

/** One badge per list featuring it, linking the edition naming it, with its rank or distinction ("LA Times: #8"). */
export function SourceBadges({
  sources,
  editions = [],
  claims = [],
}: {
  sources: string;
  editions?: readonly number[];
  claims?: readonly CardClaim[];
}) {
  const links = useSourceLinks();
  const names = sources ? sources.split(", ") : [];
  return (
    <ul className="source-badges" aria-label="Featured on">
      {names.map((name) => {
        const link = links.find((l) => l.name === name);
        const label = link?.displayName ?? name;
        const own = claims.filter((c) => c.source === name);
        const claim = badgeClaim(own);
        const title = claim ? `${label}: ${claim.title}` : label;
        const content = <BadgeText name={name} claim={claim} />;
        return (
          <li key={name}>
            {link ? (
              <a
                href={badgeHref(link, editions, own)}
                target="_blank"
                rel="nofollow noreferrer"
                title={`${title} (opens in a new tab)`}
              >
                {content}
              </a>
            ) : (
              <span title={claim ? title : undefined}>{content}</span>
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
    <div className="key-card">
      <h2>Source key</h2>
      <p>
        Each badge on a restaurant names a trusted list that features it, with its rank there (#3) or its Michelin
        distinction (1★ for one star, Bib for a Bib Gourmand). Tap a badge to open that list.
      </p>
      <ul className="source-key">
        {links.map((l) => (
          <li key={l.name}>
            <b>{l.name}</b>
            {`${l.displayName !== l.name ? ` (${l.displayName})` : ""} — ${keyLine(lists.filter((list) => list.source === l.name))}`}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
