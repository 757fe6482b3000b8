import type { BrowserLocation } from "./use-browser-location";

const linkButton = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/**
 * Where Near Me measures from: a typed ZIP or place (`typed`, which makes any browser error moot),
 * else the browser's state: locating, found, or an error with the downtown LA stand-in.
 */
export function LocationStatus({
  location,
  typed,
  onLocate,
}: {
  location: BrowserLocation;
  typed: string | null;
  onLocate: () => void;
}) {
  const again = location.status === "located" || location.status === "fallback";
  return (
    <div className="space-y-2 rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
      {typed ? (
        <p role="status" data-testid="origin-in-use">
          Restaurants near <strong>{typed}</strong>
        </p>
      ) : location.status === "locating" || location.status === "idle" ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-stone-400 border-t-transparent"
          />
          Finding your location…
        </p>
      ) : location.status === "located" ? (
        <p role="status" data-testid="browser-location">
          Your location: <strong>{location.label ?? `${location.point.lat}, ${location.point.lng}`}</strong>
        </p>
      ) : (
        <div role="alert" className="space-y-1">
          <p className="font-medium text-amber-900" data-testid="location-error">
            {location.error}
          </p>
          <p data-testid="browser-location">
            Using <strong>{location.label}</strong> instead.
          </p>
        </div>
      )}
      {typed || again ? (
        <button type="button" onClick={onLocate} className={linkButton}>
          {typed ? "Use my location instead" : "Locate me again"}
        </button>
      ) : null}
    </div>
  );
}
