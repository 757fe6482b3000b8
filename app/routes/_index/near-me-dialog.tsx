import { lazy, useState } from "react";
import { NearMePill } from "~/components/map/near-me-pill";
import { useBrowserLocation } from "~/components/map/use-browser-location";
import { Dialog } from "~/components/ui/dialog";
import type { LatLng } from "~/lib/geo";
import type { ListParams } from "~/lib/list-params";

const loadForm = () => import("./near-me-form");
const NearMeForm = lazy(loadForm);
const preloadForm = () => void loadForm().catch(() => undefined);

/**
 * Near Me: the pill, served with the page, and its dialog's form, fetched on first hover, focus or
 * opening. The browser's location and the last place found by name outlive an opening.
 */
export function NearMeDialog({ params, active }: { params: ListParams; active: boolean }) {
  const browser = useBrowserLocation();
  const [open, setOpen] = useState(false);
  const [named, setNamed] = useState<(LatLng & { label: string }) | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Find Near Me"
      description="Restaurants near you, a ZIP code or a place in Los Angeles."
      trigger={<NearMePill params={params} active={active} />}
      preload={preloadForm}
    >
      <NearMeForm
        params={params}
        active={active}
        browser={browser}
        named={named}
        onNamed={setNamed}
        onDone={() => setOpen(false)}
      />
    </Dialog>
  );
}
