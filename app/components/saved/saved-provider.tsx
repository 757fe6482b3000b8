import { useRouteLoaderData } from "@remix-run/react";
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { parseSavedList, SAVED_STORAGE_KEY, toggleSaved } from "~/lib/saved-set";
import type { SavedToastMessage } from "./saved-toast";
import { syncSaved } from "./saved-sync";

const loadToast = () => import("./saved-toast");
const SavedToast = lazy(loadToast);

/** Fetches the toast code when a pointer or focus reaches a Save button, so the first toast is not late. */
export const preloadSavedToast = () => void loadToast();

type SavedContextValue = {
  slugs: string[];
  ready: boolean;
  isSaved: (slug: string) => boolean;
  toggle: (slug: string) => void;
  clear: () => void;
};

const SavedContext = createContext<SavedContextValue | null>(null);

function writeStorage(list: string[]) {
  try {
    localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify(list));
  } catch (error) {
    // Private mode or a full quota: saving still works for this visit (spec: log only).
    console.warn("could not store the saved list", error);
  }
}

/**
 * The saved list lives in localStorage; for signed-in users it is also merged with the account's
 * list in D1 on load, and each change is sent there, so it follows them across devices.
 */
export function SavedProvider({ children }: { children: ReactNode }) {
  const signedIn = !!(useRouteLoaderData("root") as { user?: unknown } | undefined)?.user;
  const [slugs, setSlugs] = useState<string[]>([]);
  const [ready, setReady] = useState(false);
  const [toast, setToast] = useState<SavedToastMessage | null>(null);
  // The toast chunk is requested on the first save and then stays mounted.
  const [toasted, setToasted] = useState(false);
  if (toast && !toasted) setToasted(true);

  useEffect(() => {
    let stored: string[] = [];
    try {
      stored = parseSavedList(localStorage.getItem(SAVED_STORAGE_KEY));
    } catch (error) {
      console.warn("could not read the saved list", error);
    }
    // A transition: an urgent update reaching a Suspense boundary that has not hydrated yet (a lazy
    // part of the page) makes React throw its server HTML away (error #421).
    startTransition(() => {
      setSlugs(stored);
      setReady(true);
    });
    if (signedIn) {
      syncSaved({ intent: "merge", slugs: stored }).then((merged) => {
        if (!merged) return;
        startTransition(() => setSlugs(merged));
        writeStorage(merged);
      });
    }
  }, [signedIn]);

  const toggle = useCallback(
    (slug: string) => {
      setSlugs((current) => {
        const next = toggleSaved(current, slug);
        writeStorage(next.list);
        setToast({ id: Date.now(), text: next.saved ? "Saved to your list." : "Removed from your list." });
        if (signedIn) void syncSaved({ intent: next.saved ? "add" : "remove", slug });
        return next.list;
      });
    },
    [signedIn],
  );

  const clear = useCallback(() => {
    setSlugs([]);
    writeStorage([]);
    if (signedIn) void syncSaved({ intent: "clear" });
  }, [signedIn]);

  const value = useMemo(
    () => ({ slugs, ready, isSaved: (slug: string) => slugs.includes(slug), toggle, clear }),
    [slugs, ready, toggle, clear],
  );

  return (
    <SavedContext.Provider value={value}>
      {children}
      {toasted ? (
        <Suspense fallback={null}>
          <SavedToast toast={toast} onDone={() => setToast(null)} />
        </Suspense>
      ) : null}
    </SavedContext.Provider>
  );
}

export function useSaved(): SavedContextValue {
  const value = useContext(SavedContext);
  if (!value) throw new Error("useSaved must be used within a SavedProvider");
  return value;
}
