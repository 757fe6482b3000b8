import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { formatCount } from "~/lib/counts";
import { useInPlaceLinks, useListUrl } from "./use-list-url";

export type PickerOption = { value: string; label: string; count?: number };

type OptionListProps = {
  param: string;
  options: PickerOption[];
  current?: string;
  allLabel: string;
  onPick: () => void;
};

/** The picker's options, built only once its dialog opens (the closed pickers of every page view cost nothing). */
function OptionList({ param, options, current, allLabel, onPick }: OptionListProps) {
  const { hrefWith } = useListUrl();
  const inPlace = useInPlaceLinks();
  return (
    <ul
      className="grid grid-cols-1 gap-1 sm:grid-cols-2"
      role="list"
      onClick={(event) => {
        inPlace(event);
        if (event.defaultPrevented) onPick();
      }}
    >
      {[{ value: "all", label: allLabel }, ...options].map((option) => {
        const active = option.value === (current ?? "all");
        return (
          <li key={option.value}>
            <a
              href={hrefWith(param, option.value === "all" ? null : option.value)}
              aria-current={active ? "true" : undefined}
              className={`flex items-center justify-between rounded-lg px-3 py-2.5 text-sm ${
                active ? "bg-brand-700 font-semibold text-white" : "hover:bg-stone-100"
              }`}
            >
              <span>{option.label}</span>
              {"count" in option && option.count !== undefined ? (
                <span className={active ? "text-white" : "text-stone-600"}>{formatCount(option.count)}</span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** A single-choice picker in a dialog; each option is a link that sets one URL parameter. */
export function OptionPicker({
  label,
  title,
  param,
  options,
  current,
  allLabel,
}: {
  label: string;
  allLabel: string;
  title: string;
  param: string;
  options: PickerOption[];
  current?: string;
}) {
  const [open, setOpen] = useState(false);
  const selected = options.find((o) => o.value === current);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      trigger={
        <button
          type="button"
          className={`pill gap-1 ${selected ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 bg-white hover:border-brand-700"}`}
        >
          {selected ? `${label}: ${selected.label}` : label}
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </button>
      }
    >
      <OptionList param={param} options={options} current={current} allLabel={allLabel} onPick={() => setOpen(false)} />
    </Dialog>
  );
}
