import type { MouseEventHandler } from "react";
import { formatCount } from "~/lib/counts";

export type ChoiceLink = { value: string; label: string; href: string; active: boolean; count?: number };

/** Chips in a filter panel; rows with counts in a picker's dialog. */
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
export type ChoiceLook = keyof typeof LOOKS;

/**
 * A filter's choices as plain links, so they work without JavaScript and are crawlable; the chosen
 * ones are marked aria-current. Whoever renders them decides each link's URL and what a click does.
 */
export function ChoiceLinks({
  choices,
  look,
  labelledBy,
  onClick,
}: {
  choices: ChoiceLink[];
  look: ChoiceLook;
  labelledBy?: string;
  onClick?: MouseEventHandler<HTMLElement>;
}) {
  const style = LOOKS[look];
  return (
    <ul className={style.list} role="list" aria-labelledby={labelledBy} onClick={onClick}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <a
            href={choice.href}
            aria-current={choice.active ? "true" : undefined}
            className={`${style.link} ${choice.active ? "bg-brand-700 font-semibold text-white" : style.idle}`}
          >
            {look === "rows" ? <span>{choice.label}</span> : choice.label}
            {look === "rows" && choice.count !== undefined ? (
              <span className={choice.active ? "text-white" : "text-stone-600"}>{formatCount(choice.count)}</span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
