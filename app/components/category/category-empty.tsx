import { Link } from "@remix-run/react";

/** A category (or name) no restaurant matches: 'No Restaurants Found' and a way back to the full list. */
export function CategoryEmpty({ what }: { what: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <h2 className="text-lg font-bold">No Restaurants Found</h2>
      <p className="mt-1 text-stone-600">{`No restaurants on our trusted lists match ${what} yet.`}</p>
      <Link
        to="/"
        className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Browse All Restaurants
      </Link>
    </div>
  );
}
