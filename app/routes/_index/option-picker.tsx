import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { OptionLinks, type PickerOption } from "./option-links";

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
        options={options}
        current={current}
        allLabel={allLabel}
        onPick={() => setOpen(false)}
      />
    </Dialog>
  );
}
