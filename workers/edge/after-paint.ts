import { HELD_ATTRIBUTE, HELD_SCRIPT_TYPE } from "~/lib/after-paint";

/**
 * Holds a page's module preloads and Remix's inline module script until the first paint (decision
 * 031): left as they are, the browser asks for every module as the document arrives, and on a phone's
 * line they share it with the stylesheet the paint waits for. Each element keeps its tag, which is all
 * React checks when it hydrates; app/components/boot/after-paint-start.tsx starts them.
 */
export function holdScriptsUntilPainted(response: Response): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        // A link in <body> must have a rel; a DNS hint for the page's own host, resolved already, costs nothing.
        link.setAttribute("rel", "dns-prefetch");
        link.setAttribute(HELD_ATTRIBUTE, "");
      },
    })
    .on('script[type="module"]:not([src])', {
      element(script) {
        script.setAttribute("type", HELD_SCRIPT_TYPE);
        script.setAttribute(HELD_ATTRIBUTE, "");
      },
    })
    .transform(response);
}
