import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { JsonLd } from "~/components/json-ld";
import { LocationThumb } from "~/components/location-thumb";
import { AboutSection, aboutText } from "~/components/profile/about-section";
import { ExploreMore } from "~/components/profile/explore-more";
import { FeaturedInSection } from "~/components/profile/featured-in-section";
import { OpenNeighbours } from "~/components/profile/open-neighbours";
import { ProfileActions } from "~/components/profile/profile-actions";
import { ProfileHeader } from "~/components/profile/profile-header";
import { ReportLink } from "~/components/profile/report-link";
import { RestaurantNotFound } from "~/components/profile/restaurant-not-found";
import { TrustedListsBanner } from "~/components/profile/trusted-lists-banner";
import { SourceLinksProvider } from "~/components/source-badges";
import { categoryPath } from "~/lib/category";
import { inRanking } from "~/lib/in-ranking";
import { listMentions } from "~/lib/evidence/featured-in-text";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { slugify } from "~/lib/slug";
import { restaurantLd } from "~/lib/structured-data";
import { stamped, withDataStamp } from "~/services/read-page.server";
import { loadProfile } from "./queries.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const raw = params.slug ?? "";
  const slug = slugify(raw);
  // '/restaurants/République' and '/restaurants/Bestia' have one address: the slug.
  if (slug && slug !== raw) throw redirect(`/restaurants/${slug}`, 301);
  const { meta, movedTo, ...profile } = await loadProfile(context, raw);
  // A merged duplicate's old address: the place it became.
  if (movedTo) throw redirect(`/restaurants/${movedTo}`, 301);
  // A real 404 (not a wait-and-redirect), so search engines drop dead links.
  return stamped(profile, meta, { status: profile.restaurant ? 200 : 404 });
}

export const headers = withDataStamp;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const restaurant = data?.restaurant;
  if (!restaurant) return notFoundMeta(matches);
  const about = aboutText(restaurant);
  return pageMeta(matches, {
    title: `${restaurant.name}: ${restaurant.cuisine} in ${restaurant.neighborhood}`,
    description: about.length > 160 ? `${about.slice(0, 157).trimEnd()}…` : about,
    path: `/restaurants/${restaurant.slug}`,
    type: "article",
  });
};

export default function RestaurantProfilePage() {
  const { restaurant, featured, sources, neighbours, stylePage, suggestions } = useLoaderData<typeof loader>();
  if (!restaurant) return <RestaurantNotFound suggestions={suggestions} />;
  // A closed place has nothing left to book or visit; one out of the ranking is on no category page.
  const closed = restaurant.status === "closed";
  const onItsPages = inRanking(restaurant);
  return (
    <SourceLinksProvider sources={sources}>
      <main className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6">
        <JsonLd data={(site) => restaurantLd(restaurant, site, listMentions(featured?.entries ?? []))} />
        <Breadcrumb
          items={[
            { label: "Home", href: "/" },
            { label: "Browse", href: "/restaurants" },
            ...(onItsPages
              ? [{ label: restaurant.cuisine, href: categoryPath("cuisine", restaurant.cuisineSlug) }]
              : []),
            { label: restaurant.name },
          ]}
        />
        <ProfileHeader restaurant={restaurant} stylePage={stylePage} />
        <div className="grid gap-6 md:grid-cols-[1fr_340px] md:items-start">
          <div className="min-w-0 space-y-6">
            <TrustedListsBanner
              sources={restaurant.sources}
              count={restaurant.sourceCount}
              closed={closed}
              move={restaurant}
            />
            {closed ? (
              <OpenNeighbours
                cuisine={restaurant.cuisine}
                cuisineSlug={restaurant.cuisineSlug}
                neighbours={neighbours}
              />
            ) : (
              <ProfileActions restaurant={restaurant} />
            )}
            {featured ? (
              <FeaturedInSection name={restaurant.name} featured={featured} lastVerified={restaurant.lastVerified} />
            ) : null}
            <AboutSection restaurant={restaurant} />
          </div>
          <aside aria-labelledby="location" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
            <h2 id="location" className="text-lg font-bold">
              Location
            </h2>
            <p className="text-sm text-stone-700" data-testid="profile-address">
              {restaurant.address ??
                `Street address not on file: the lists we read place it in ${restaurant.neighborhood}.`}
            </p>
            <LocationThumb
              name={restaurant.name}
              latitude={restaurant.latitude}
              longitude={restaurant.longitude}
              address={restaurant.address}
              area={restaurant.neighborhood}
              className="h-64"
            />
          </aside>
        </div>
        <ExploreMore restaurant={restaurant} />
        <ReportLink slug={restaurant.slug} />
      </main>
    </SourceLinksProvider>
  );
}
