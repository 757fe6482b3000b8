import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_TILE_URL, tilesAround } from "~/lib/tiles";
import { useInView } from "./use-in-view";

/** The configured tile server (root loader), OpenStreetMap by default. */
export function useTileTemplate(): string {
  return (useRouteLoaderData("root") as { tileUrl?: string } | undefined)?.tileUrl ?? DEFAULT_TILE_URL;
}

/**
 * A small, library-free map: tiles as CSS backgrounds around a centred pin, fetched only once the
 * card scrolls near the viewport. A tile that fails to load leaves the plain backdrop. `eager`
 * names the tiles in the server's HTML instead, for a map in view as the page opens (the first card
 * under a page's heading): it is the largest thing on screen there, and waiting for JavaScript to
 * see it in view made it the page's last paint.
 */
export function LocationThumb({
  latitude,
  longitude,
  address,
  className = "",
  eager = false,
}: {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  className?: string;
  eager?: boolean;
}) {
  const { ref, inView } = useInView<HTMLDivElement>();
  const template = useTileTemplate();
  if (!address) {
    return (
      <div className={`flex items-center justify-center rounded-xl bg-stone-100 text-sm text-stone-600 ${className}`}>
        No address available
      </div>
    );
  }
  const hasPoint = latitude !== null && longitude !== null;
  const tiles = hasPoint && (eager || inView) ? tilesAround(latitude, longitude, 15, template) : [];
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
