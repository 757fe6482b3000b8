import { Link } from "@remix-run/react";
import { categoryPath } from "~/lib/category";
import { CategoryBadge } from "./category-badge";

const pill = "inline-flex items-center rounded-full text-sm font-semibold ring-1";
const part = "rounded-full py-1 transition-colors";

function Part({ to, children, className }: { to: string | null; children: string; className: string }) {
  return to ? (
    <Link to={to} className={`${part} ${className} hover:text-brand-700`}>
      {children}
    </Link>
  ) : (
    <span className={`${part} ${className}`}>{children}</span>
  );
}

type Cuisine = { cuisine: string; cuisineSlug: string; cuisineStyle?: string | null; cuisineStyleSlug: string | null };

/** Family and style link their pages where the style has one (small styles fold in); out of the ranking, plain text. */
export function CuisineBadge({
  place,
  stylePage,
  unlinked,
}: {
  place: Cuisine;
  stylePage: boolean;
  unlinked: boolean;
}) {
  const family = categoryPath("cuisine", place.cuisineSlug);
  if (!place.cuisineStyle || !place.cuisineStyleSlug) {
    return (
      <CategoryBadge to={family} unlinked={unlinked}>
        {place.cuisine}
      </CategoryBadge>
    );
  }
  const look = unlinked ? "bg-stone-100 text-stone-700 ring-stone-200" : "bg-white text-ink ring-stone-300";
  const styleLinked = !unlinked && stylePage;
  return (
    <span className={`${pill} ${look}`} data-testid="cuisine-badge">
      <Part to={unlinked ? null : family} className="pl-3 pr-1.5">
        {place.cuisine}
      </Part>
      <span aria-hidden="true" className="text-stone-400">
        ·
      </span>
      <Part
        to={styleLinked ? categoryPath("cuisine", place.cuisineStyleSlug) : null}
        className={`pl-1.5 pr-3 ${styleLinked || unlinked ? "" : "font-medium text-stone-600"}`}
      >
        {place.cuisineStyle}
      </Part>
    </span>
  );
}
