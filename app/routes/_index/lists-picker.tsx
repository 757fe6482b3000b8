import { DialogClose, Dialog } from "~/components/ui/dialog";
import { SourceFilterLinks } from "~/components/source-filter-links";
import { restaurantCount } from "~/lib/counts";
import type { SourceFilterChoices } from "~/lib/source-filter-choices";
import { describeSourceFilters, type SourceFilters } from "~/lib/source-filters";
import { useListUrl } from "./use-list-url";

/**
 * The toolbar's picker for the source-aware filters. Several may be chosen together, so a pick
 * updates the list behind the dialog and leaves it open; its footer says how many match.
 */
export function ListsPicker({
  filters,
  choices,
  total,
}: {
  filters: SourceFilters;
  choices: SourceFilterChoices;
  total: number;
}) {
  const { hrefWith, hrefToggled } = useListUrl();
  const chosen = describeSourceFilters(filters);
  return (
    <Dialog
      title="Filter by trusted lists"
      trigger={
        <button type="button" className={`pill max-w-full gap-1 ${chosen.length ? "pill-on" : "pill-off"}`}>
          <span className="truncate">{chosen.length ? chosen.join(", ") : "Lists"}</span>
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </button>
      }
    >
      <SourceFilterLinks
        look="rows"
        filters={filters}
        choices={choices}
        hrefWith={hrefWith}
        hrefToggled={hrefToggled}
      />
      <DialogClose className="mt-5 w-full rounded-lg bg-ink px-3 py-2.5 text-sm font-semibold text-white">
        {`Show ${restaurantCount(total)}`}
      </DialogClose>
    </Dialog>
  );
}
