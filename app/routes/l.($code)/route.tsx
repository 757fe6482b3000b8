import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { RestaurantCard } from "~/components/restaurant-card";
import { ExportLinks } from "~/components/share/export-links";
import { SourceLinksProvider } from "~/components/source-badges";
import { restaurantCount } from "~/lib/counts";
import { pageMeta, SITE_SHARE_IMAGE } from "~/lib/seo";
import { isShareCode } from "~/lib/share-code";
import { stamped, withDataStamp } from "~/services/read-page.server";
import { loadSharedList } from "./queries.server";
import { SaveAll } from "./save-all";

/** A list someone shared: anyone may open it, but it is theirs to pass on, not for search engines. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = params.code ?? "";
  const shared = isShareCode(code) ? await loadSharedList(context, code) : null;
  if (!shared) return data(null, { status: 404 });
  const { meta, ...list } = shared;
  return stamped(list, meta);
}

export const headers: HeadersFunction = (args) => {
  const headers = withDataStamp(args);
  headers.set("X-Robots-Tag", "noindex");
  return headers;
};

/** "Bestia, Kato and 3 more" */
function namesOf(names: string[]): string {
  if (names.length <= 2) return names.join(" and ");
  return `${names.slice(0, 2).join(", ")} and ${names.length - 2} more`;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Shared list not found | LA Eats Ranked" }, { name: "robots", content: "noindex" }];
  const names = namesOf(data.restaurants.map((r) => r.name));
  return pageMeta(matches, {
    title: `A shared list of ${restaurantCount(data.restaurants.length)} in Los Angeles`,
    description: `${names}: Los Angeles restaurants someone picked from LA Eats Ranked, where places are ranked by how many trusted expert lists feature them.`,
    path: `/l/${data.code}`,
    noindex: true,
    image: SITE_SHARE_IMAGE,
  });
};

function SharedListNotFound() {
  return (
    <NotFound>
      <p className="mt-4 text-stone-700" data-testid="shared-list-not-found">
        There is no shared list at this link. Check that it was copied in full: a shared link ends in a 16-character
        code.
      </p>
    </NotFound>
  );
}

export default function SharedList() {
  const list = useLoaderData<typeof loader>();
  if (!list) return <SharedListNotFound />;
  const slugs = list.restaurants.map((r) => r.slug);
  const gone = list.size - list.restaurants.length;
  const shared = new Date(list.createdAt).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
  return (
    <SourceLinksProvider sources={list.sources}>
      <main className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6">
        <header className="space-y-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Shared list</p>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
            {`A shared list of ${restaurantCount(list.restaurants.length)}`}
          </h1>
          <p className="text-stone-700">
            {`Shared on ${shared}, in rank order: the places on the most trusted lists first. Save the ones you like, or all of them. `}
            <Link to="/methodology" className="font-medium text-brand-700 underline">
              How we rank
            </Link>
          </p>
        </header>
        <section aria-label="Save and export" className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {slugs.length ? <SaveAll slugs={slugs} /> : null}
          <ExportLinks query={`list=${list.code}`} label="Export this list" />
        </section>
        {list.restaurants.length ? (
          <ol className="space-y-5" aria-label="Shared restaurants">
            {list.restaurants.map((restaurant, i) => (
              <li key={restaurant.slug}>
                <RestaurantCard restaurant={restaurant} headingLevel={2} eagerMap={i === 0} />
              </li>
            ))}
          </ol>
        ) : null}
        {gone > 0 ? (
          <p className="text-sm text-stone-600">
            {`${gone} restaurant${gone === 1 ? " on this list is" : "s on this list are"} no longer on our lists.`}
          </p>
        ) : null}
      </main>
    </SourceLinksProvider>
  );
}
