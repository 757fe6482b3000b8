import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { SourceLinksProvider } from "~/components/source-badges";
import { pageMeta } from "~/lib/seo";
import { NEW_AND_RISING_SOURCES } from "~/lib/sources";
import { readOne } from "~/models/batch.server";
import { newestRestaurantsRead } from "~/models/newest.server";
import { loadSourceLinks } from "~/models/source-links.server";
import { NewestList } from "./newest-list";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A failed read of the list is logged and shows the empty state (spec section 8), never an error page.
  const newest = readOne(context.db, newestRestaurantsRead(context.db)).catch((error: unknown) => {
    console.error("newest: could not load the newest restaurants", error);
    return [];
  });
  // Sent after the list's read, so that read carries the data markers (see loadSourceLinks).
  const sources = await loadSourceLinks(context);
  // Settled before the page renders, so the list is in the document itself (no JavaScript needed)
  // rather than streamed after the skeletons, as a still-pending promise would be.
  await newest;
  return { showAll: new URL(request.url).searchParams.get("all") === "1", sources, newest };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "New & Rising Los Angeles Restaurants",
    description: `The newest Los Angeles restaurants worth a visit, from ${NEW_AND_RISING_SOURCES.join(", ")}.`,
    path: "/newest",
  });

export default function Newest() {
  const { showAll, sources, newest } = useLoaderData<typeof loader>();
  return (
    <SourceLinksProvider sources={sources}>
      <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6">
        <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "New & Rising" }]} />
        <header>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">New &amp; Rising Restaurants</h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            {`Recent openings that ${NEW_AND_RISING_SOURCES.join(", ").replace(/, ([^,]*)$/, " and $1")} are already talking about, most mentioned first.`}
          </p>
        </header>
        <NewestList newest={newest} showAll={showAll} />
      </main>
    </SourceLinksProvider>
  );
}
