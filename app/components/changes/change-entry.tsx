import { Link } from "@remix-run/react";
import { changeDay, changeSections, changeTitle, type ChangeSummary } from "~/lib/changes/summary";

/** One data change on /changes: its day, what it did, and the places it moved, each linked. */
export function ChangeEntry({
  anchor,
  changedAt,
  summary,
}: {
  /** The entry's id on the page: "v12" for a data change, "e3" for an edition the data was built from. */
  anchor: string;
  changedAt: string;
  summary: ChangeSummary;
}) {
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-5"
    >
      <header className="space-y-1">
        <p className="text-sm text-stone-600">
          <time dateTime={changedAt}>{changeDay(changedAt)}</time>
        </p>
        <h2 id={`${anchor}-title`} className="text-lg font-bold leading-snug">
          {changeTitle(summary)}
        </h2>
      </header>
      {changeSections(summary).map((section) => (
        <section key={section.label} aria-labelledby={`${anchor}-${section.key}`} className="space-y-1">
          <h3 id={`${anchor}-${section.key}`} className="text-xs font-semibold uppercase tracking-wide text-stone-600">
            {section.label}
          </h3>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {section.items.map((item) => (
              <li key={`${item.slug ?? ""}${item.text}${item.note ?? ""}`}>
                {item.slug ? (
                  <Link to={`/restaurants/${item.slug}`} className="font-medium text-brand-700 hover:underline">
                    {item.text}
                  </Link>
                ) : (
                  <span className="font-medium">{item.text}</span>
                )}
                {item.note ? <span className="text-stone-600"> {item.note}</span> : null}
              </li>
            ))}
            {section.more ? <li className="text-stone-600">and {section.more.toLocaleString("en-US")} more</li> : null}
          </ul>
        </section>
      ))}
    </article>
  );
}
