import { OFFLINE_COPY_HEADER, OFFLINE_COPY_TIMING, SAVED_PAGE } from "~/lib/offline/policy";
import { offlineState, setOfflineState } from "./offline-state";

/** When this page's copy was made, if the service worker answered with one (see OFFLINE_COPY_TIMING). */
function copyMadeAt(): string | null {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((entry) => entry.name === OFFLINE_COPY_TIMING)?.description || null;
}

/** When the kept copy of /saved was made, read from the service worker's cache (absent before the first). */
async function readStoredAt() {
  if (typeof caches === "undefined") return;
  const copy = await caches.match(SAVED_PAGE).catch(() => undefined);
  const storedAt = copy?.headers.get(OFFLINE_COPY_HEADER);
  if (storedAt) setOfflineState({ storedAt });
}

/** Offline, in-site links load whole pages for the service worker to answer; Remix's navigation would fail. */
function followLinksOffline(event: MouseEvent) {
  const { offline, copy } = offlineState();
  if (!(offline || copy) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  event.preventDefault();
  event.stopPropagation();
  window.location.assign(link.href);
}

/** Liveness, answered by the Worker and never by the service worker (policy.ts passes /api through). */
const HEALTH_PATH = "/api/health";
/** How often a kept copy asks again while the site does not answer: no event says a dead network came back. */
const RECHECK_MS = 15_000;

/** Whether a request gets through to the site: navigator.onLine stays true on a network that answers nothing. */
async function reachesSite(): Promise<boolean> {
  try {
    return (await fetch(HEALTH_PATH, { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

let watching = false;

/** Follows the connection, once per page load, for the banner and for links. */
export function watchConnection() {
  if (watching) return;
  watching = true;
  const copy = copyMadeAt();
  // A kept copy stays one until the page is loaded again, whatever the connection does meanwhile.
  const show = (online: boolean) =>
    setOfflineState({ offline: !online, copy: !!copy, ...(copy ? { storedAt: copy } : {}) });
  let recheck = 0;
  const update = async () => {
    window.clearTimeout(recheck);
    if (!copy) {
      show(navigator.onLine);
      return readStoredAt();
    }
    // The copy answered because the network failed: offline until a request gets through.
    const online = navigator.onLine && (await reachesSite());
    show(online);
    if (!online) recheck = window.setTimeout(update, RECHECK_MS);
  };
  if (copy) show(false);
  void update();
  window.addEventListener("online", () => void update());
  window.addEventListener("offline", () => void update());
  // Capturing on window runs before React's own listeners on the document.
  window.addEventListener("click", followLinksOffline, true);
}
