import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { ChangeEntry } from "~/components/changes/change-entry";
import { pageHref, pageOffset, requestedPage, settlePage } from "~/lib/pagination";
import { pageMeta } from "~/lib/seo";
import { readPage, stamped, withDataStamp } from "~/services/read-page.server";
import { readOne } from "~/models/batch.server";
import { changesRead } from "~/models/data-changes.server";
import { editionCountRead, editionHistoryRead } from "~/models/edition-import/index.server";

const PER_PAGE = 20;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: data && data.page > 1 ? `What Changed in the Rankings, Page ${data.page}` : "What Changed in the Rankings",
    description:
      "Every update to the LA Eats Ranked data: list editions added, restaurants that joined or left the ranking, the biggest moves and closures.",
    path: data ? pageHref("/changes", data.page) : "/changes",
    // Older pages are an archive the first page links on to; the first is the one to find.
    noindex: !!data && data.page > 1,
  });

/** Recorded data changes newest first, then the editions the data was built from; an untidy ?page= redirects. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  const offset = pageOffset(requestedPage(raw), PER_PAGE);
  const {
    meta,
    values: [{ changes, total }, editionTotal],
  } = await readPage(context, [changesRead(context.db, PER_PAGE, offset), editionCountRead(context.db)]);
  const settled = settlePage(raw, total + editionTotal, PER_PAGE);
  if (settled.redirectTo !== null) throw redirect(pageHref("/changes", settled.redirectTo));
  const room = PER_PAGE - changes.length;
  const editions =
    room > 0 ? await readOne(context.db, editionHistoryRead(context.db, room, Math.max(0, offset - total))) : [];
  return stamped({ changes, editions, page: settled.page, totalPages: settled.totalPages }, meta);
}

export const headers = withDataStamp;

export default function Changes() {
  const { changes, editions, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-6">
      <div className="space-y-3">
        <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "What Changed" }]} />
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">What Changed</h1>
        <p className="leading-relaxed text-stone-700">
          Each update to the data, newest first: the list editions we added, the restaurants that joined or left the
          ranking, the biggest moves and the closures. It begins with the editions the data was built from, each on the
          day we read it. Follow it in a feed reader:{" "}
          <a href="/changes.atom" className="font-medium text-brand-700 underline">
            Atom feed
          </a>
          .
        </p>
      </div>
      {changes.length + editions.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
          No changes recorded yet. The first list update will appear here.
        </p>
      ) : (
        <div className="space-y-4">
          {changes.map((change) => (
            <ChangeEntry key={change.version} anchor={`v${change.version}`} {...change} />
          ))}
          {editions.map((edition) => (
            <ChangeEntry key={edition.editionId} anchor={`e${edition.editionId}`} {...edition} />
          ))}
        </div>
      )}
      {totalPages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm font-medium">
          {page > 1 ? (
            <Link to={pageHref("/changes", page - 1)} className="text-brand-700 hover:underline">
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-stone-600">
            Page {page} of {totalPages}
          </span>
          {page < totalPages ? (
            <Link to={pageHref("/changes", page + 1)} className="text-brand-700 hover:underline">
              Older →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
