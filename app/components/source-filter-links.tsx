import { useId, type ReactNode } from "react";
import type { SourceFilterChoices } from "~/lib/source-filter-choices";
import { NOT_A_CRITIC, type MultiSourceKey, type SourceFilters } from "~/lib/source-filters";
import type { SourceName } from "~/lib/sources";
import { ChoiceLinks, type ChoiceLink, type ChoiceLook } from "./choice-links";
import { useInPlaceLinks } from "./use-in-place-links";

type SourceFilterHrefs = {
  /** This view with one parameter set, or cleared with null (page reset). */
  hrefWith: (key: string, value: string | null) => string;
  /** This view with one source added to or taken out of 'source' or 'exclude' (page reset). */
  hrefToggled: (key: MultiSourceKey, name: SourceName) => string;
};

function Group({ title, hint, children }: { title: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="choice-group">
      <div>
        <p id={id}>{title}</p>
        {hint ? <p>{hint}</p> : null}
      </div>
      {children(id)}
    </div>
  );
}

/** Plain links, so they work without JavaScript and give the same URL with it, keeping the rest of the view. */
export function SourceFilterLinks({
  filters,
  choices,
  look,
  hrefWith,
  hrefToggled,
}: SourceFilterHrefs & { filters: SourceFilters; choices: SourceFilterChoices; look: ChoiceLook }) {
  const inPlace = useInPlaceLinks();
  const single = (key: "lists" | "michelin", allLabel: string, options: SourceFilterChoices["lists"]): ChoiceLink[] => {
    const current = filters[key] === undefined ? "" : String(filters[key]);
    return [{ value: "", label: allLabel }, ...options].map((o) => ({
      ...o,
      href: hrefWith(key, o.value || null),
      active: o.value === current,
    }));
  };
  const several = (key: MultiSourceKey, allLabel: string, options: SourceFilterChoices["exclude"]): ChoiceLink[] => [
    { value: "", label: allLabel, href: hrefWith(key, null), active: !filters[key] },
    ...options.map((o) => ({
      ...o,
      href: hrefToggled(key, o.value as SourceName),
      active: !!filters[key]?.includes(o.value as SourceName),
    })),
  ];
  const criticsOnly: ChoiceLink = {
    value: "critics-only",
    label: `Critics only (no ${NOT_A_CRITIC})`,
    href: hrefToggled("exclude", NOT_A_CRITIC),
    active: !!filters.exclude?.includes(NOT_A_CRITIC),
  };
  const [noneLeftOut, ...bySource] = several("exclude", "None left out", choices.exclude);
  const others = bySource.filter((c) => c.value !== NOT_A_CRITIC);
  return (
    <div className="space-y-4" onClick={inPlace}>
      <Group title="On at least">
        {(id) => <ChoiceLinks look={look} labelledBy={id} choices={single("lists", "Any number", choices.lists)} />}
      </Group>
      <Group title="On any of" hint="A place on any one of the lists you choose.">
        {(id) => <ChoiceLinks look={look} labelledBy={id} choices={several("source", "Any list", choices.source)} />}
      </Group>
      <Group title="Not on">
        {(id) => <ChoiceLinks look={look} labelledBy={id} choices={[noneLeftOut, criticsOnly, ...others]} />}
      </Group>
      <Group title="Michelin Guide">
        {(id) => <ChoiceLinks look={look} labelledBy={id} choices={single("michelin", "Any", choices.michelin)} />}
      </Group>
    </div>
  );
}
