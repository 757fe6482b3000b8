import { Component, useEffect, useRef, type ReactNode } from "react";

type Props = {
  title: string;
  open: boolean;
  /** A download that failed before: some browsers keep a failed download for good, so the page is reloaded instead. */
  again: boolean;
  onRetry: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog whose chunk failed to load (dropped connection, new deploy) leaves a Try again note; the page lives on. */
export class DialogLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`the "${this.props.title}" dialog could not load`, error);
  }

  render() {
    const { title, open, again, onRetry, onClose, children } = this.props;
    if (!this.state.failed) return children;
    return open ? <DialogLoadError title={title} again={again} onRetry={onRetry} onClose={onClose} /> : null;
  }
}

function DialogLoadError({ title, again, onRetry, onClose }: Omit<Props, "open" | "children">) {
  const retry = useRef<HTMLButtonElement>(null);
  // Focus goes to what the visitor can do next, as it would in the dialog, and back to the opener after.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    retry.current?.focus();
    return () => opener?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      role="alert"
      data-testid="dialog-load-error"
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      className="fixed inset-x-4 bottom-4 z-50 space-y-3 rounded-2xl bg-white p-4 text-sm shadow-xl ring-1 ring-stone-200 sm:inset-x-auto sm:left-1/2 sm:top-1/2 sm:bottom-auto sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2"
    >
      <p>
        <strong>{title}</strong>{" "}
        {again
          ? "still could not open. Reloading the page usually fixes this."
          : "could not open. Check your connection and try again."}
      </p>
      <div className="flex gap-2">
        <button
          ref={retry}
          type="button"
          onClick={again ? () => window.location.reload() : onRetry}
          className="btn btn-primary flex-1"
        >
          {again ? "Reload page" : "Try again"}
        </button>
        <button type="button" onClick={onClose} className="btn btn-outline flex-1">
          Close
        </button>
      </div>
    </div>
  );
}
