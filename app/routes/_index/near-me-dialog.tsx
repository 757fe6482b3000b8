import { useState } from "react";
import { geocodePlace, geocodeZip } from "~/components/map/geocode";
import { LocationStatus } from "~/components/map/location-status";
import { entryIsValid, entryProblem, isZipEntry, sanitizeEntry, typedOrigin } from "~/components/map/near-entry";
import { NearMePill } from "~/components/map/near-me-pill";
import { RadiusOptions } from "~/components/map/radius-options";
import { useBrowserLocation } from "~/components/map/use-browser-location";
import { Dialog } from "~/components/ui/dialog";
import type { LatLng } from "~/lib/geo";
import { withPlace, type ListParams, type ListPlace } from "~/lib/list-params";
import { useListUrl } from "./use-list-url";

/** Near Me: the browser's location, or a ZIP / city, plus a radius; it all lands in the URL (zip or near, radius). */
export function NearMeDialog({ params, active }: { params: ListParams; active: boolean }) {
  const { current, showView } = useListUrl();
  const { location, locate, reset } = useBrowserLocation();
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState(params.zip ?? "");
  const [radius, setRadius] = useState(String(params.radius));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The last place found by name, so the dialog can name the spot the list is around.
  const [named, setNamed] = useState<(LatLng & { label: string }) | null>(null);
  // "Use my location instead": the browser's status replaces the typed origin until the next opening.
  const [wantsBrowser, setWantsBrowser] = useState(false);
  const valid = entryIsValid(entry);
  const typed = active && !wantsBrowser ? typedOrigin(params, location.point, named) : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setRadius(String(params.radius));
    setError(null);
    setWantsBrowser(false);
    // A ZIP in use needs no browser fix (and no permission prompt) until the visitor asks for one.
    if (location.status === "idle" && !params.zip) locate();
  };

  const switchToBrowser = () => {
    setWantsBrowser(true);
    setEntry("");
    setError(null);
    locate();
  };

  const go = (place: ListPlace) => {
    showView(withPlace(current, place, Number(radius)));
    setOpen(false);
  };

  const apply = async () => {
    // An entry Apply cannot use says so and changes nothing; only an empty one means "my location".
    const problem = entryProblem(entry);
    setError(problem);
    if (problem) return;
    if (!valid) {
      if (location.point) go({ near: location.point });
      return;
    }
    setBusy(true);
    const zip = isZipEntry(entry);
    const result = zip ? await geocodeZip(entry) : await geocodePlace(entry);
    setBusy(false);
    if (!result.ok) setError(result.error);
    else if (zip) go({ zip: entry });
    else {
      setNamed(result.place);
      go({ near: result.place });
    }
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
      trigger={<NearMePill params={params} active={active} />}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter needs an entry; Apply names one it cannot use.
          if (!busy && entry.trim()) void apply();
        }}
      >
        <LocationStatus location={location} typed={typed} onLocate={typed ? switchToBrowser : locate} />
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
            <RadiusOptions />
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
