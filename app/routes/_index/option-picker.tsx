import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { OptionLinkGroups, OptionLinks, type OptionGroup, type PickerOption } from "./option-links";

/** A single-choice picker in a dialog; each option is a link that sets one URL parameter. */
export function OptionPicker({
  label,
  title,
  param,
  options,
  current,
  allLabel,
  groups,
}: {
  label: string;
  allLabel: string;
  title: string;
  param: string;
  options: PickerOption[];
  current?: string;
  /** Shown instead of one flat list: titled groups (an area's region, then its neighborhoods). */
  groups?: OptionGroup[];
}) {
  const [open, setOpen] = useState(false);
  const selected = options.find((o) => o.value === current);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      trigger={
        <button type="button" className={`pill gap-1 ${selected ? "pill-on" : "pill-off"}`}>
          {selected ? `${label}: ${selected.label}` : label}
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </button>
      }
    >
      {/* Built only once the dialog opens: the closed pickers of every page view cost nothing. */}
      <OptionLinks
        look="rows"
        param={param}
        options={groups ? [] : options}
        current={current}
        allLabel={allLabel}
        onPick={() => setOpen(false)}
      />
      {groups ? (
        <OptionLinkGroups look="rows" param={param} groups={groups} current={current} onPick={() => setOpen(false)} />
      ) : null}
    </Dialog>
  );
}
