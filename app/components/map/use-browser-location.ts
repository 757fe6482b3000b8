import { useCallback, useRef, useState } from "react";
import { DOWNTOWN_LA, DOWNTOWN_LA_LABEL, type LatLng } from "~/lib/geo";
import { reverseGeocode } from "./geocode";

/** High accuracy, a 10-second timeout, and a fix up to 5 minutes old will do. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };
const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser";

export type BrowserLocation =
  | { status: "idle" | "locating"; point: null; label: null; error: null }
  | { status: "located"; point: LatLng; label: string | null; error: null }
  /** Any location error: its text is kept and downtown LA (34.0522, -118.2437, 'Los Angeles, CA') stands in. */
  | { status: "fallback"; point: LatLng; label: string; error: string };

const IDLE: BrowserLocation = { status: "idle", point: null, label: null, error: null };
/** Our words for the browser's error codes; its own text ("User denied Geolocation") is not for visitors. */
const CODE_TEXT: Record<number, string> = {
  1: "Location is turned off for this site, so we can't tell where you are.",
  2: "Your device couldn't find where you are right now.",
  3: "Finding your location took too long.",
};
const UNKNOWN_ERROR = "We couldn't get your location.";

const fallback = (error: string): BrowserLocation => ({
  status: "fallback",
  point: DOWNTOWN_LA,
  label: DOWNTOWN_LA_LABEL,
  error,
});

/** The browser's position and its city name (reverse geocoded), requested on demand. */
export function useBrowserLocation() {
  const [location, setLocation] = useState<BrowserLocation>(IDLE);
  const request = useRef(0);
  const locate = useCallback(() => {
    const id = ++request.current;
    const settle = (next: BrowserLocation) => {
      if (id === request.current) setLocation(next);
    };
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      settle(fallback(GEOLOCATION_UNSUPPORTED));
      return;
    }
    settle({ status: "locating", point: null, label: null, error: null });
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const point = { lat: Math.round(coords.latitude * 1e4) / 1e4, lng: Math.round(coords.longitude * 1e4) / 1e4 };
        settle({ status: "located", point, label: null, error: null });
        settle({ status: "located", point, label: await reverseGeocode(point), error: null });
      },
      (error) => settle(fallback(CODE_TEXT[error.code] ?? UNKNOWN_ERROR)),
      GEOLOCATION_OPTIONS,
    );
  }, []);
  const reset = useCallback(() => {
    request.current++;
    setLocation(IDLE);
  }, []);
  return { location, locate, reset };
}
