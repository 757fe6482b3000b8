import { useEffect, useState } from "react";

/** Long enough for a slow phone connection; past it a blank map only looks broken. */
const TILE_TIMEOUT_MS = 8_000;

/** CSS backgrounds report no failure, so the tile under the pin is loaded again as an image to find out. */
export function useTileLoaded(url: string | null) {
  const [status, setStatus] = useState<"loading" | "loaded" | "failed">("loading");
  useEffect(() => {
    if (!url) return;
    setStatus("loading");
    const image = new Image();
    const timer = setTimeout(() => setStatus("failed"), TILE_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      setStatus("loaded");
    };
    image.onerror = () => {
      clearTimeout(timer);
      setStatus("failed");
    };
    image.src = url;
    return () => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
    };
  }, [url]);
  return status;
}
