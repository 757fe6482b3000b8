import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, TileLayer } from "react-leaflet";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

type Props = { latitude: number; longitude: number; tileUrl: string; onTileError: () => void };

/** A still map of one pin: no dragging or zooming, since it only shows where the saved coordinates are. */
export default function PinMap({ latitude, longitude, tileUrl, onTileError }: Props) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={16}
      className="h-full w-full"
      dragging={false}
      zoomControl={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      touchZoom={false}
      boxZoom={false}
      keyboard={false}
      attributionControl
    >
      <TileLayer url={tileUrl} attribution={ATTRIBUTION} eventHandlers={{ tileerror: onTileError }} />
      <CircleMarker
        center={[latitude, longitude]}
        radius={9}
        pathOptions={{ color: "#fff", weight: 3, fillColor: "#b91c1c", fillOpacity: 1 }}
      />
    </MapContainer>
  );
}
