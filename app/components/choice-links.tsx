import type { MouseEventHandler } from "react";
import { formatCount } from "~/lib/counts";

export type ChoiceLink = { value: string; label: string; href: string; active: boolean; count?: number };

/** Chips in a filter panel; rows with counts in a picker's dialog (styled in tailwind.css, by list). */
const LOOKS = { chips: "choice-chips", rows: "choice-rows" } as const;
export type ChoiceLook = keyof typeof LOOKS;

/** Plain links, so they work without JavaScript and are crawlable; chosen ones are aria-current. */
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
  return (
    <ul className={LOOKS[look]} role="list" aria-labelledby={labelledBy} onClick={onClick}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <a href={choice.href} aria-current={choice.active ? "true" : undefined}>
            {look === "rows" ? <span>{choice.label}</span> : choice.label}
            {look === "rows" && choice.count !== undefined ? <span>{formatCount(choice.count)}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
