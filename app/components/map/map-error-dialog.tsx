import { useEffect, useState } from "react";
import { Dialog, DialogClose } from "~/components/ui/dialog";

export const MAP_LOAD_ERROR = "The map failed to load. Check your connection and try again.";

/** A map that fails to load opens a 'Map Error' dialog with a Close button. */
export function MapErrorDialog({ message }: { message: string | null }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(message !== null), [message]);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Map Error" description={message ?? undefined}>
      <div className="flex justify-end">
        <DialogClose className="rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-stone-800">
          Close
        </DialogClose>
      </div>
    </Dialog>
  );
}
