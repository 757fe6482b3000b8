import type { MouseEvent } from "react";
import { ChoiceLinks, type ChoiceLook } from "~/components/choice-links";
import { useInPlaceLinks } from "~/components/use-in-place-links";
import { useListUrl } from "./use-list-url";

export type PickerOption = { value: string; label: string; count?: number };

type OptionLinksProps = {
  param: string;
  options: PickerOption[];
  current?: string;
  look: ChoiceLook;
  /** The first choice, which clears the filter; null leaves it out (the rest of a list shown in two parts). */
  allLabel?: string | null;
  /** Called after a pick has updated the page in place (a picker closes its dialog). */
  onPick?: () => void;
};

/**
 * One filter's choices, 'All' first (unless `allLabel` is null): each link sets (or clears) one URL parameter; with JavaScript,
 * a plain click updates the page in place.
 */
export function OptionLinks({ param, options, current, look, allLabel = "All", onPick }: OptionLinksProps) {
  const { hrefWith } = useListUrl();
  const inPlace = useInPlaceLinks();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    inPlace(event);
    if (event.defaultPrevented) onPick?.();
  };
  const all: PickerOption[] = allLabel === null ? [] : [{ value: "all", label: allLabel }];
  const choices = [...all, ...options].map((option) => ({
    ...option,
    href: hrefWith(param, option.value === "all" ? null : option.value),
    active: option.value === (current ?? "all"),
  }));
  return <ChoiceLinks choices={choices} look={look} onClick={onClick} />;
}

export type OptionGroup = { title: string; options: PickerOption[] };

/** Choices under titled groups (an area's region, then its neighborhoods), each group's links as OptionLinks. */
export function OptionLinkGroups({
  groups,
  ...links
}: Omit<OptionLinksProps, "options" | "allLabel"> & { groups: OptionGroup[] }) {
  return groups.map((group) => (
    <section key={group.title} aria-label={group.title} className="mt-3">
      <h3 className="px-1 text-xs font-semibold uppercase tracking-wide text-stone-600">{group.title}</h3>
      <OptionLinks {...links} options={group.options} allLabel={null} />
    </section>
  ));
}
