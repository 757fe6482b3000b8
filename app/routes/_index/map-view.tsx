import type { ReactNode } from "react";
import { MapPanel } from "~/components/map/map-panel";
import { mapPointsQuery } from "~/lib/cluster-points";
import type { LatLng } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";
import { restaurantCount } from "~/lib/counts";

/** The home page's map view (?view=map): every match on a 600px map, the ranked cards below it. */
export function MapView({
  params,
  total,
  origin,
  onSelect,
  children,
}: {
  params: ListParams;
  total: number;
  origin: LatLng | null;
  onSelect: (slug: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-6">
      <section aria-labelledby="map-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="map-heading" className="text-2xl font-bold">
            Restaurant Map
          </h2>
          <p className="text-sm text-stone-600">{`${restaurantCount(total)} · select a marker to find its card`}</p>
        </div>
        <MapPanel
          eager
          query={mapPointsQuery(params)}
          origin={origin}
          radiusMiles={params.radius}
          onSelect={onSelect}
          className="h-[600px]"
        />
      </section>
      {children}
    </div>
  );
}
