import { Fragment } from "react";
import { RankMove } from "~/components/rank-move";
import { useSourceLinks } from "~/components/source-badges";
import type { RestaurantSummary } from "~/lib/listing";

/** "Appears on 2 trusted lists", "Was on 1 trusted list" (closed); a place known only from earlier editions is on none now. */
function countText(count: number, closed: boolean): string {
  if (!count && !closed) return "On no current trusted list";
  return `${closed ? "Was on" : "Appears on"} ${count} trusted list${count === 1 ? "" : "s"}`;
}

/** The count ('Was on' for a closed place), naming each list and linking to it (new tab, nofollow). */
export function TrustedListsBanner({
  sources,
  count,
  closed = false,
  move,
}: {
  sources: string;
  count: number;
  closed?: boolean;
  /** How the latest list update moved it (not shown for a closed place). */
  move?: Pick<RestaurantSummary, "moved" | "rankBefore" | "rankAfter">;
}) {
  const links = useSourceLinks();
  const names = sources ? sources.split(", ") : [];
  return (
    <section aria-label="Trusted lists" className="rounded-2xl bg-brand-700 p-5 text-white">
      <p className="text-xl font-bold" data-testid="trusted-lists-count">
        {countText(count, closed)}
      </p>
      {move && !closed ? <RankMove {...move} described className="mt-2 text-sm text-brand-50" /> : null}
      {names.length ? (
        <p className="mt-1 text-brand-50">
          {names.map((name, i) => {
            const link = links.find((l) => l.name === name);
            return (
              <Fragment key={name}>
                {i > 0 ? (i === names.length - 1 ? " and " : ", ") : null}
                {link ? (
                  <a
                    href={link.url}
                    target="_blank"
                    rel="nofollow noreferrer"
                    className="font-semibold underline underline-offset-2 hover:text-white"
                  >
                    {link.displayName}
                  </a>
                ) : (
                  <span className="font-semibold">{name}</span>
                )}
              </Fragment>
            );
          })}
        </p>
      ) : null}
    </section>
  );
}
