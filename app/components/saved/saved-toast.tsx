import * as Toast from "@radix-ui/react-toast";

export type SavedToastMessage = { id: number; text: string };

/** One toast at a time, 2 s; loaded on the first save, so Radix Toast ships with no page before any interaction. */
export default function SavedToast({ toast, onDone }: { toast: SavedToastMessage | null; onDone: () => void }) {
  return (
    <Toast.Provider duration={2000} swipeDirection="down">
      {toast ? (
        <Toast.Root
          key={toast.id}
          onOpenChange={(open) => !open && onDone()}
          className="rounded-xl bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg"
        >
          <Toast.Description>{toast.text}</Toast.Description>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed bottom-4 left-1/2 z-50 w-max max-w-[90vw] -translate-x-1/2 outline-none" />
    </Toast.Provider>
  );
}
