import { Link } from "@remix-run/react";

/** At the foot of every profile: findable by whoever looks for it, out of the way of everyone else. */
export function ReportLink({ slug }: { slug: string }) {
  return (
    <p className="border-t border-stone-200 pt-4 text-sm text-stone-600">
      Closed, moved or something wrong here?{" "}
      <Link to={`/restaurants/${slug}/report`} rel="nofollow" className="font-medium text-brand-700 underline">
        Report a closure or wrong information
      </Link>
    </p>
  );
}
