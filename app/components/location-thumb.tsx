import { useRouteLoaderData } from "@remix-run/react";
import { appleMapsDirectionsUrl, destinationOf, directionsUrl, hasMapPoint } from "~/lib/maps-links";
import { DEFAULT_TILE_URL, tilesAround } from "~/lib/tiles";
import { useInView } from "./use-in-view";
import { useTileLoaded } from "./use-tile-loaded";

/** The configured tile server (root loader), OpenStreetMap by default. */
export function useTileTemplate(): string {
  return (useRouteLoaderData("root") as { tileUrl?: string } | undefined)?.tileUrl ?? DEFAULT_TILE_URL;
}

/** The 3×3 block's middle tile, the one under the pin. */
const CENTRE_TILE = 4;

type Place = { name: string; address: string | null; neighborhood: string };

/** In place of tiles that could not load: says so, and offers the directions the map would have given. */
function MapUnavailable({ place, className }: { place: Place; className: string }) {
  const destination = destinationOf(place);
  return (
    <div className={`map-unavailable ${className}`} data-testid="map-unavailable">
      <p>Map unavailable</p>
      <p role="group" aria-label={`Directions to ${place.name}`}>
        <a href={directionsUrl(destination)} target="_blank" rel="noreferrer">
          Google Maps directions
        </a>
        <a href={appleMapsDirectionsUrl(destination)} target="_blank" rel="noreferrer">
          Apple Maps directions
        </a>
      </p>
    </div>
  );
}

/** A library-free map: CSS tiles around a pin, fetched as the card nears view ('Map unavailable' on failure).
 * `eager` puts tiles in the server HTML for a map in view on load, where it is the largest paint. */
export function LocationThumb({
  name,
  latitude,
  longitude,
  address,
  area,
  className = "",
  eager = false,
}: {
  name: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  /** The neighborhood a place without a street address is known to: named, never drawn as a point. */
  area: string;
  className?: string;
  eager?: boolean;
}) {
  const { ref, inView } = useInView<HTMLDivElement>();
  const template = useTileTemplate();
  const drawable = hasMapPoint({ address, latitude, longitude });
  const tiles = drawable && (eager || inView) ? tilesAround(latitude!, longitude!, 15, template) : [];
  const status = useTileLoaded(inView ? (tiles[CENTRE_TILE]?.url ?? null) : null);
  // A street address with no coordinates read is named, not guessed onto the map.
  if (!drawable) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-stone-300 bg-stone-100 p-3 text-center text-sm text-stone-600 ${className}`}
        data-testid="area-only"
      >
        <span className="font-semibold text-ink">{area}</span>
        <span>
          {address
            ? "Map point not on file; directions use the street address"
            : "Located to its neighborhood; street address not on file"}
        </span>
      </div>
    );
  }
  if (status === "failed") {
    return <MapUnavailable place={{ name, address, neighborhood: area }} className={className} />;
  }
  return (
    <div
      ref={ref}
      role="img"
      aria-label={`Map of ${address}`}
      className={`map-thumb ${className}`}
      style={
        tiles.length
          ? {
              backgroundImage: tiles.map((t) => `url("${t.url}")`).join(", "),
              backgroundPosition: tiles
                .map((t) => `calc(50% + ${t.left + 128}px) calc(50% + ${t.top + 128}px)`)
                .join(", "),
              backgroundSize: "256px 256px",
              backgroundRepeat: "no-repeat",
            }
          : undefined
      }
    ></div>
  );
}
