import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { AgreementTable } from "~/components/lists/agreement-table";
import { EditionLinks } from "~/components/lists/edition-links";
import { agreementSentence, sourcePath } from "~/lib/list-pages";
import { pageMeta } from "~/lib/seo";
import { SOURCE_NAMES } from "~/lib/sources";
import { listsIndexRead } from "~/models/list-pages.server";
import { readPage, stamped, withDataStamp } from "~/services/read-page.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "The Lists Behind the Ranking, and Where They Agree",
    description:
      "Every edition of the ten trusted lists behind LA Eats Ranked, as each source published it, and how many Los Angeles restaurants each pair of lists names in common.",
    path: "/lists",
  });

export const headers = withDataStamp;

/** Every edition and the agreement table: one D1 round trip. */
export async function loader({ context }: LoaderFunctionArgs) {
  const {
    meta,
    values: [{ editions, agreement }],
  } = await readPage(context, [listsIndexRead(context.db)]);
  return stamped({ editions, agreement }, meta);
}

export default function ListsIndex() {
  const { editions, agreement } = useLoaderData<typeof loader>();
  const sentence = agreementSentence(agreement);
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 space-y-10 px-4 py-6">
      <div className="space-y-4">
        <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "The Lists" }]} />
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">The Lists We Count</h1>
        <p className="max-w-3xl leading-relaxed text-stone-700">
          Every edition of every list behind the ranking, as its source published it, and where the lists agree. A place
          earns one point for each source whose current list names it (
          <Link to="/methodology" className="font-medium text-brand-700 underline">
            how we rank
          </Link>
          ).
        </p>
      </div>
      <section aria-labelledby="agreement" className="space-y-4">
        <h2 id="agreement" className="text-2xl font-bold tracking-tight">
          Where the lists agree
        </h2>
        <p className="max-w-3xl text-stone-700">
          {sentence ? `${sentence} ` : ""}Each number counts the ranked places both lists name today; tap it to see
          them.
        </p>
        <AgreementTable sources={SOURCE_NAMES.filter((s) => agreement.some((p) => p.a === s))} agreement={agreement} />
      </section>
      <section aria-labelledby="editions" className="space-y-6">
        <h2 id="editions" className="text-2xl font-bold tracking-tight">
          Every edition
        </h2>
        {SOURCE_NAMES.map((source) => {
          const own = editions.filter((e) => e.source === source);
          return (
            <section
              key={source}
              aria-label={source}
              className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
            >
              <h3 className="text-lg font-bold">
                <Link to={sourcePath(source)} prefetch="intent" className="hover:underline">
                  {source}
                </Link>
              </h3>
              <div className="mt-3">
                {own.length ? (
                  <EditionLinks editions={own} />
                ) : (
                  <p className="text-stone-600">No list of theirs is carried yet.</p>
                )}
              </div>
            </section>
          );
        })}
      </section>
    </main>
  );
}
