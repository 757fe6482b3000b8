import type { MouseEvent } from "react";
import { formatCount } from "~/lib/counts";
import { useInPlaceLinks, useListUrl } from "./use-list-url";

export type PickerOption = { value: string; label: string; count?: number };

/** Chips in the filter panel; rows with counts in a picker's dialog. */
const LOOKS = {
  chips: {
    list: "flex flex-wrap gap-1.5",
    link: "inline-block rounded-full px-3 py-1.5 text-sm",
    idle: "bg-stone-100 text-stone-800 hover:bg-stone-200",
  },
  rows: {
    list: "grid grid-cols-1 gap-1 sm:grid-cols-2",
    link: "flex items-center justify-between rounded-lg px-3 py-2.5 text-sm",
    idle: "hover:bg-stone-100",
  },
} as const;

type OptionLinksProps = {
  param: string;
  options: PickerOption[];
  current?: string;
  look: keyof typeof LOOKS;
  allLabel?: string;
  /** Called after a pick has updated the page in place (a picker closes its dialog). */
  onPick?: () => void;
};

/**
 * One filter's choices as plain links, 'All' first: each sets (or clears) one URL parameter, so
 * they work without JavaScript and are crawlable; with it, a plain click updates the page in place.
 */
export function OptionLinks({ param, options, current, look, allLabel = "All", onPick }: OptionLinksProps) {
  const { hrefWith } = useListUrl();
  const inPlace = useInPlaceLinks();
  const style = LOOKS[look];
  const onClick = (event: MouseEvent<HTMLElement>) => {
    inPlace(event);
    if (event.defaultPrevented) onPick?.();
  };
  return (
    <ul className={style.list} role="list" onClick={onClick}>
      {[{ value: "all", label: allLabel } as PickerOption, ...options].map((option) => {
        const active = option.value === (current ?? "all");
        return (
          <li key={option.value}>
            <a
              href={hrefWith(param, option.value === "all" ? null : option.value)}
              aria-current={active ? "true" : undefined}
              className={`${style.link} ${active ? "bg-brand-700 font-semibold text-white" : style.idle}`}
            >
              {look === "rows" ? <span>{option.label}</span> : option.label}
              {look === "rows" && option.count !== undefined ? (
                <span className={active ? "text-white" : "text-stone-600"}>{formatCount(option.count)}</span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
