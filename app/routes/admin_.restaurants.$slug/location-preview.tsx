import { lazy, Suspense, useState } from "react";
import { useTileTemplate } from "~/components/location-thumb";
import { MapErrorBoundary } from "~/components/map/map-error-boundary";
import { useInView } from "~/components/use-in-view";

/** Leaflet and its CSS download only when the preview scrolls near. */
const PinMap = lazy(() => import("./pin-map.client"));

type Props = { latitude: number | null; longitude: number | null };

/**
 * The saved coordinates on a small static map, and always in words: the words are all there is
 * before JavaScript, when Leaflet fails, or when no tile loads.
 */
export function LocationPreview({ latitude, longitude }: Props) {
  const { ref, inView } = useInView<HTMLDivElement>();
  const tileUrl = useTileTemplate();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [crashed, setCrashed] = useState(false);
  if (latitude === null || longitude === null) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        No coordinates saved: the place has no pin on the map.
      </p>
    );
  }
  const words = `Saved pin: ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  return (
    <figure className="space-y-2">
      <div ref={ref} className="relative h-48 overflow-hidden rounded-xl border border-stone-200 bg-stone-100 sm:h-56">
        {inView && !crashed ? (
          <MapErrorBoundary onError={() => setCrashed(true)}>
            <Suspense fallback={null}>
              <PinMap
                latitude={latitude}
                longitude={longitude}
                tileUrl={tileUrl}
                onTileError={() => setTilesFailed(true)}
              />
            </Suspense>
          </MapErrorBoundary>
        ) : null}
        {tilesFailed || crashed ? (
          <p
            role="status"
            className="absolute inset-x-2 top-2 z-[500] rounded-lg bg-white/90 px-3 py-1.5 text-xs text-stone-700"
          >
            {crashed ? "The map could not load" : "Map tiles could not load"}: the pin is at the coordinates below.
          </p>
        ) : null}
      </div>
      <figcaption className="text-sm text-stone-700">
        {words} ·{" "}
        <a
          href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-700 underline"
        >
          Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
