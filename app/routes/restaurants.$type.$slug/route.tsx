import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BeenProgress } from "~/components/been/been-progress";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { CategoryEmpty } from "~/components/category/category-empty";
import { CATEGORY_INDEXES } from "~/components/category/category-index-page";
import { CategorySourceFilters } from "~/components/category/category-source-filters";
import { JsonLd } from "~/components/json-ld";
import { PaginationNav } from "~/components/category/pagination-nav";
import { RestaurantCard } from "~/components/restaurant-card";
import { SourceLinksProvider } from "~/components/source-badges";
import {
  CATEGORY_INDEX_PATHS,
  categoryHeading,
  categoryPath,
  isCategoryType,
  normalizeCategorySlug,
} from "~/lib/category";
import { pageHref, pageOffset, requestedPage, settlePage } from "~/lib/pagination";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { sourceFilterChoices } from "~/lib/source-filter-choices";
import { parseSourceFilters, sourceFilterSearch } from "~/lib/source-filters";
import { itemList } from "~/lib/structured-data";
import { olderMarkers, stamped, withDataStamp } from "~/services/read-page.server";
import { loadCategoryPage, resolveCuisinePage } from "./queries.server";
import { restaurantCount } from "~/lib/counts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const type = params.type ?? "";
  const raw = params.slug ?? "";
  const slug = isCategoryType(type) ? normalizeCategorySlug(type, raw) : null;
  if (!isCategoryType(type) || !slug) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const path = categoryPath(type, slug);
  // One address per category: '/cuisine/Café' and '/price/$$' move, permanently, to the slug.
  if (slug !== raw) throw redirect(`${path}${url.search}`, 301);
  // An old cuisine label's address, or a style with too few places for a page, moves to its family or style.
  const resolved = type === "cuisine" ? await resolveCuisinePage(context, slug) : null;
  const cuisine = resolved?.page;
  if (cuisine?.kind === "moved") throw redirect(`${categoryPath("cuisine", cuisine.slug)}${url.search}`, 301);

  const rawPage = url.searchParams.get("page");
  const filters = parseSourceFilters(url.searchParams);
  const query = sourceFilterSearch(filters);
  const style = cuisine?.kind === "style" ? cuisine.name : null;
  const { markers, ...page } = await loadCategoryPage(context, type, slug, requestedPage(rawPage), filters, style);
  const settled = settlePage(rawPage, page.total);
  if (settled.redirectTo !== null) throw redirect(pageHref(path, settled.redirectTo, query));

  // A cuisine or neighborhood nothing matches (and nothing describes) is not a page search engines should
  // keep; under list filters, an empty page is only an empty answer (and noindex, as every empty page).
  const missing = page.total === 0 && !query && !page.description && (type === "cuisine" || type === "neighborhood");
  return stamped(
    { ...page, type, slug, path, query, filters, page: settled.page, totalPages: settled.totalPages },
    olderMarkers(markers, resolved?.meta),
    { status: missing ? 404 : 200 },
  );
}

export const headers = withDataStamp;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const heading = categoryHeading(data.type, data.name);
  const description =
    data.description?.meta ??
    `${heading}, ranked by how many of 10 trusted expert lists feature them: ${restaurantCount(data.total)}.`;
  return pageMeta(matches, {
    title: data.page > 1 ? `${heading} (Page ${data.page})` : heading,
    description,
    path: pageHref(data.path, data.page, data.query),
    // Narrowed by list filters, the page is a view of this one with no address of its own.
    noindex: data.total === 0 || data.query !== "",
  });
};

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  const index = CATEGORY_INDEXES[data.type];
  const offset = pageOffset(data.page);
  const choices = sourceFilterChoices(data.sourceCounts, data.filters);
  return (
    <SourceLinksProvider sources={data.sources}>
      <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6">
        <JsonLd
          data={(site) => itemList(data.restaurants, site, { name: categoryHeading(data.type, data.name), offset })}
        />
        <Breadcrumb
          items={[
            { label: "Home", href: "/" },
            { label: "Browse", href: "/restaurants" },
            { label: index.title, href: CATEGORY_INDEX_PATHS[data.type] },
            { label: data.name },
          ]}
        />
        <header className="space-y-2">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{categoryHeading(data.type, data.name)}</h1>
          {data.description ? (
            <p className="max-w-3xl leading-relaxed text-stone-700">{data.description.text}</p>
          ) : null}
          <p className="text-sm font-semibold text-stone-700" data-testid="category-count">
            {`${restaurantCount(data.total)} found`}
          </p>
          {data.within.length ? (
            <nav aria-label={`Areas in ${data.name}`} className="flex flex-wrap gap-2 pt-1">
              {data.within.map((area) => (
                <a key={area.slug} href={categoryPath("neighborhood", area.slug)} className="pill pill-off gap-1">
                  {area.name}
                  <span className="text-xs text-stone-600">{area.count}</span>
                </a>
              ))}
            </nav>
          ) : null}
          <BeenProgress scope={`${data.type}/${data.slug}`} what={data.name} />
        </header>
        <CategorySourceFilters path={data.path} query={data.query} filters={data.filters} choices={choices} />
        {data.total === 0 ? (
          <CategoryEmpty what={data.query ? `“${data.name}” with these list filters` : `“${data.name}”`} />
        ) : (
          <>
            <ol start={offset + 1} className="space-y-4" aria-label={`${data.name} restaurants`}>
              {data.restaurants.map((restaurant, i) => (
                <li key={restaurant.id}>
                  <RestaurantCard restaurant={restaurant} headingLevel={2} eagerMap={i === 0} />
                </li>
              ))}
            </ol>
            <PaginationNav path={data.path} query={data.query} page={data.page} totalPages={data.totalPages} />
          </>
        )}
      </main>
    </SourceLinksProvider>
  );
}
