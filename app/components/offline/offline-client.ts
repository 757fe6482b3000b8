import type { FromWorker, ToWorker } from "~/lib/offline/policy";
import { watchConnection } from "./connection";
import { setOfflineState } from "./offline-state";

export { watchConnection };

/** Loaded when idle (at once offline): registers /sw.js, sends it the saved list, follows the connection. */
let registered: Promise<ServiceWorkerRegistration | null> | null = null;

function register(): Promise<ServiceWorkerRegistration | null> {
  registered ??= navigator.serviceWorker
    .register("/sw.js")
    .then(() => {
      navigator.serviceWorker.addEventListener("message", (event: MessageEvent<FromWorker>) => {
        if (event.data?.type === "offline-ready") setOfflineState({ storedAt: event.data.storedAt });
      });
      return navigator.serviceWorker.ready;
    })
    .catch((error) => {
      console.warn("no offline copies: the service worker did not register", error);
      return null;
    });
  return registered;
}

/** The scripts this page has loaded, its lazily loaded parts among them, for the worker to keep too. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}

export async function keepOffline(slugs: string[]): Promise<void> {
  if (!("serviceWorker" in navigator) || !navigator.onLine) return;
  const registration = await register();
  const message: ToWorker = { type: "keep-offline", slugs, assets: loadedAssets() };
  registration?.active?.postMessage(message);
}
