import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { CategoryLinks } from "~/components/category/category-links";
import { pageMeta } from "~/lib/seo";
import { loadCategoryCounts } from "~/services/cached-reads.server";
import { stamped, withDataStamp } from "~/services/read-page.server";

/** The hub shows this many cuisines and neighborhoods, the most common first. */
const HUB_LIMIT = 20;
const MANY = "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4";
const FEW = "grid-cols-2";

export async function loader({ context }: LoaderFunctionArgs) {
  const {
    meta,
    counts: { cuisines, neighborhoods, prices, occasions },
  } = await loadCategoryCounts(context);
  return stamped(
    {
      cuisines: cuisines.slice(0, HUB_LIMIT),
      cuisineTotal: cuisines.length,
      neighborhoods: neighborhoods.slice(0, HUB_LIMIT),
      neighborhoodTotal: neighborhoods.length,
      prices,
      occasions,
    },
    meta,
  );
}

export const headers = withDataStamp;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Browse Los Angeles Restaurants",
    description: "Find ranked Los Angeles restaurants by cuisine, neighborhood, price range or occasion.",
    path: "/restaurants",
  });

function Section({
  id,
  title,
  seeAll,
  children,
}: {
  id: string;
  title: string;
  seeAll?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {seeAll}
      </div>
      {children}
    </section>
  );
}

function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} prefetch="intent" className="text-sm font-semibold text-brand-700 hover:underline">
      {label} <span aria-hidden="true">→</span>
    </Link>
  );
}

export default function Hub() {
  const data = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 space-y-8 px-4 py-6">
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Browse" }]} />
      <header>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Browse Los Angeles Restaurants</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          Every restaurant here is on at least one of 10 trusted expert lists. Pick a cuisine, a neighborhood, a price
          range or an occasion to see them ranked.
        </p>
      </header>
      <Section
        id="hub-cuisines"
        title="Cuisines"
        seeAll={
          data.cuisineTotal > data.cuisines.length ? (
            <SeeAll to="/restaurants/cuisines" label={`See All ${data.cuisineTotal} Cuisines`} />
          ) : null
        }
      >
        <CategoryLinks type="cuisine" categories={data.cuisines} label="Cuisines" columns={MANY} />
      </Section>
      <Section
        id="hub-neighborhoods"
        title="Neighborhoods"
        seeAll={
          data.neighborhoodTotal > data.neighborhoods.length ? (
            <SeeAll to="/restaurants/neighborhoods" label={`See All ${data.neighborhoodTotal} Neighborhoods`} />
          ) : null
        }
      >
        <CategoryLinks type="neighborhood" categories={data.neighborhoods} label="Neighborhoods" columns={MANY} />
      </Section>
      <div className="grid gap-8 md:grid-cols-2">
        <Section id="hub-prices" title="Price">
          <CategoryLinks type="price" categories={data.prices} label="Price ranges" columns={FEW} />
        </Section>
        <Section id="hub-occasions" title="Occasion">
          <CategoryLinks type="occasion" categories={data.occasions} label="Occasions" columns={FEW} />
        </Section>
      </div>
      <p className="text-sm text-stone-700">
        Looking for what just opened?{" "}
        <Link to="/newest" prefetch="intent" className="font-semibold text-brand-700 hover:underline">
          See the New &amp; Rising list
        </Link>
      </p>
    </main>
  );
}
