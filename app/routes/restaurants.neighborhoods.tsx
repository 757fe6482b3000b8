import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryIndexPage, categoryIndexMeta } from "~/components/category/category-index-page";
import { loadCategoryCounts } from "~/models/category-counts.server";

/** /restaurants/neighborhoods: every neighborhood with its count, each linking to its page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const counts = await loadCategoryCounts(context);
  return { categories: counts.neighborhoods };
}

export const meta: MetaFunction = ({ matches }) => categoryIndexMeta(matches, "neighborhood");

export default function AllNeighborhoods() {
  return <CategoryIndexPage type="neighborhood" categories={useLoaderData<typeof loader>().categories} />;
}
