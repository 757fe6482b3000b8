import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { RestaurantCard } from "~/components/restaurant-card";
import { useSaved } from "~/components/saved/saved-provider";
import { BeenProgress } from "~/components/been/been-progress";
import { useOfflineState } from "~/components/offline/offline-state";
import { OfflineStatus } from "~/components/offline/offline-status";
import { ExportSlugsForm } from "~/components/share/export-links";
import { SourceLinksProvider } from "~/components/source-badges";
import { pageMeta } from "~/lib/seo";
import { stamped, withDataStamp } from "~/services/read-page.server";
import { loadSaved, parseSlugsParam } from "./queries.server";
import { SavedActions } from "./saved-actions";
import { ShareSavedList } from "./share-saved-list";
import { useSavedRestaurants } from "./use-saved-restaurants";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { meta, ...saved } = await loadSaved(context, parseSlugsParam(new URL(request.url).searchParams.get("slugs")));
  return stamped(saved, meta);
}

export const headers = withDataStamp;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your Saved Restaurants",
    description: "The Los Angeles restaurants you saved, with booking, directions and websites.",
    path: "/saved",
  });

function EmptyState() {
  return (
    <div
      className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center"
      data-testid="saved-empty"
    >
      <p className="text-lg text-stone-700">You haven't saved any yet. Tap Save on a restaurant to add it here.</p>
      <Link
        to="/"
        className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Explore Restaurants
      </Link>
    </div>
  );
}

function SavedList() {
  const { slugs, restaurants, loading, unavailable } = useSavedRestaurants();
  if (loading) {
    // Server-rendered too: without JavaScript nothing will load, so only the reason is shown.
    return (
      <div role="status" className="rounded-2xl bg-white p-8 text-center text-stone-600">
        <p className="no-js:hidden!">Loading your saved restaurants…</p>
        <p className="hidden text-sm no-js:block!">
          Your saved list is kept in this browser, so this page needs JavaScript to show it.
        </p>
      </div>
    );
  }
  if (slugs.length === 0) return <EmptyState />;
  return (
    <>
      <ol className="space-y-5" aria-label="Saved restaurants">
        {restaurants.map((restaurant) => (
          <li key={restaurant.slug}>
            <RestaurantCard
              restaurant={restaurant}
              headingLevel={2}
              actions={<SavedActions restaurant={restaurant} />}
            />
          </li>
        ))}
      </ol>
      {unavailable > 0 ? (
        <p className="text-sm text-stone-600">
          {`${unavailable} saved restaurant${unavailable === 1 ? " is" : "s are"} no longer on our lists.`}
        </p>
      ) : null}
    </>
  );
}

export default function Saved() {
  const { sources } = useLoaderData<typeof loader>();
  const { slugs, ready, clear } = useSaved();
  // Sharing and exporting need the site; offline, the list is only read.
  const { offline, copy } = useOfflineState();
  return (
    <SourceLinksProvider sources={sources}>
      <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6">
        <div className="flex items-center justify-between gap-3">
          <Link to="/" className="text-sm font-semibold text-brand-700 hover:underline">
            <span aria-hidden="true">← </span>Back to List
          </Link>
          <button
            type="button"
            onClick={clear}
            disabled={!ready || slugs.length === 0}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold hover:border-red-700 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Clear All
          </button>
        </div>
        <header className="space-y-2">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Your Saved Restaurants</h1>
          <p className="text-sm text-stone-600" data-testid="saved-total">
            {ready ? `${slugs.length} saved` : "\u00a0"}
          </p>
          <BeenProgress scope="top" what={null} />
        </header>
        {ready && slugs.length && !(offline || copy) ? (
          <section aria-label="Share and export" className="space-y-3">
            <ShareSavedList slugs={slugs} />
            <ExportSlugsForm slugs={slugs} label="Export your list" />
            <OfflineStatus />
          </section>
        ) : null}
        <SavedList />
      </main>
    </SourceLinksProvider>
  );
}
