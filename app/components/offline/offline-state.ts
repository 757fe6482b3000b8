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

/** Made when first shown (offline), not as every page's scripts load: a formatter costs its locale data. */
let when: Intl.DateTimeFormat | undefined;

/** "Mar 3, 3:42 PM", in the visitor's own time zone. */
export function formatStoredAt(iso: string): string {
  when ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return when.format(new Date(iso));
}
