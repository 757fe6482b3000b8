import { Link } from "@remix-run/react";
import { SaveButton } from "~/components/saved/save-button";
import { categoryPath, priceName } from "~/lib/category";
import { priceSlug } from "~/lib/price";
import { slugify } from "~/lib/slug";
import type { RestaurantProfile } from "~/models/profile.server";

const badge = "inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 transition-colors";
const linked = `${badge} bg-white text-ink ring-stone-300 hover:ring-brand-700 hover:text-brand-700`;

/** Name, Save, and badges linking to the restaurant's cuisine, neighborhood, occasion and price pages. */
export function ProfileHeader({ restaurant }: { restaurant: RestaurantProfile }) {
  const occasion = restaurant.occasion || "Casual";
  return (
    <header className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <h1 className="min-w-0 text-3xl font-black tracking-tight sm:text-5xl">{restaurant.name}</h1>
        <div className="pt-1 sm:pt-3">
          <SaveButton slug={restaurant.slug} name={restaurant.name} />
        </div>
      </div>
      <ul aria-label="Categories" className="flex flex-wrap gap-2">
        <li>
          <Link to={categoryPath("cuisine", restaurant.cuisineSlug)} className={linked}>
            {restaurant.cuisine}
          </Link>
        </li>
        <li>
          <Link to={categoryPath("neighborhood", restaurant.neighborhoodSlug)} className={linked}>
            {restaurant.neighborhood}
          </Link>
        </li>
        <li>
          <Link to={categoryPath("occasion", slugify(occasion))} className={linked}>
            {occasion}
          </Link>
        </li>
        <li>
          {restaurant.price ? (
            <Link to={categoryPath("price", priceSlug(restaurant.price))} className={linked}>
              {priceName(restaurant.price)}
            </Link>
          ) : (
            <span className={`${badge} bg-stone-100 text-stone-700 ring-stone-200`}>Price Unknown</span>
          )}
        </li>
      </ul>
    </header>
  );
}
