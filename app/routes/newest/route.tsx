import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { SourceLinksProvider } from "~/components/source-badges";
import { pageMeta } from "~/lib/seo";
import { settleWithin, STREAMED_LIST_WAIT_MS } from "~/lib/settle";
import { NEW_AND_RISING_SOURCES } from "~/lib/sources";
import { listNewestRestaurants } from "~/models/newest.server";
import { readOne } from "~/models/batch.server";
import { sourceLinksRead } from "~/models/source-links.server";
import { NewestList } from "./newest-list";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  // A failed read is logged and shows the empty state (spec section 8), never an error page. Waited
  // for briefly, so it is in the document (and works without JavaScript); if slower, it streams in
  // behind the six skeletons.
  const newest = listNewestRestaurants(db).catch((error: unknown) => {
    console.error("newest: could not load the newest restaurants", error);
    return [];
  });
  const [sources] = await Promise.all([readOne(db, sourceLinksRead(db)), settleWithin(newest, STREAMED_LIST_WAIT_MS)]);
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
