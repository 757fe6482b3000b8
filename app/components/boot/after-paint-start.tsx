import { useNonce } from "~/components/nonce";
import { AFTER_LOAD_ATTRIBUTE, HELD_ATTRIBUTE } from "~/lib/after-paint";

/**
 * Starts the held scripts with this script's nonce once the first contentful paint is reported (decision 031): a
 * frame drawn before the page's text, or one not yet on screen, is too early. A hidden tab paints nothing, so at
 * once; a browser that cannot report paints, after the first frame. Gives the links held until the load their rel
 * once the page has loaded and the scripts have started (decision 054).
 */
const SCRIPT = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  // Once the page has loaded and the scripts have started: a page with no images can load before it paints.
  const announce = () => {
    if (!started || document.readyState !== "complete") return;
    for (const link of document.querySelectorAll("link[${AFTER_LOAD_ATTRIBUTE}]")) {
      link.rel = link.getAttribute("${AFTER_LOAD_ATTRIBUTE}");
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    const live = document.createDocumentFragment();
    for (const held of document.querySelectorAll("[${HELD_ATTRIBUTE}]")) {
      const element = document.createElement(held.tagName);
      if (held.tagName === "LINK") {
        element.rel = "modulepreload";
        element.href = held.getAttribute("href");
      } else {
        element.type = "module";
        element.nonce = nonce;
        element.textContent = held.textContent;
      }
      live.append(element);
    }
    document.body.append(live);
    announce();
  };
  if (document.visibilityState === "hidden") start();
  else if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    // Buffered: a paint reported before this line counts too.
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: "paint", buffered: true });
    addEventListener("visibilitychange", () => document.visibilityState === "hidden" && start());
  } else requestAnimationFrame(() => setTimeout(start, 0));
  addEventListener("load", announce, { once: true });
})();`;

/** Browsers hide nonces from the DOM, hence suppressHydrationWarning. */
export function AfterPaintStart() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
