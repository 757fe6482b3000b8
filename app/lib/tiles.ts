/** Web-Mercator tile coordinates (fractional) of a point at a zoom level. */
export function tileCoordinates(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const latRad = (lat * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n,
  };
}

export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** The template's origin for the CSP's img-src (`{s}` a wildcard); HTTPS or this machine only, else null. */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, rawHost] = match;
  const host = rawHost.replace(/\{s\}/g, "*");
  if (!/^[a-z0-9*.:[\]-]+$/i.test(host)) return null;
  if (scheme.toLowerCase() === "http" && !LOCAL_HOST.test(host)) return null;
  return `${scheme.toLowerCase()}://${host}`;
}

/** The configured tile template when the CSP can allow it, else OpenStreetMap's. */
export function usableTileUrl(configured: string | undefined): string {
  return configured && tileSource(configured) ? configured.trim() : DEFAULT_TILE_URL;
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace("{z}", String(z)).replace("{x}", String(x)).replace("{y}", String(y));
}

/** The 3×3 block of 256px tiles around a point with pixel offsets, so a small map needs only CSS backgrounds. */
export function tilesAround(lat: number, lng: number, zoom: number, template: string) {
  const { x, y } = tileCoordinates(lat, lng, zoom);
  const tx = Math.floor(x);
  const ty = Math.floor(y);
  const tiles: { url: string; left: number; top: number }[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      tiles.push({
        url: tileUrl(template, zoom, tx + dx, ty + dy),
        left: Math.round((tx + dx - x) * 256),
        top: Math.round((ty + dy - y) * 256),
      });
    }
  }
  return tiles;
}
