import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryIndexPage, categoryIndexMeta } from "~/components/category/category-index-page";
import { CATEGORY_INDEX_PATHS, categoryIndexAt, type CategoryType } from "~/lib/category";
import { stylesWithPages } from "~/lib/cuisine/style-pages";
import { loadCategoryCounts } from "~/services/cached-reads.server";
import { stamped, withDataStamp } from "~/services/read-page.server";

const COUNTS_OF = {
  cuisine: "cuisines",
  neighborhood: "neighborhoods",
  price: "prices",
  occasion: "occasions",
} as const satisfies Record<CategoryType, string>;

/** Every category index, mounted by vite.config.ts at CATEGORY_INDEX_ADDRESSES; singulars redirect. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const index = categoryIndexAt(url.pathname);
  if (!index) throw new Response("Not Found", { status: 404 });
  if (index.moved) throw redirect(`${CATEGORY_INDEX_PATHS[index.type]}${url.search}`, 301);
  const { meta, counts } = await loadCategoryCounts(context);
  const styles = index.type === "cuisine" ? stylesWithPages(counts.styles) : [];
  return stamped({ type: index.type, categories: counts[COUNTS_OF[index.type]], styles }, meta);
}

export const headers = withDataStamp;

export const meta: MetaFunction = ({ location, matches }) => {
  const index = categoryIndexAt(location.pathname);
  return index ? categoryIndexMeta(matches, index.type) : [];
};

export default function CategoryIndex() {
  const { type, categories, styles } = useLoaderData<typeof loader>();
  return <CategoryIndexPage type={type} categories={categories} styles={styles} />;
}
