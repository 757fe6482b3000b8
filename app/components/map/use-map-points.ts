import { useEffect, useState } from "react";
import type { MapPoint } from "~/lib/cluster-points";
import { fetchJson } from "~/lib/fetch-json";

const MAP_POINTS_ERROR = "The restaurants for the map could not be loaded.";

type State = { points: MapPoint[] | null; unplaced: number; loading: boolean; error: string | null };

/**
 * Every matching restaurant for the map, fetched once the map is wanted (`enabled`). A plain fetch,
 * so the browser's HTTP cache (max-age=60) serves the panel and the overlay from one response.
 */
export function useMapPoints(query: string, enabled: boolean): State {
  const [state, setState] = useState<State>({ points: null, unplaced: 0, loading: false, error: null });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchJson<{ points: MapPoint[]; unplaced: number }>(`/resources/map-points${query}`, { signal: controller.signal })
      .then(({ points, unplaced }) => setState({ points, unplaced, loading: false, error: null }))
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: MAP_POINTS_ERROR }));
      });
    return () => controller.abort();
  }, [query, enabled]);
  return state;
}
