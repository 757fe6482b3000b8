import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryIndexPage, categoryIndexMeta } from "~/components/category/category-index-page";
import { loadCategoryCounts } from "~/models/category-counts.server";

/** /restaurants/occasion: the three occasions with their counts. */
export async function loader({ context }: LoaderFunctionArgs) {
  const counts = await loadCategoryCounts(context);
  return { categories: counts.occasions };
}

export const meta: MetaFunction = ({ matches }) => categoryIndexMeta(matches, "occasion");

export default function OccasionIndex() {
  return <CategoryIndexPage type="occasion" categories={useLoaderData<typeof loader>().categories} />;
}
