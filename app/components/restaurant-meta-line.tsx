import { formatPrice } from "~/lib/price";

/** 'cuisine • neighborhood • price', with 'Price Unknown' when the price is missing. */
export function RestaurantMetaLine({
  cuisine,
  neighborhood,
  price,
}: {
  cuisine: string;
  neighborhood: string;
  price: number | null;
}) {
  return <p className="card-meta">{`${cuisine} • ${neighborhood} • ${formatPrice(price) ?? "Price Unknown"}`}</p>;
}
