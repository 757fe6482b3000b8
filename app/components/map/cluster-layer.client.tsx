import L from "leaflet";
import { useEffect, useMemo, useRef } from "react";
import { useMap } from "react-leaflet";
import Supercluster from "supercluster";
import { clusterDiameter, featuredOnText, type MapPoint } from "~/lib/cluster-points";

type PointProps = { i: number };
type Feature = Supercluster.PointFeature<PointProps>;

/**
 * Clustered up to zoom 16; past it every restaurant has its own marker. Extent 256: radius is in screen pixels,
 * small enough that the first view of all of LA splits into readable clusters, not one of nearly everything.
 */
const CLUSTER_OPTIONS = { radius: 36, extent: 256, maxZoom: 16, minPoints: 2 };
const PIN_PATH = "M12 1a8 8 0 0 0-8 8c0 6 8 15 8 15s8-9 8-15a8 8 0 0 0-8-8z";

/** A classic pin for a street address. */
function pinIcon(): L.DivIcon {
  return L.divIcon({
    className: "map-pin",
    html: `<svg aria-hidden="true" viewBox="0 0 24 25" width="26" height="27" class="drop-shadow"><path d="${PIN_PATH}" fill="#9a3412" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="9" r="3" fill="#fff"/></svg>`,
    iconSize: [26, 27],
    iconAnchor: [13, 26],
    popupAnchor: [0, -24],
  });
}

/** A translucent dashed disc centred on the area: a place known only to its neighborhood, never a pin. */
function areaIcon(): L.DivIcon {
  return L.divIcon({
    className: "map-area",
    html: '<span aria-hidden="true" style="display:block;width:100%;height:100%;border-radius:9999px;background:rgba(154,52,18,0.18);border:2px dashed #9a3412"></span>',
    iconSize: [44, 44],
    iconAnchor: [22, 22],
    popupAnchor: [0, -20],
  });
}
const PIN_ICONS = { exact: pinIcon(), approximate: areaIcon() };

function clusterIcon(count: number, label: string): L.DivIcon {
  const size = clusterDiameter(count);
  return L.divIcon({
    className: "map-cluster",
    html: `<span aria-hidden="true" class="flex h-full w-full items-center justify-center rounded-full bg-ink/85 text-sm font-bold text-white shadow-lg ring-4 ring-ink/25">${label}</span>`,
    iconSize: [size, size],
  });
}

/** Built with the DOM, never HTML strings, so a restaurant's name is only ever text. */
function popupContent([slug, name, sourceCount, , , approximate]: MapPoint): HTMLElement {
  const root = document.createElement("div");
  root.className = "min-w-40 space-y-1 font-sans";
  const add = (tag: string, className: string, text: string) => {
    const element = root.appendChild(document.createElement(tag));
    element.className = className;
    element.textContent = text;
    return element;
  };
  add("div", "text-base font-bold text-ink", name);
  add("div", "text-sm text-stone-700", featuredOnText(sourceCount));
  if (approximate) add("div", "text-xs text-stone-500", "Street address not on file: the circle marks its area");
  const link = add("a", "inline-block pt-1 text-sm font-semibold text-brand-700! underline", "View restaurant profile");
  link.setAttribute("href", `/restaurants/${slug}`);
  return root;
}

/**
 * Every point, clustered with supercluster: only the clusters and markers in view exist, so 10,000
 * restaurants pan as smoothly as 100. Markers are diffed by key across moves instead of redrawn.
 */
export function ClusterLayer({
  points,
  onSelect,
  onReady,
}: {
  points: MapPoint[];
  onSelect: (slug: string) => void;
  onReady: () => void;
}) {
  const map = useMap();
  const callbacks = useRef({ onSelect, onReady });
  useEffect(() => {
    callbacks.current = { onSelect, onReady };
  }, [onSelect, onReady]);
  const index = useMemo(() => {
    const features: Feature[] = points.map(([, , , lat, lng], i) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [lng, lat] },
      properties: { i },
    }));
    return new Supercluster<PointProps>(CLUSTER_OPTIONS).load(features);
  }, [points]);

  useEffect(() => {
    const layer = L.layerGroup().addTo(map);
    let shown = new Map<string, L.Marker>();

    const markerFor = (feature: ReturnType<typeof index.getClusters>[number]): [string, L.Marker] => {
      const [lng, lat] = feature.geometry.coordinates;
      const props = feature.properties;
      if ("cluster" in props && props.cluster) {
        const key = `c${props.cluster_id}`;
        const existing = shown.get(key);
        if (existing) return [key, existing];
        const title = `${props.point_count} restaurants: zoom in`;
        const marker = L.marker([lat, lng], {
          icon: clusterIcon(props.point_count, String(props.point_count_abbreviated)),
          title,
        });
        marker.on("click", () =>
          map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id), 18)),
        );
        return [key, marker];
      }
      const point = points[(props as PointProps).i];
      const key = `p${point[0]}`;
      const existing = shown.get(key);
      if (existing) return [key, existing];
      const marker = L.marker([lat, lng], {
        icon: point[5] === 1 ? PIN_ICONS.approximate : PIN_ICONS.exact,
        title: `${point[1]}, ${featuredOnText(point[2]).toLowerCase()}`,
        riseOnHover: true,
      });
      marker.bindPopup(() => popupContent(point));
      marker.on("click", () => callbacks.current.onSelect(point[0]));
      return [key, marker];
    };

    const draw = () => {
      const bounds = map.getBounds().pad(0.25);
      const box: GeoJSON.BBox = [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ];
      const next = new Map(index.getClusters(box, Math.round(map.getZoom())).map(markerFor));
      for (const [key, marker] of shown) if (!next.has(key)) layer.removeLayer(marker);
      for (const [key, marker] of next) if (!shown.has(key)) layer.addLayer(marker);
      shown = next;
    };

    draw();
    const ready = requestAnimationFrame(() => callbacks.current.onReady());
    map.on("moveend", draw);
    return () => {
      cancelAnimationFrame(ready);
      map.off("moveend", draw);
      layer.remove();
    };
  }, [map, index, points]);

  return null;
}
