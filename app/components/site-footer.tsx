import { useRouteLoaderData } from "@remix-run/react";
import { asOfMonth } from "~/lib/as-of";
import { AccountIndicator } from "./auth/account-indicator";

export function SiteFooter() {
  const asOf = asOfMonth((useRouteLoaderData("root") as { asOf?: string | null } | undefined)?.asOf ?? null);
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-10 text-sm text-stone-600">
        <p>
          Rankings are compiled from public expert lists using AI plus human research and may contain errors. No paid
          placements, no sponsored content.{asOf ? ` Lists as of ${asOf}.` : ""}
        </p>
        <p>Some outbound links are affiliate links; we may earn a commission at no cost to you.</p>
        <p>
          Questions or corrections:{" "}
          <a className="font-medium text-brand-700 underline" href="mailto:hello@laeatsranked.com">
            hello@laeatsranked.com
          </a>
        </p>
        <nav aria-label="About this site" className="flex flex-wrap gap-x-6 gap-y-2">
          <a className="underline hover:text-ink" href="/methodology">
            How We Rank
          </a>
          <a className="underline hover:text-ink" href="/lists">
            The Lists
          </a>
          <a className="underline hover:text-ink" href="/changes">
            What Changed
          </a>
          <a className="underline hover:text-ink" href="/terms-of-use">
            Terms of Use
          </a>
          <a className="underline hover:text-ink" href="/privacy-policy">
            Privacy Policy
          </a>
        </nav>
        <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} LA Eats Ranked</p>
          <AccountIndicator />
        </div>
      </div>
    </footer>
  );
}
