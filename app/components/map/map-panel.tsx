import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTileTemplate } from "~/components/location-thumb";
import { useInView } from "~/components/use-in-view";
import { unplacedText } from "~/lib/cluster-points";
import type { LatLng } from "~/lib/geo";
import { MapErrorBoundary } from "./map-error-boundary";
import { MAP_LOAD_ERROR, MapErrorDialog } from "./map-error-dialog";
import { useMapPoints } from "./use-map-points";

/** Leaflet, its CSS and supercluster are one chunk, downloaded only when a map is opened or scrolled to. */
const loadMap = () => import("./restaurant-map.client");
const RestaurantMap = lazy(loadMap);

function MapMessage({ children, busy = false }: { children: string; busy?: boolean }) {
  return (
    <div
      className="absolute inset-0 flex items-center justify-center gap-3 text-sm font-medium text-stone-700"
      role="status"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-stone-400 border-t-transparent"
        />
      ) : null}
      {children}
    </div>
  );
}

/**
 * A restaurant map that loads lazily. `query` is the /resources/map-points query string. The
 * container says data-map-ready="true" once markers are drawn (the benchmark waits for it).
 */
export function MapPanel({
  query,
  origin,
  radiusMiles,
  onSelect,
  eager = false,
  wheelZoom = false,
  className = "",
}: {
  query: string;
  origin: LatLng | null;
  radiusMiles: number;
  onSelect: (slug: string) => void;
  /** Load at once (an opened map) instead of when scrolled near. */
  eager?: boolean;
  /** Wheel zoom from the start; otherwise after a click on the map, so page scrolling is not captured. */
  wheelZoom?: boolean;
  className?: string;
}) {
  const { ref, inView } = useInView<HTMLDivElement>();
  const wanted = eager || inView;
  const { points, unplaced, error: pointsError } = useMapPoints(query, wanted);
  const leftOut = points ? unplacedText(unplaced) : null;
  const tileUrl = useTileTemplate();
  const [crashed, setCrashed] = useState(false);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const onCrash = useCallback(() => setCrashed(true), []);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTileError = useCallback(() => setTilesFailed(true), []);
  useEffect(() => {
    // Fetch the chunk while the points load, instead of after.
    if (wanted) loadMap().catch(() => undefined);
  }, [wanted]);
  useEffect(() => setReady(false), [query]);
  const error = crashed ? MAP_LOAD_ERROR : pointsError && !points ? pointsError : null;
  return (
    <div
      ref={ref}
      data-testid="restaurant-map"
      data-map-ready={ready ? "true" : "false"}
      className={`relative isolate overflow-hidden rounded-2xl bg-stone-200 ${className}`}
    >
      {error ? (
        <MapMessage>The map is unavailable right now.</MapMessage>
      ) : wanted && points ? (
        <MapErrorBoundary onError={onCrash}>
          <Suspense fallback={<MapMessage busy>Loading map…</MapMessage>}>
            <RestaurantMap
              points={points}
              origin={origin}
              radiusMiles={radiusMiles}
              tileUrl={tileUrl}
              wheelZoom={wheelZoom}
              onSelect={onSelect}
              onReady={onReady}
              onTileError={onTileError}
            />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <MapMessage busy>Loading map…</MapMessage>
      )}
      {leftOut && !error ? (
        <p
          data-testid="map-unplaced"
          className="pointer-events-none absolute top-2 right-2 z-[1000] max-w-[70%] rounded-md bg-white/90 px-2 py-1 text-xs text-stone-700 shadow"
        >
          {leftOut}
        </p>
      ) : null}
      {tilesFailed && !error ? (
        <p data-testid="map-tiles-unavailable" className="map-tiles-unavailable">
          Map unavailable: the streets could not load. The markers still work; select one for its card and directions.
        </p>
      ) : null}
      <noscript>
        <p className="absolute inset-0 z-10 flex items-center justify-center bg-stone-200 p-6 text-center text-sm text-stone-700">
          The map needs JavaScript. The list below shows the same restaurants.
        </p>
      </noscript>
      <MapErrorDialog message={error} />
    </div>
  );
}
