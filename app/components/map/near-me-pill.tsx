import type { ButtonHTMLAttributes } from "react";
import type { ListParams } from "~/lib/list-params";

/**
 * The toolbar's Near Me button, naming the origin in use and how far it reaches: 'Near Me · 3 mi',
 * 'Near 90012'. On a phone the pin stands for 'Near' beside a ZIP, so List/Map, it and Saved keep one
 * row. The dialog adds its own handlers and aria attributes.
 */
export function NearMePill({
  params,
  active,
  ...props
}: { params: ListParams; active: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const zip = active ? params.zip : undefined;
  return (
    <button
      type="button"
      {...props}
      // Without JavaScript it cannot open: the filter panel's Distance section takes a ZIP instead.
      className={`pill no-js:hidden! ${
        active ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 bg-white hover:border-brand-700"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 text-brand-700">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        />
      </svg>
      <span>
        {zip ? <span className="max-sm:sr-only">Near </span> : null}
        {zip ?? "Near Me"}
        {active && params.radius > 0 ? ` · ${params.radius} mi` : null}
      </span>
    </button>
  );
}
