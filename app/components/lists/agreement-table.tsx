import { Link } from "@remix-run/react";
import { sharedCount, sourcePath } from "~/lib/list-pages";
import type { SourceName } from "~/lib/sources";

type Pair = { a: string; b: string; places: number };

/** Ranked places each pair of sources shares (diagonal: each one's own), counts linked; scrolls sideways on phones. */
export function AgreementTable({ sources, agreement }: { sources: SourceName[]; agreement: Pair[] }) {
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-stone-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Places each pair of lists share"
    >
      <table className="agreement-table min-w-full text-sm">
        <caption className="sr-only">
          Ranked places each pair of lists both name; on the diagonal, all a list names
        </caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 bg-white">
              <span className="sr-only">List</span>
            </th>
            {sources.map((s) => (
              <th key={s} scope="col" className="agreement-col">
                <span>{s}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sources.map((a) => (
            <tr key={a}>
              <th scope="row" className="sticky left-0 bg-white text-left font-semibold">
                {a}
              </th>
              {sources.map((b) => {
                const n = sharedCount(agreement, a, b);
                const label = a === b ? `${n} places on ${a}` : `${n} places on both ${a} and ${b}`;
                return (
                  <td key={b} className={a === b ? "agreement-self" : n ? "agreement-some" : "agreement-none"}>
                    {n ? (
                      <Link to={sourcePath(a, a === b ? undefined : b)} aria-label={label}>
                        {n}
                      </Link>
                    ) : (
                      <span aria-label={label}>·</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
