import {
  cloneElement,
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { DialogLoadBoundary } from "./dialog-load-error";
import type { DialogVariant } from "./dialog-panel";

const loadPanel = () => import("./dialog-panel");
// React.lazy keeps a failed download's rejection for good, so Try again starts a fresh one.
let DialogPanel = lazy(loadPanel);

/** Starts fetching the dialog code when a pointer or focus lands on a trigger, so opening feels instant. */
export const preloadDialog = () => void loadPanel().catch(() => undefined);

const CloseContext = createContext<() => void>(() => {});

type TriggerProps = {
  onClick?: (event: unknown) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
};

/** The trigger is server-rendered; the Radix chunk loads on first hover, focus or open, and stays for focus return. */
export function Dialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  closeLabel = "Close",
  variant = "sheet",
  preload,
  children,
}: {
  trigger?: ReactElement<TriggerProps>;
  title: string;
  description?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  variant?: DialogVariant;
  /** Fetches the content's own code along with the dialog's, where the content is lazy too. */
  preload?: () => void;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // A failed download shows DialogLoadBoundary's note; Try again (or the next opening) downloads anew, and a
  // second failure offers a reload.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    DialogPanel = lazy(loadPanel);
    setAttempt((n) => n + 1);
  };
  const dismissFailure = () => {
    setOpen(false);
    setMounted(false);
    retry();
  };
  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            "aria-haspopup": "dialog",
            "aria-expanded": isOpen,
            onPointerEnter: () => {
              preloadDialog();
              preload?.();
            },
            onFocus: () => {
              preloadDialog();
              preload?.();
            },
            onClick: (event: unknown) => {
              trigger.props.onClick?.(event);
              setOpen(true);
            },
          })
        : null}
      {mounted ? (
        <DialogLoadBoundary
          key={attempt}
          title={title}
          open={isOpen}
          again={attempt > 0}
          onRetry={retry}
          onClose={dismissFailure}
        >
          <Suspense fallback={null}>
            <CloseContext.Provider value={() => setOpen(false)}>
              <DialogPanel
                open={isOpen}
                onOpenChange={setOpen}
                title={title}
                description={description}
                closeLabel={closeLabel}
                variant={variant}
              >
                {children}
              </DialogPanel>
            </CloseContext.Provider>
          </Suspense>
        </DialogLoadBoundary>
      ) : null}
    </>
  );
}

export function DialogClose({ className, children }: { className?: string; children: ReactNode }) {
  const close = useContext(CloseContext);
  return (
    <button type="button" className={className} onClick={close}>
      {children}
    </button>
  );
}
