import "leaflet/dist/leaflet.css";
import { useEffect } from "react";
import { Circle, CircleMarker, MapContainer, TileLayer, useMap } from "react-leaflet";
import { initialMapView, type MapPoint, type MapView } from "~/lib/cluster-points";
import type { LatLng } from "~/lib/geo";
import { ClusterLayer } from "./cluster-layer.client";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const METRES_PER_MILE = 1609.344;

export type RestaurantMapProps = {
  points: MapPoint[];
  origin: LatLng | null;
  radiusMiles: number;
  tileUrl: string;
  /** In the page, wheel zoom waits for a click on the map so scrolling the page is not captured. */
  wheelZoom: boolean;
  onSelect: (slug: string) => void;
  onReady: () => void;
  /** A tile failed to load: the streets behind the markers are missing. */
  onTileError: () => void;
};

/**
 * Fits the matches (or radius) at the container's real size whenever filters change: Leaflet measures
 * once, and a container that settles later would leave the fit off-centre. Refits on resize until the
 * visitor moves the map.
 */
function FitView({ view }: { view: MapView }) {
  const map = useMap();
  const key = JSON.stringify(view);
  useEffect(() => {
    let fitting = false;
    let moved = false;
    const fit = () => {
      fitting = true;
      map.invalidateSize({ pan: false });
      if (view.fit) map.fitBounds(view.fit, { maxZoom: view.fitMaxZoom, padding: [24, 24], animate: false });
      else map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
      fitting = false;
    };
    const onMoveStart = () => {
      if (!fitting) moved = true;
    };
    fit();
    map.on("movestart zoomstart", onMoveStart);
    const resized = new ResizeObserver(() => (moved ? map.invalidateSize() : fit()));
    resized.observe(map.getContainer());
    return () => {
      resized.disconnect();
      map.off("movestart zoomstart", onMoveStart);
    };
    // The view object is new on every render; the key says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

function WheelZoomOnClick() {
  const map = useMap();
  useEffect(() => {
    const enable = () => map.scrollWheelZoom.enable();
    map.once("click focus", enable);
    return () => {
      map.off("click focus", enable);
    };
  }, [map]);
  return null;
}

/** The Leaflet map: configured tiles, the user's location and radius, clustered restaurants. */
export default function RestaurantMap({
  points,
  origin,
  radiusMiles,
  tileUrl,
  wheelZoom,
  onSelect,
  onReady,
  onTileError,
}: RestaurantMapProps) {
  const view = initialMapView(points, origin, radiusMiles);
  return (
    <MapContainer
      center={[view.center.lat, view.center.lng]}
      zoom={view.zoom}
      // Quarter steps, so the first fit fills the map instead of stopping up to a whole zoom short of it.
      zoomSnap={0.25}
      scrollWheelZoom={wheelZoom}
      className="h-full w-full"
    >
      <TileLayer url={tileUrl} attribution={ATTRIBUTION} eventHandlers={{ tileerror: onTileError }} />
      {origin && radiusMiles > 0 ? (
        <Circle
          center={[origin.lat, origin.lng]}
          radius={radiusMiles * METRES_PER_MILE}
          pathOptions={{ color: "#2563eb", weight: 1, fillOpacity: 0.06 }}
          interactive={false}
        />
      ) : null}
      {origin ? (
        <CircleMarker
          center={[origin.lat, origin.lng]}
          radius={7}
          pathOptions={{ color: "#fff", weight: 2, fillColor: "#2563eb", fillOpacity: 1 }}
          interactive={false}
        />
      ) : null}
      <ClusterLayer points={points} onSelect={onSelect} onReady={onReady} />
      <FitView view={view} />
      {wheelZoom ? null : <WheelZoomOnClick />}
    </MapContainer>
  );
}
