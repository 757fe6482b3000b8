import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import type { LatLng } from "~/lib/geo";
import { MapPanel } from "./map-panel";

/** The full-screen map opened from the filter panel's View Map (spec section 2). */
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
  // Focus goes back to what opened the overlay without scrolling, so a card highlighted meanwhile stays in view.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus({ preventScroll: true });
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-4 py-3">
            <RadixDialog.Title className="text-lg font-bold">
              {`LA Restaurant Map (${total.toLocaleString("en-US")} restaurant${total === 1 ? "" : "s"})`}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close map"
              className="flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
            >
              <span aria-hidden="true" className="text-lg">✕</span>
            </RadixDialog.Close>
          </div>
          <MapPanel
            eager
            wheelZoom
            query={query}
            origin={origin}
            radiusMiles={radiusMiles}
            onSelect={onSelect}
            className="m-2 flex-1 sm:m-3"
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
