import { useNonce } from "~/components/nonce";
import { AFTER_LOAD_ATTRIBUTE, HELD_ATTRIBUTE } from "~/lib/after-paint";

/**
 * Starts the held scripts after first paint with this script's nonce; a hidden tab paints nothing, so at once.
 * Gives the links held until the load their rel then (decision 054).
 */
const SCRIPT = `(() => {
  const nonce = document.currentScript.nonce;
  const start = () => {
    for (const held of document.querySelectorAll("[${HELD_ATTRIBUTE}]")) {
      const live = document.createElement(held.tagName);
      if (held.tagName === "LINK") {
        live.rel = "modulepreload";
        live.href = held.getAttribute("href");
      } else {
        live.type = "module";
        live.nonce = nonce;
        live.textContent = held.textContent;
      }
      document.body.append(live);
    }
  };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
  const announce = () => {
    for (const link of document.querySelectorAll("link[${AFTER_LOAD_ATTRIBUTE}]")) {
      link.rel = link.getAttribute("${AFTER_LOAD_ATTRIBUTE}");
    }
  };
  if (document.readyState === "complete") announce();
  else addEventListener("load", announce, { once: true });
})();`;

/** Browsers hide nonces from the DOM, hence suppressHydrationWarning. */
export function AfterPaintStart() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
