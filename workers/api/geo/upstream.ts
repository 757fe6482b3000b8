import { z } from "zod";
import { parseLatLng, type LatLng } from "~/lib/geo";

const UPSTREAM_TIMEOUT_MS = 5000;
const USER_AGENT = "LA-Eats-Ranked/1.0 (geocoding proxy)";
const LABEL_MAX = 120;

/** Any upstream trouble: network, timeout, non-2xx, or an answer that is not Nominatim's shape. */
export class UpstreamError extends Error {}

const nominatimResults = z.array(
  z.object({
    lat: z.union([z.string(), z.number()]),
    lon: z.union([z.string(), z.number()]),
    display_name: z.string(),
  }),
);

/** The configured base and fixed path, the client's text an encoded query value: it never picks host or path. */
function upstreamSearchUrl(baseUrl: string, query: string): URL {
  const base = new URL(baseUrl);
  if (base.protocol !== "https:" && base.protocol !== "http:") throw new UpstreamError("GEOCODER_URL must be http(s)");
  const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, "")}/search`);
  url.search = `format=json&limit=1&q=${encodeURIComponent(query)}`;
  return url;
}

/** One Nominatim-compatible search: the first result, or null when it knows no such place. */
export async function searchUpstream(baseUrl: string, query: string): Promise<(LatLng & { label: string }) | null> {
  let body: unknown;
  try {
    const response = await fetch(upstreamSearchUrl(baseUrl, query), {
      headers: { "User-Agent": USER_AGENT, Accept: "application/json" },
      // A redirect could lead anywhere; treat it as a failure (3xx is not ok).
      redirect: "manual",
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    if (!response.ok) throw new UpstreamError(`upstream answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw error instanceof UpstreamError ? error : new UpstreamError(String(error));
  }
  const parsed = nominatimResults.safeParse(body);
  if (!parsed.success) throw new UpstreamError("upstream answer has an unexpected shape");
  const first = parsed.data[0];
  if (!first) return null;
  const point = parseLatLng(String(first.lat), String(first.lon));
  if (!point) throw new UpstreamError("upstream coordinates are not valid");
  return { ...point, label: first.display_name.slice(0, LABEL_MAX) };
}
