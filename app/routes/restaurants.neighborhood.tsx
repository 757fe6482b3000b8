import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryIndexPage, categoryIndexMeta } from "~/components/category/category-index-page";
import { loadCategoryCounts } from "~/models/category-counts.server";

/** /restaurants/neighborhood: the same list as /restaurants/neighborhoods (its canonical). */
export async function loader({ context }: LoaderFunctionArgs) {
  const counts = await loadCategoryCounts(context);
  return { categories: counts.neighborhoods };
}

export const meta: MetaFunction = ({ matches }) => categoryIndexMeta(matches, "neighborhood");

export default function NeighborhoodIndex() {
  return <CategoryIndexPage type="neighborhood" categories={useLoaderData<typeof loader>().categories} />;
}
