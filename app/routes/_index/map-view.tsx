import { useCallback, useState, type ReactNode } from "react";
import { MapPanel } from "~/components/map/map-panel";
import { mapPointsQuery } from "~/lib/cluster-points";
import type { LatLng } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";
import { restaurantCount } from "~/lib/counts";
import { SelectedPlace, type Selection } from "./selected-place";

/** Where the toolbar's Map link lands: the map at the top of the screen, with or without JavaScript. */
export const MAP_VIEW_ID = "map-view";

/**
 * The home page's map view (?view=map): every match on a map that fills a phone's screen (600px on a
 * wider one), the card of the place whose marker was selected below it or, on a wide screen, beside
 * it, and the ranked cards after.
 */
export function MapView({
  params,
  total,
  origin,
  children,
}: {
  params: ListParams;
  total: number;
  origin: LatLng | null;
  children: ReactNode;
}) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const select = useCallback((slug: string) => setSelection((s) => ({ slug, click: (s?.click ?? 0) + 1 })), []);
  return (
    <div className="min-w-0 space-y-6">
      <section
        id={MAP_VIEW_ID}
        aria-labelledby="map-heading"
        className={params.filters.q ? "map-view map-view-searching" : "map-view"}
      >
        <div>
          <h2 id="map-heading" className="text-2xl font-bold">
            Restaurant Map
          </h2>
          <p className="text-sm text-stone-600">
            {`${restaurantCount(total)} · `}
            <span className="xl:hidden">tap a marker to see its card</span>
            <span className="hidden xl:inline">select a marker to see its card beside the map</span>
          </p>
        </div>
        <div className="map-view-body">
          <MapPanel
            eager
            query={mapPointsQuery(params)}
            origin={origin}
            radiusMiles={params.radius}
            onSelect={select}
            className="map-view-map"
          />
          <SelectedPlace selection={selection} origin={origin} />
        </div>
      </section>
      {children}
    </div>
  );
}
