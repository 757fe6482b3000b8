import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/lib/seo";
import { noStoreHeaders } from "~/services/no-store.server";

export const headers = noStoreHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your account has been deleted",
    description: "Your LA Eats Ranked account and its lists have been deleted.",
    path: "/account/deleted",
    noindex: true,
  });

export default function AccountDeleted() {
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">Your account has been deleted</h1>
        <p className="mt-2 text-stone-600">
          Your account, its saved list and its Been list are gone, and every device has been signed out.
        </p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Back to restaurants
        </Link>
      </div>
    </main>
  );
}
