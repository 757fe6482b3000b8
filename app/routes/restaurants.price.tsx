import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryIndexPage, categoryIndexMeta } from "~/components/category/category-index-page";
import { loadCategoryCounts } from "~/models/category-counts.server";

/** /restaurants/price: the four price ranges with their counts. */
export async function loader({ context }: LoaderFunctionArgs) {
  const counts = await loadCategoryCounts(context);
  return { categories: counts.prices };
}

export const meta: MetaFunction = ({ matches }) => categoryIndexMeta(matches, "price");

export default function PriceIndex() {
  return <CategoryIndexPage type="price" categories={useLoaderData<typeof loader>().categories} />;
}
