import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/category/breadcrumb";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { slugify } from "~/lib/slug";
import { stamped, withDataStamp } from "~/services/read-page.server";
import { fileReport, findReportedRestaurant } from "./queries.server";
import { ReportForm } from "./report-form";

/**
 * 'Report a closure or wrong information' has a page of its own rather than a form inside the profile:
 * it works the same with or without JavaScript (a plain POST, then a redirect to ?sent), a re-shown
 * form keeps what was typed, and the profile, the most visited page, carries one link and no action.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const raw = params.slug ?? "";
  const slug = slugify(raw);
  if (slug && slug !== raw) throw redirect(`/restaurants/${slug}/report`, 301);
  const { meta, restaurant } = await findReportedRestaurant(context, slug);
  return stamped({ restaurant, sent: new URL(request.url).searchParams.has("sent") }, meta);
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const outcome = await fileReport(request, context, params.slug ?? "");
  if (outcome.filed) throw redirect(`/restaurants/${outcome.slug}/report?sent`, 303);
  return data(outcome.reply, { status: outcome.status, headers: outcome.headers });
}

/** The root's headers and the data stamp (withDataStamp), and a refused report's Retry-After. */
export const headers: HeadersFunction = (args) => {
  const merged = withDataStamp(args);
  const retryAfter = args.actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { name, slug } = data.restaurant;
  return pageMeta(matches, {
    title: `Report a problem with ${name}`,
    description: `Tell us if ${name} has closed or moved, or if something on its page is wrong.`,
    path: `/restaurants/${slug}/report`,
    noindex: true,
  });
};

export default function ReportPage() {
  const { restaurant, sent } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const profile = `/restaurants/${restaurant.slug}`;
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 space-y-6 px-4 py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: "Home", href: "/" }, { label: restaurant.name, href: profile }, { label: "Report a problem" }]}
      />
      {sent ? (
        <section className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <h1 className="text-2xl font-bold sm:text-3xl">Thank you for your report</h1>
          <p role="status" className="text-stone-700">
            We check every report before changing anything on {restaurant.name}&rsquo;s page.
          </p>
          <Link to={profile} className="inline-block font-semibold text-brand-700 hover:underline">
            Back to {restaurant.name}
          </Link>
        </section>
      ) : (
        <ReportForm restaurant={restaurant} reply={reply} />
      )}
    </main>
  );
}
