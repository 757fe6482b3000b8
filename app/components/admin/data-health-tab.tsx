import type { ReactNode } from "react";
import { PLACE_GAP_LABELS } from "~/lib/health/place-gaps";
import { SOURCE_GAP_LABELS, SOURCE_GAPS, type SourceFinding } from "~/lib/health/source-freshness";
import type { DataHealth } from "~/models/data-health.server";

const link = "font-medium text-brand-700 underline decoration-brand-100 underline-offset-2 hover:decoration-brand-700";

/** One gap: its count in the summary, its rows inside (a plain <details>, so it opens without JavaScript). */
function Gap({ label, count, more, children }: { label: string; count: number; more: number; children: ReactNode }) {
  return (
    <details className="group border-b border-stone-200 last:border-b-0" data-testid="health-gap">
      <summary className="flex cursor-pointer items-baseline justify-between gap-3 px-4 py-3 font-medium hover:bg-stone-50">
        <span>{label}</span>
        <span className={`tabular-nums ${count ? "font-semibold text-ink" : "text-stone-500"}`}>
          {count.toLocaleString("en-US")}
        </span>
      </summary>
      {count ? (
        <ul className="space-y-1 px-4 pb-4 text-sm">
          {children}
          {more > 0 ? <li className="text-stone-600">and {more.toLocaleString("en-US")} more</li> : null}
        </ul>
      ) : (
        <p className="px-4 pb-4 text-sm text-stone-600">None.</p>
      )}
    </details>
  );
}

function editionsHref(finding: SourceFinding) {
  return `/admin?${new URLSearchParams({ tab: "lists", source: finding.source })}`;
}

/** Places by gap (linked to their edit form) and sources by freshness (linked to the Lists tab, for uploads). */
export function DataHealthTab({ health }: { health: DataHealth }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="health-places-title" className="space-y-3">
        <div>
          <h2 id="health-places-title" className="text-lg font-semibold">
            Places by gap
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Places that are not closed, highest ranked first. Open one to correct it; evidence changes only by importing
            an edition.
          </p>
        </div>
        <div className="rounded-xl border border-stone-200">
          {health.places.map(({ gap, count, places }) => (
            <Gap key={gap} label={PLACE_GAP_LABELS[gap]} count={count} more={count - places.length}>
              {places.map((place) => (
                <li key={place.slug} className="break-words">
                  <a href={`/admin/restaurants/${place.slug}`} className={link}>
                    {place.name}
                  </a>
                  <span className="text-stone-600"> · {place.neighborhood}</span>
                </li>
              ))}
            </Gap>
          ))}
        </div>
      </section>
      <section aria-labelledby="health-sources-title" className="space-y-3">
        <div>
          <h2 id="health-sources-title" className="text-lg font-semibold">
            Sources by freshness
          </h2>
          <p className="mt-1 text-sm text-stone-600">Each links to the Lists tab, where a new edition is uploaded.</p>
        </div>
        <div className="rounded-xl border border-stone-200">
          {SOURCE_GAPS.map((gap) => {
            const found = health.sources.filter((f) => f.gap === gap);
            return (
              <Gap key={gap} label={SOURCE_GAP_LABELS[gap]} count={found.length} more={0}>
                {found.map((finding) => (
                  <li key={`${finding.source}|${finding.edition?.title ?? ""}`} className="break-words">
                    <a href={editionsHref(finding)} className={link}>
                      {finding.source}
                    </a>
                    {finding.edition ? (
                      <span className="text-stone-600">
                        {` · ${finding.edition.title} (${finding.edition.edition}), read ${finding.edition.readOn}`}
                      </span>
                    ) : null}
                  </li>
                ))}
              </Gap>
            );
          })}
        </div>
      </section>
    </div>
  );
}
