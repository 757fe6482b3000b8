import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { EditionLinks } from "~/components/lists/edition-links";
import { LISTS_PATH, sourceBySlug, sourcePath } from "~/lib/list-pages";
import { pageMeta } from "~/lib/seo";
import { restaurantPath } from "~/lib/structured-data";
import { sourcePageRead } from "~/models/list-pages.server";
import { readPage, stamped, withDataStamp } from "~/services/read-page.server";

export const headers = withDataStamp;

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  page
    ? pageMeta(matches, {
        title: page.other
          ? `Places on both ${page.source} and ${page.other}`
          : `${page.source}: Every Edition We Count`,
        description: page.other
          ? `The Los Angeles restaurants that the current lists of ${page.source} and ${page.other} both name.`
          : `Every edition of ${page.source}'s lists behind LA Eats Ranked, as published, with the places we carry from each.`,
        path: sourcePath(page.source, page.other ?? undefined),
        // A page per pair of sources is for the agreement table's links, not for search results; a source
        // with no list carried yet has nothing to find.
        noindex: page.other !== null || page.editions.length === 0,
      })
    : [];

/** A source and its editions; `?with=` another source: the places both name. One D1 round trip. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const source = sourceBySlug(params.source ?? "");
  if (!source) throw new Response("Not Found", { status: 404 });
  const withParam = new URL(request.url).searchParams.get("with");
  const other = withParam === null ? null : sourceBySlug(withParam);
  if (withParam !== null && (!other || other === source)) throw new Response("Not Found", { status: 404 });
  const {
    meta,
    values: [page],
  } = await readPage(context, [sourcePageRead(context.db, source, other)]);
  return stamped({ source, other, ...page }, meta);
}

export default function SourceLists() {
  const { source, other, editions, shared } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 space-y-8 px-4 py-6">
      <div className="space-y-4">
        <Breadcrumb
          items={[{ label: "Home", href: "/" }, { label: "The Lists", href: LISTS_PATH }, { label: source }]}
        />
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
          {other ? `On both ${source} and ${other}` : source}
        </h1>
      </div>
      {other ? (
        <section aria-labelledby="shared" className="space-y-3">
          <h2 id="shared" className="text-xl font-bold">
            {`${shared.length} ranked ${shared.length === 1 ? "place" : "places"} both lists name today`}
          </h2>
          <ol className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {shared.map((p) => (
              <li key={p.slug} className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-3">
                <Link
                  to={restaurantPath(p.slug)}
                  prefetch="intent"
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {p.name}
                </Link>
                <span className="text-sm text-stone-600">{`${p.neighborhood} · on ${p.sources}`}</span>
              </li>
            ))}
          </ol>
          <p>
            <Link to={sourcePath(source)} className="font-medium text-brand-700 underline">
              {`All of ${source}'s editions`}
            </Link>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="source-editions" className="space-y-3">
        <h2 id="source-editions" className="text-xl font-bold">
          Editions we count
        </h2>
        {editions.length ? (
          <EditionLinks editions={editions} />
        ) : (
          <p className="text-stone-600">No list of theirs is carried yet.</p>
        )}
      </section>
    </main>
  );
}
