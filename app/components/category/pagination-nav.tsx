import { Link } from "@remix-run/react";
import { pageHref } from "~/lib/pagination";

const step = "inline-flex min-w-28 items-center justify-center rounded-lg border px-4 py-2 text-sm font-semibold";

type StepProps = { path: string; query: string; page: number | null; label: string; rel: "prev" | "next" };

function Step({ path, query, page, label, rel }: StepProps) {
  if (page === null) {
    return (
      <span aria-disabled="true" className={`${step} cursor-not-allowed border-stone-200 text-stone-400`}>
        {label}
      </span>
    );
  }
  return (
    <Link
      to={pageHref(path, page, query)}
      rel={rel}
      prefetch="intent"
      className={`${step} border-stone-300 bg-white hover:border-brand-700 hover:text-brand-700`}
    >
      {label}
    </Link>
  );
}

/** Plain links (`?page=` after the view's `query`), so paging works without JavaScript. */
export function PaginationNav({
  path,
  query,
  page,
  totalPages,
}: {
  path: string;
  query: string;
  page: number;
  totalPages: number;
}) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Step path={path} query={query} page={page > 1 ? page - 1 : null} label="Previous" rel="prev" />
      <p className="text-sm font-medium text-stone-700" aria-live="polite">{`Page ${page} of ${totalPages}`}</p>
      <Step path={path} query={query} page={page < totalPages ? page + 1 : null} label="Next" rel="next" />
    </nav>
  );
}
