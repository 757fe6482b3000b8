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
  groups,
}: {
  label: string;
  allLabel: string;
  title: string;
  param: string;
  options: PickerOption[];
  current?: string;
  /** Shown instead of one flat list: titled groups (an area's region, then its neighborhoods). */
  groups?: { title: string; options: PickerOption[] }[];
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
      {groups?.map((group) => (
        <section key={group.title} aria-label={group.title} className="mt-3">
          <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-stone-600">{group.title}</h3>
          <OptionLinks
            look="rows"
            param={param}
            options={group.options}
            current={current}
            allLabel={null}
            onPick={() => setOpen(false)}
          />
        </section>
      ))}
    </Dialog>
  );
}
