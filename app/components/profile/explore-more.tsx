import { Link } from "@remix-run/react";
import { categoryPath, FAVOURITE_CATEGORIES } from "~/lib/category";
import { inRanking } from "~/lib/in-ranking";
import { slugify } from "~/lib/slug";
import type { RestaurantSummary } from "~/lib/listing";

type Group = { title: string; links: { label: string; href: string }[] };

function dedupe(links: Group["links"]) {
  return links.filter((link, i) => links.findIndex((l) => l.href === link.href) === i);
}

/** Its categories plus fixed favourites; a place out of the ranking leaves its own out, as it is not on those pages. */
export function exploreGroups(
  restaurant: Pick<
    RestaurantSummary,
    "cuisine" | "cuisineSlug" | "neighborhood" | "neighborhoodSlug" | "occasion" | "sourceCount"
  > & {
    status?: string;
  },
): Group[] {
  const occasion = restaurant.occasion || "Casual";
  const own = inRanking(restaurant);
  const favourites = (type: "cuisine" | "occasion") =>
    FAVOURITE_CATEGORIES[type].map((f) => ({ label: f.label, href: categoryPath(type, f.slug) }));
  return [
    {
      title: "By cuisine",
      links: dedupe([
        ...(own
          ? [{ label: `More ${restaurant.cuisine}`, href: categoryPath("cuisine", restaurant.cuisineSlug) }]
          : []),
        ...favourites("cuisine"),
      ]),
    },
    {
      title: "By occasion",
      links: dedupe([
        ...(own ? [{ label: occasion, href: categoryPath("occasion", slugify(occasion)) }] : []),
        ...favourites("occasion"),
      ]),
    },
    {
      title: "Nearby and new",
      links: [
        ...(own
          ? [
              {
                label: `More in ${restaurant.neighborhood}`,
                href: categoryPath("neighborhood", restaurant.neighborhoodSlug),
              },
            ]
          : []),
        { label: "New & Rising", href: "/newest" },
        { label: "Browse all categories", href: "/restaurants" },
      ],
    },
  ];
}

export function ExploreMore({ restaurant }: { restaurant: Parameters<typeof exploreGroups>[0] }) {
  return (
    <section aria-labelledby="explore-more" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="explore-more" className="text-xl font-bold">
        Explore More
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-3">
        {exploreGroups(restaurant).map((group) => (
          <div key={group.title}>
            <h3 className="text-sm font-bold uppercase tracking-wide text-stone-600">{group.title}</h3>
            <ul className="mt-2 space-y-1.5">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} prefetch="intent" className="font-medium text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
