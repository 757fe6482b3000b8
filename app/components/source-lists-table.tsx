import { listMonth, scopeLabel, type CurrentList, type SourceLists } from "~/lib/source-lists";

const COLUMNS = ["List", "Edition", "Published", "Read", "Scope", "List size", "Places we carry"] as const;
const COUNTS = new Set<string>(["List size", "Places we carry"]);

/** On a wide screen a date or a scope stays on one line, and counts line up on the right. */
function cellClass(column: string): string {
  return COUNTS.has(column) ? "tabular-nums sm:text-right" : "sm:whitespace-nowrap";
}

function SourceCell({ source }: { source: SourceLists<CurrentList> }) {
  return (
    <th scope="row" role="rowheader" className="font-semibold text-ink">
      {source.name}
      {source.displayName !== source.name ? (
        <span className="block text-xs font-normal text-stone-600">{source.displayName}</span>
      ) : null}
    </th>
  );
}

function ListCells({ list }: { list: CurrentList }) {
  const cells: [string, string][] = [
    ["Edition", list.edition],
    ["Published", listMonth(list.published) ?? "Not dated"],
    ["Read", listMonth(list.readOn) ?? list.readOn],
    ["Scope", scopeLabel(list.scope)],
    ["List size", list.declaredSize.toLocaleString("en-US")],
    ["Places we carry", list.carried.toLocaleString("en-US")],
  ];
  return (
    <>
      <td role="cell" data-label="List" className="min-w-56">
        <a
          href={list.url}
          target="_blank"
          rel="nofollow noreferrer"
          className="font-medium text-brand-700 underline decoration-brand-100 underline-offset-2 hover:decoration-brand-700"
        >
          {list.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </td>
      {cells.map(([label, value]) => (
        <td key={label} role="cell" data-label={label} className={cellClass(label)}>
          {value}
        </td>
      ))}
    </>
  );
}

/** Under 640px rows stack; explicit roles keep the table semantics some browsers drop once its display changes. */
export function SourceListsTable({ sources }: { sources: SourceLists<CurrentList>[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <table role="table" className="stacked-table">
        <caption>The ten sources and the list editions we count today</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Source
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                role="columnheader"
                className={COUNTS.has(column) ? "text-right" : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {sources.flatMap((source) =>
            source.lists.length ? (
              source.lists.map((list) => (
                <tr key={`${source.name}|${list.title}`} role="row">
                  <SourceCell source={source} />
                  <ListCells list={list} />
                </tr>
              ))
            ) : (
              <tr key={source.name} role="row">
                <SourceCell source={source} />
                <td role="cell" colSpan={COLUMNS.length} className="text-stone-600">
                  No list carried yet
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
