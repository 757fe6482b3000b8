import { cuisineWithStyle } from "~/lib/cuisine/cuisine-label";
import { formatPrice } from "~/lib/price";

/** 'Japanese · Sushi • neighborhood • price', with 'Price Unknown' when the price is missing. */
export function RestaurantMetaLine({
  cuisine,
  cuisineStyle,
  neighborhood,
  price,
}: {
  cuisine: string;
  cuisineStyle?: string | null;
  neighborhood: string;
  price: number | null;
}) {
  return (
    <p className="card-meta">{`${cuisineWithStyle(cuisine, cuisineStyle)} • ${neighborhood} • ${formatPrice(price) ?? "Price Unknown"}`}</p>
  );
}
