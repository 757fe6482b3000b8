import { useRouteLoaderData } from "@remix-run/react";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { BEEN_STORAGE_KEY, SAVED_STORAGE_KEY } from "~/lib/saved-set";
import { SavedFirstPaint } from "./saved-first-paint";
import type { SavedToastMessage } from "./saved-toast";
import { useStoredList, type StoredList } from "./use-stored-list";

const loadToast = () => import("./saved-toast");
const SavedToast = lazy(loadToast);

/** Fetches the toast code when a pointer or focus reaches a Save or Been button, so the first toast is not late. */
export const preloadSavedToast = () => void loadToast();

const SavedContext = createContext<StoredList | null>(null);
const BeenContext = createContext<StoredList | null>(null);

type Wording = { added: string; removed: string; addedAll: (n: number) => string };

const SAVED_WORDING: Wording = {
  added: "Saved to your list.",
  removed: "Removed from your list.",
  addedAll: (n) =>
    n ? `Saved ${n} restaurant${n === 1 ? "" : "s"} to your list.` : "They're all on your list already.",
};
const BEEN_WORDING: Wording = {
  added: "Marked as been.",
  removed: "No longer marked as been.",
  addedAll: (n) => `Marked ${n} as been.`,
};

/** The list with toasts: what a change did, said once, 2 s. */
function useToasted(list: StoredList, wording: Wording, say: (text: string) => void): StoredList {
  return useMemo(
    () => ({
      ...list,
      toggle: (slug: string) => {
        const added = list.toggle(slug);
        say(added ? wording.added : wording.removed);
        return added;
      },
      addAll: (slugs: string[]) => {
        const added = list.addAll(slugs);
        say(wording.addedAll(added));
        return added;
      },
    }),
    [list, wording, say],
  );
}

/** Saved and Been live in localStorage and, signed in, in D1 (merged on load, changes sent), across devices. */
export function SavedProvider({ children }: { children: ReactNode }) {
  const signedIn = !!(useRouteLoaderData("root") as { user?: unknown } | undefined)?.user;
  const [toast, setToast] = useState<SavedToastMessage | null>(null);
  // The toast chunk is requested on the first change and then stays mounted.
  const [toasted, setToasted] = useState(false);
  if (toast && !toasted) setToasted(true);
  const say = useCallback((text: string) => setToast({ id: Date.now(), text }), []);

  const saved = useToasted(useStoredList(SAVED_STORAGE_KEY, "/resources/saved", signedIn), SAVED_WORDING, say);
  const been = useToasted(useStoredList(BEEN_STORAGE_KEY, "/resources/been", signedIn), BEEN_WORDING, say);

  return (
    <SavedContext.Provider value={saved}>
      <BeenContext.Provider value={been}>
        <SavedFirstPaint />
        {children}
        {toasted ? (
          <Suspense fallback={null}>
            <SavedToast toast={toast} onDone={() => setToast(null)} />
          </Suspense>
        ) : null}
      </BeenContext.Provider>
    </SavedContext.Provider>
  );
}

export function useSaved(): StoredList {
  const value = useContext(SavedContext);
  if (!value) throw new Error("useSaved must be used within a SavedProvider");
  return value;
}

export function useBeen(): StoredList {
  const value = useContext(BeenContext);
  if (!value) throw new Error("useBeen must be used within a SavedProvider");
  return value;
}
