import { useState } from "react";
import { geocodePlace, geocodeZip } from "~/components/map/geocode";
import { LocationStatus } from "~/components/map/location-status";
import { useBrowserLocation } from "~/components/map/use-browser-location";
import { Dialog } from "~/components/ui/dialog";
import { canApplyPlace, canApplyZip, DISTANCE_OPTIONS, sanitizePlaceInput, sanitizeZipInput } from "~/lib/geo";
import { withPlace, type ListParams, type ListPlace } from "~/lib/list-params";
import { useListUrl } from "./use-list-url";

/** An entry starting with a digit is a ZIP (digits only, five); anything else is a place (3–50). */
const isZipEntry = (value: string) => /^\d/.test(value);
const sanitizeEntry = (value: string) =>
  isZipEntry(value.trimStart()) ? sanitizeZipInput(value) : sanitizePlaceInput(value);
const entryIsValid = (value: string) => (isZipEntry(value) ? canApplyZip(value) : canApplyPlace(value));

/** Near Me: the browser's location, or a ZIP / city, plus a radius; it all lands in the URL (zip or near, radius). */
export function NearMeDialog({ params, active }: { params: ListParams; active: boolean }) {
  const { current, showView } = useListUrl();
  const { location, locate, reset } = useBrowserLocation();
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState(params.zip ?? "");
  const [radius, setRadius] = useState(String(params.radius));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = entryIsValid(entry);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setRadius(String(params.radius));
    setError(null);
    if (location.status === "idle") locate();
  };

  const go = (place: ListPlace) => {
    showView(withPlace(current, place, Number(radius)));
    setOpen(false);
  };

  const apply = async () => {
    setError(null);
    if (!valid) {
      if (location.point) go({ near: location.point });
      return;
    }
    setBusy(true);
    const zip = isZipEntry(entry);
    const result = zip ? await geocodeZip(entry) : await geocodePlace(entry);
    setBusy(false);
    if (!result.ok) setError(result.error);
    else go(zip ? { zip: entry } : { near: result.place });
  };

  const clear = () => {
    reset();
    setEntry("");
    setRadius("0");
    setError(null);
    go(null);
  };

  const hint = !entry || valid ? null : isZipEntry(entry) ? "A ZIP code has 5 digits." : "Type at least 3 characters.";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Find Near Me"
      description="Restaurants near you, a ZIP code or a place in Los Angeles."
      trigger={
        <button
          type="button"
          className={`pill ${
            active ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 bg-white hover:border-brand-700"
          }`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 text-brand-700">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            />
          </svg>
          {active && params.radius > 0 ? `Near Me · ${params.radius} mi` : "Near Me"}
        </button>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) void apply();
        }}
      >
        <LocationStatus location={location} onLocate={locate} />
        <div className="space-y-1">
          <label htmlFor="near-entry" className="block text-sm font-medium">
            Or a ZIP code, city or neighborhood
          </label>
          <input
            id="near-entry"
            value={entry}
            maxLength={50}
            autoComplete="off"
            placeholder="90012 or Santa Monica"
            onChange={(event) => {
              setEntry(sanitizeEntry(event.target.value));
              setError(null);
            }}
            className="w-full rounded-lg border border-stone-300 px-3 py-2"
          />
          {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
        </div>
        <div className="space-y-1">
          <label htmlFor="near-radius" className="block text-sm font-medium">
            Within
          </label>
          <select
            id="near-radius"
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
            className="w-full rounded-lg border border-stone-300 px-3 py-2"
          >
            <option value="0">Any distance</option>
            {DISTANCE_OPTIONS.map((d) => (
              <option key={d} value={d}>{`${d} mile${d === 1 ? "" : "s"}`}</option>
            ))}
          </select>
        </div>
        {error ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {error}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => void apply()}
            disabled={busy || !(valid || location.point)}
            className="flex-1 rounded-lg bg-ink px-3 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
          >
            {busy ? "Finding…" : "Apply"}
          </button>
          <button
            type="button"
            onClick={clear}
            className="flex-1 rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold hover:border-brand-700"
          >
            Clear
          </button>
        </div>
      </form>
    </Dialog>
  );
}
