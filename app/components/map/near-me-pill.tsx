import type { ButtonHTMLAttributes } from "react";
import type { ListParams } from "~/lib/list-params";

/**
 * 'Near Me · 3 mi', 'Near 90012'. On a phone a pin stands for 'Near' beside a ZIP, so List/Map, it
 * and Saved keep one row. The dialog adds its own handlers and aria attributes.
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
      className={`pill near-me-pill no-js:hidden! ${active ? "pill-on" : "pill-off"}`}
    >
      <span>
        {zip ? <span className="max-sm:sr-only">Near </span> : null}
        {zip ?? "Near Me"}
        {active && params.radius > 0 ? ` · ${params.radius} mi` : null}
      </span>
    </button>
  );
}
