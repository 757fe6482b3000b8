import { asOfMonth } from "~/lib/as-of";
import { BeenButton } from "~/components/saved/been-button";
import { SaveButton } from "~/components/saved/save-button";
import { categoryPath, priceName } from "~/lib/category";
import { priceSlug } from "~/lib/price";
import { slugify } from "~/lib/slug";
import type { RestaurantProfile } from "~/models/profile.server";
import { inRanking } from "~/lib/in-ranking";
import { CategoryBadge, plain } from "./category-badge";
import { CuisineBadge } from "./cuisine-badge";

/** Badges link the cuisine (and style, where `stylePage` says it has a page), neighborhood, occasion and price. */
export function ProfileHeader({ restaurant, stylePage }: { restaurant: RestaurantProfile; stylePage: boolean }) {
  const occasion = restaurant.occasion || "Casual";
  const unlinked = !inRanking(restaurant);
  return (
    <header className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <h1 className="min-w-0 text-3xl font-black tracking-tight sm:text-5xl">{restaurant.name}</h1>
        <div className="card-marks pt-1 sm:pt-3">
          <SaveButton slug={restaurant.slug} name={restaurant.name} />
          <BeenButton slug={restaurant.slug} name={restaurant.name} />
        </div>
      </div>
      <ClosedBanner restaurant={restaurant} />
      <ul aria-label="Categories" className="flex flex-wrap gap-2">
        <li>
          <CuisineBadge place={restaurant} stylePage={stylePage} unlinked={unlinked} />
        </li>
        <li>
          <CategoryBadge to={categoryPath("neighborhood", restaurant.neighborhoodSlug)} unlinked={unlinked}>
            {restaurant.neighborhood}
          </CategoryBadge>
        </li>
        <li>
          <CategoryBadge to={categoryPath("occasion", slugify(occasion))} unlinked={unlinked}>
            {occasion}
          </CategoryBadge>
        </li>
        <li>
          {restaurant.price ? (
            <CategoryBadge to={categoryPath("price", priceSlug(restaurant.price))} unlinked={unlinked}>
              {priceName(restaurant.price)}
            </CategoryBadge>
          ) : (
            <span className={plain}>Price Unknown</span>
          )}
        </li>
      </ul>
    </header>
  );
}

const STATUS_LABELS: Record<string, string> = {
  closed: "Closed",
  "temporarily-closed": "Temporarily closed",
  moved: "Moved",
};

/** "Closed (June 2025)": the profile stays at its URL for the record, but the place is not ranked. */
function ClosedBanner({ restaurant }: { restaurant: RestaurantProfile }) {
  const label = STATUS_LABELS[restaurant.status];
  if (!label) return null;
  const closed = asOfMonth(restaurant.closedMonth);
  const month = closed ? ` (${closed})` : "";
  return (
    <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      {`${label}${month}`}
      {restaurant.status === "closed" ? (
        <span className="block text-sm font-normal">
          This page stays for the record; the place is no longer ranked.
        </span>
      ) : null}
    </p>
  );
}
