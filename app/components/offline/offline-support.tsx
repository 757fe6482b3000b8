import { useEffect } from "react";
import { useSaved } from "~/components/saved/saved-provider";
import { formatStoredAt, useOfflineState } from "./offline-state";

/** After the page has loaded and the browser is idle: the offline parts never compete with the page's own. */
function whenIdle(work: () => void): () => void {
  let handle = 0;
  const start = () => {
    handle = window.requestIdleCallback ? window.requestIdleCallback(work) : window.setTimeout(work, 200);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** Keeps the saved list offline (service worker loaded lazily) and says so while offline, with the copy's date. */
export function OfflineSupport() {
  const { slugs, ready } = useSaved();
  const { offline, copy, storedAt } = useOfflineState();

  useEffect(() => {
    // Offline, the banner is wanted now; otherwise (a kept copy answered while online included) at an idle moment.
    const watch = () => void import("./offline-client").then((client) => client.watchConnection());
    if (!navigator.onLine) watch();
    return whenIdle(watch);
  }, []);

  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => void import("./offline-client").then((client) => client.keepOffline(slugs)));
  }, [ready, slugs]);

  if (!offline && !copy) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {offline ? (
        storedAt ? (
          `You're offline: showing your saved list as of ${formatStoredAt(storedAt)}.`
        ) : (
          "You're offline. Your saved list is kept on this device once you have opened the site online."
        )
      ) : (
        <>
          {`You're back online. This copy of your saved list is from ${formatStoredAt(storedAt!)}: `}
          <button type="button" onClick={() => window.location.reload()} className="underline">
            load the latest
          </button>
        </>
      )}
    </div>
  );
}
