import { useEffect, useState } from "react";
import { geocodePlace, geocodeZip } from "~/components/map/geocode";
import { LocationStatus } from "~/components/map/location-status";
import { entryIsValid, entryProblem, isZipEntry, sanitizeEntry, typedOrigin } from "~/components/map/near-entry";
import type { useBrowserLocation } from "~/components/map/use-browser-location";
import type { LatLng } from "~/lib/geo";
import { withPlace, type ListParams, type ListPlace } from "~/lib/list-params";
import { NearMeFields } from "./near-me-fields";
import { useListUrl } from "./use-list-url";

type Named = (LatLng & { label: string }) | null;

/**
 * Near Me's form, fetched with the dialog (near-me-dialog.tsx) rather than with the page: the
 * browser's location, or a ZIP / place, plus a radius, all landing in the URL (zip or near, radius).
 * It mounts at each opening, so it starts from what the URL has in use.
 */
export default function NearMeForm({
  params,
  active,
  browser,
  named,
  onNamed,
  onDone,
}: {
  params: ListParams;
  active: boolean;
  browser: ReturnType<typeof useBrowserLocation>;
  /** The last place found by name, so the form can name the spot the list is around. */
  named: Named;
  onNamed: (place: Named) => void;
  onDone: () => void;
}) {
  const { current, showView } = useListUrl();
  const { location, locate, reset } = browser;
  const [entry, setEntry] = useState(params.zip ?? "");
  const [radius, setRadius] = useState(String(params.radius));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // "Use my location instead": the browser's status replaces the typed origin until the next opening.
  const [wantsBrowser, setWantsBrowser] = useState(false);
  const valid = entryIsValid(entry);
  const typed = active && !wantsBrowser ? typedOrigin(params, location.point, named) : null;

  // A ZIP in use needs no browser fix (and no permission prompt) until the visitor asks for one.
  useEffect(() => {
    if (location.status === "idle" && !params.zip) locate();
    // Once, as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const switchToBrowser = () => {
    setWantsBrowser(true);
    setEntry("");
    setError(null);
    locate();
  };

  const go = (place: ListPlace) => {
    showView(withPlace(current, place, Number(radius)));
    onDone();
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
      onNamed(result.place);
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
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        // Enter needs an entry; Apply names one it cannot use.
        if (!busy && entry.trim()) void apply();
      }}
    >
      <LocationStatus location={location} typed={typed} onLocate={typed ? switchToBrowser : locate} />
      <NearMeFields
        entry={entry}
        hint={hint}
        radius={radius}
        onEntry={(value) => {
          setEntry(sanitizeEntry(value));
          setError(null);
        }}
        onRadius={setRadius}
      />
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
  );
}
