import { useNonce } from "~/components/nonce";
import { BEEN_STORAGE_KEY, SAVED_STORAGE_KEY } from "~/lib/saved-set";

/** Runs before first paint so stored state never flashes, setting only attributes React leaves unset. */
const SCRIPT = `(() => {
  try {
    const read = (key) => new Set(JSON.parse(localStorage.getItem(key) || "[]"));
    const lists = { save: read(${JSON.stringify(SAVED_STORAGE_KEY)}), been: read(${JSON.stringify(BEEN_STORAGE_KEY)}) };
    // Nothing stored: the buttons' defaults and the stylesheet's 0 are right as they are.
    if (!lists.save.size && !lists.been.size) return;
    const mark = () => {
      for (const [name, list] of Object.entries(lists)) {
        for (const button of document.querySelectorAll("button[data-" + name + "]:not([aria-pressed])")) {
          if (list.has(button.dataset[name])) button.setAttribute("aria-pressed", "true");
        }
      }
      for (const badge of document.querySelectorAll("[data-saved-count]:not([data-count])")) {
        badge.setAttribute("data-count", String(lists.save.size));
      }
    };
    const observer = new MutationObserver(mark);
    observer.observe(document.documentElement, { childList: true, subtree: true });
    addEventListener("DOMContentLoaded", () => { mark(); observer.disconnect(); });
  } catch {}
})();`;

/** Browsers hide nonces from the DOM, hence suppressHydrationWarning. */
export function SavedFirstPaint() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
