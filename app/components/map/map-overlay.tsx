import { Dialog } from "~/components/ui/dialog";
import type { LatLng } from "~/lib/geo";
import { MapPanel } from "./map-panel";
import { restaurantCount } from "~/lib/counts";

/** The full-screen map, 'LA Restaurant Map (N restaurants)' with a close button, opened from the filter panel's View Map. */
export function MapOverlay({
  open,
  onOpenChange,
  total,
  query,
  origin,
  radiusMiles,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number;
  query: string;
  origin: LatLng | null;
  radiusMiles: number;
  onSelect: (slug: string) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="fullscreen"
      closeLabel="Close map"
      title={`LA Restaurant Map (${restaurantCount(total)})`}
    >
      <MapPanel
        eager
        wheelZoom
        query={query}
        origin={origin}
        radiusMiles={radiusMiles}
        onSelect={onSelect}
        className="m-2 flex-1 sm:m-3"
      />
    </Dialog>
  );
}
