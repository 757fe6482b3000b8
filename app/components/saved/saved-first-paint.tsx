import { useNonce } from "~/components/nonce";
import { SAVED_STORAGE_KEY } from "~/lib/saved-set";

/**
 * Runs while the page is parsed, before the first paint: every Save button whose restaurant is on the
 * stored list gets aria-pressed="true" as it arrives, so a saved card never shows 'Save' first. Only
 * an attribute React leaves unset until it has read the list itself is touched, never text.
 */
const SCRIPT = `(() => {
  try {
    const saved = new Set(JSON.parse(localStorage.getItem(${JSON.stringify(SAVED_STORAGE_KEY)}) || "[]"));
    if (!saved.size) return;
    const mark = () => {
      for (const button of document.querySelectorAll("button[data-save]:not([aria-pressed])")) {
        if (saved.has(button.dataset.save)) button.setAttribute("aria-pressed", "true");
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
