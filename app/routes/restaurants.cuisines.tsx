import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryIndexPage, categoryIndexMeta } from "~/components/category/category-index-page";
import { loadCategoryCounts } from "~/models/category-counts.server";

/** /restaurants/cuisines: every cuisine with its count, each linking to its page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const counts = await loadCategoryCounts(context);
  return { categories: counts.cuisines };
}

export const meta: MetaFunction = ({ matches }) => categoryIndexMeta(matches, "cuisine");

export default function AllCuisines() {
  return <CategoryIndexPage type="cuisine" categories={useLoaderData<typeof loader>().categories} />;
}
