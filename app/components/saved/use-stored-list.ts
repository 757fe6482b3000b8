import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { addAllSaved, parseSavedList, toggleSaved } from "~/lib/saved-set";
import { syncList } from "./list-sync";

/** One of the visitor's lists (saved, been) as components use it. */
export type StoredList = {
  slugs: string[];
  /** False until the browser's copy has been read (the server renders every button unpressed). */
  ready: boolean;
  has: (slug: string) => boolean;
  /** Adds or removes one; true when it is now on the list. */
  toggle: (slug: string) => boolean;
  /** Adds every slug not on the list yet, while there is room; returns how many were added. */
  addAll: (slugs: string[]) => number;
  clear: () => void;
};

function writeStorage(key: string, list: string[]) {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch (error) {
    // Private mode or a full quota: the list still works for this visit; logged, never shown.
    console.warn(`could not store ${key}`, error);
  }
}

/** Kept in localStorage and, signed in, merged with the account's copy and synced, to follow them across devices. */
export function useStoredList(storageKey: string, endpoint: string, signedIn: boolean): StoredList {
  const [slugs, setSlugs] = useState<string[]>([]);
  const [ready, setReady] = useState(false);
  // The list as last committed, so a change is computed once, outside React's updater (which may run twice).
  const current = useRef<string[]>([]);

  const commit = useCallback(
    (next: string[], write = true) => {
      current.current = next;
      // A transition: an urgent update reaching a Suspense boundary that has not hydrated yet (a lazy
      // part of the page) makes React throw its server HTML away (error #421).
      startTransition(() => setSlugs(next));
      if (write) writeStorage(storageKey, next);
    },
    [storageKey],
  );

  useEffect(() => {
    let stored: string[] = [];
    try {
      stored = parseSavedList(localStorage.getItem(storageKey));
    } catch (error) {
      console.warn(`could not read ${storageKey}`, error);
    }
    commit(stored, false);
    startTransition(() => setReady(true));
    if (signedIn) {
      syncList(endpoint, { intent: "merge", slugs: stored }).then((merged) => {
        if (merged) commit(merged);
      });
    }
  }, [signedIn, storageKey, endpoint, commit]);

  // Another tab changed the list (or cleared storage, key null): take its copy; that tab has synced it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || (event.key !== null && event.key !== storageKey)) return;
      commit(parseSavedList(event.newValue), false);
    };
    addEventListener("storage", onStorage);
    return () => removeEventListener("storage", onStorage);
  }, [storageKey, commit]);

  const toggle = useCallback(
    (slug: string) => {
      const next = toggleSaved(current.current, slug);
      commit(next.list);
      if (signedIn) void syncList(endpoint, { intent: next.saved ? "add" : "remove", slug });
      return next.saved;
    },
    [signedIn, endpoint, commit],
  );

  const addAll = useCallback(
    (incoming: string[]) => {
      const next = addAllSaved(current.current, incoming);
      if (next.added) commit(next.list);
      if (signedIn && next.added) void syncList(endpoint, { intent: "merge", slugs: next.list });
      return next.added;
    },
    [signedIn, endpoint, commit],
  );

  const clear = useCallback(() => {
    commit([]);
    if (signedIn) void syncList(endpoint, { intent: "clear" });
  }, [signedIn, endpoint, commit]);

  return useMemo(
    () => ({ slugs, ready, has: (slug: string) => slugs.includes(slug), toggle, addAll, clear }),
    [slugs, ready, toggle, addAll, clear],
  );
}
