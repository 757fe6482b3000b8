import type { ReactNode } from "react";
import type { EditionPreview } from "~/lib/csv/import-preview";

const BY = { address: "name and street address", name: "name (neither has a street address)" } as const;
const rank = (value: number | null) => (value === null ? "not ranked" : `#${value.toLocaleString("en-US")}`);

function Table({
  title,
  testId,
  total,
  shown,
  head,
  children,
}: {
  title: string;
  testId: string;
  total: number;
  shown: number;
  head: string[];
  children: ReactNode;
}) {
  const id = `${testId}-title`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="font-semibold">
        {title} ({total.toLocaleString("en-US")})
      </h2>
      {shown < total ? (
        <p className="text-sm text-stone-600">The first {shown.toLocaleString("en-US")} are listed.</p>
      ) : null}
      {total === 0 ? (
        <p className="mt-1 text-sm text-stone-600">None.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid={testId}>
            <thead>
              <tr>
                {head.map((cell) => (
                  <th key={cell} className="px-2 py-1.5 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const cell = "border-t border-stone-100 px-2 py-1.5 align-top break-words";

/** An edition's preview: rows matched (to which place, on what), places added, and the largest ranking moves. */
export function EditionPreviewTables({ preview }: { preview: EditionPreview }) {
  return (
    <>
      <Table
        title="Rows matched to our restaurants"
        testId="preview-matched"
        total={preview.matchedTotal}
        shown={preview.matched.length}
        head={["Line", "In the file", "Matched to", "Matched on"]}
      >
        {preview.matched.map((row) => (
          <tr key={row.line}>
            <td className={`${cell} tabular-nums`}>{row.line}</td>
            <td className={cell}>{row.name}</td>
            <td className={cell}>
              <a href={`/restaurants/${row.slug}`} className="font-medium text-brand-700 underline">
                {row.place}
              </a>
            </td>
            <td className={cell}>{BY[row.by]}</td>
          </tr>
        ))}
      </Table>
      <Table
        title="Restaurants it would add"
        testId="preview-added"
        total={preview.addedTotal}
        shown={preview.added.length}
        head={["Line", "Name", "Neighborhood"]}
      >
        {preview.added.map((row) => (
          <tr key={row.line}>
            <td className={`${cell} tabular-nums`}>{row.line}</td>
            <td className={cell}>{row.name}</td>
            <td className={cell}>{row.neighborhood ?? "—"}</td>
          </tr>
        ))}
      </Table>
      <Table
        title="Ranking moves it would cause"
        testId="preview-moves"
        total={preview.movesTotal}
        shown={preview.moves.length}
        head={["Restaurant", "Rank now", "Rank after"]}
      >
        {preview.moves.map((move) => (
          <tr key={move.slug}>
            <td className={cell}>{move.name}</td>
            <td className={`${cell} tabular-nums`}>{rank(move.from)}</td>
            <td className={`${cell} tabular-nums`}>{rank(move.to)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The rows the import rejects, with why, and the same as a CSV. */
export function RejectedTable({ jobId, rows }: { jobId: string; rows: { line: number; reason: string }[] }) {
  return (
    <Table
      title="Rows rejected"
      testId="preview-rejected"
      total={rows.length}
      shown={rows.length}
      head={["Line", "Reason"]}
    >
      {rows.map((row) => (
        <tr key={`${row.line}-${row.reason}`}>
          <td className={`${cell} tabular-nums`}>{row.line}</td>
          <td className={cell}>{row.reason}</td>
        </tr>
      ))}
      <tr>
        <td colSpan={2} className={cell}>
          <a href={`/admin/imports/${jobId}/rejected`} download className="font-semibold underline">
            Download rejected rows (CSV)
          </a>
        </td>
      </tr>
    </Table>
  );
}
