import { useSyncExternalStore } from "react";

/** Offline or a kept copy, and when the saved list was kept: for the banner and /saved, set by offline-client.ts. */
type OfflineState = { offline: boolean; copy: boolean; storedAt: string | null };

const SERVER_STATE: OfflineState = { offline: false, copy: false, storedAt: null };
let state = SERVER_STATE;
const listeners = new Set<() => void>();

export function offlineState(): OfflineState {
  return state;
}

export function setOfflineState(next: Partial<OfflineState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, offlineState, () => SERVER_STATE);
}

const WHEN = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** "Mar 3, 3:42 PM", in the visitor's own time zone. */
export function formatStoredAt(iso: string): string {
  return WHEN.format(new Date(iso));
}
