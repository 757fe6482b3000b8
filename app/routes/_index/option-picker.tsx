import { Link } from "@remix-run/react";
import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useListUrl } from "./use-list-url";

export type PickerOption = { value: string; label: string; count?: number };

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
  const { hrefWith } = useListUrl();
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
          <span aria-hidden="true" className="text-xs">▾</span>
        </button>
      }
    >
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2" role="list">
        {[{ value: "all", label: allLabel }, ...options].map((option) => {
          const active = option.value === (current ?? "all");
          return (
            <li key={option.value}>
              <Link
                to={hrefWith(param, option.value === "all" ? null : option.value)}
                replace
                preventScrollReset
                onClick={() => setOpen(false)}
                aria-current={active ? "true" : undefined}
                className={`flex items-center justify-between rounded-lg px-3 py-2.5 text-sm ${
                  active ? "bg-brand-700 font-semibold text-white" : "hover:bg-stone-100"
                }`}
              >
                <span>{option.label}</span>
                {"count" in option && option.count !== undefined ? (
                  <span className={active ? "text-white" : "text-stone-600"}>{option.count}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
