import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";

export type DialogVariant = "sheet" | "fullscreen";

const contentClass: Record<DialogVariant, string> = {
  sheet:
    "fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:left-1/2 sm:top-1/2 sm:bottom-auto sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
  fullscreen: "fixed inset-0 z-50 flex flex-col bg-white focus:outline-none",
};

/** The Radix half of `Dialog`, loaded on first open so no dialog code ships before interaction. */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  variant,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  variant: DialogVariant;
  children: ReactNode;
}) {
  // Focus goes back to whatever opened the dialog, without scrolling (a card highlighted meanwhile stays in view).
  const opener = useRef<HTMLElement | null>(null);
  const fullscreen = variant === "fullscreen";
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`fixed inset-0 z-50 ${fullscreen ? "bg-black/50" : "bg-black/40"}`} />
        <RadixDialog.Content
          className={contentClass[variant]}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus({ preventScroll: true });
          }}
        >
          <div
            className={`flex items-start justify-between gap-4 ${fullscreen ? "items-center border-b border-stone-200 px-4 py-3" : ""}`}
          >
            <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              className={`flex items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 ${fullscreen ? "h-10 w-10" : "-mr-2 -mt-1 h-9 w-9"}`}
            >
              <span aria-hidden="true" className={fullscreen ? "text-lg" : undefined}>
                ✕
              </span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-stone-600">{description}</RadixDialog.Description>
          ) : null}
          {fullscreen ? children : <div className="mt-4">{children}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
