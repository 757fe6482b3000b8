import type { Plugin } from "vite";
import { replaceExactly, sourcePatchPlugin } from "./patch-source";

/**
 * Remix's <Scripts> preloads every module the page will hydrate with (`<link rel="modulepreload">`),
 * which Chromium fetches at High priority. None of it is needed to paint: the page is rendered on
 * the server, its stylesheet is inline, and module scripts never block rendering. This build-time
 * patch marks those preloads `fetchpriority="low"`, so on a slow phone connection the browser
 * keeps the document's own bytes (and the images it asks for) ahead of the JavaScript.
 *
 * It also keeps Lighthouse honest about first paint: its simulation (Lantern) counts a High-priority
 * script that loaded before the observed paint as render-blocking unless it saw the script evaluate
 * after the paint, and Chromium's traces carry no such event for module scripts, so all 118 KB of
 * the page's modules counted as blocking its first paint (GoogleChrome/lighthouse#17163). Measured
 * on `/`: simulated first paint about 2.4 s before, 0.84 to 1.13 s after.
 *
 * React 18 knows no `fetchPriority` prop; the lowercase attribute passes through as written.
 * The same file is patched for the browser and the server, so hydration sees the same links.
 */

/** The ES module build (the browser's) and the CommonJS one (the server's: Vite resolves the package's "main" there). */
const COMPONENTS = /@remix-run\/react\/dist\/(esm\/)?components\.js$/;
const PRELOAD = 'rel: "modulepreload",\n    href:';
const LOW_PRIORITY_PRELOAD = 'rel: "modulepreload",\n    fetchpriority: "low",\n    href:';
/**
 * <Scripts>' three (the manifest without lazy route discovery, the entry, each route's modules) and
 * <PrefetchPageLinks>' one, for the modules of a page the visitor may go to next: not needed yet either.
 */
const MODULE_PRELOADS = 4;

const SITE = { plugin: "low-priority-preloads", dependency: "@remix-run/react" };

/** The components module's source with its module preloads at low priority; throws if Remix changed. */
export function withLowPriorityPreloads(source: string): string {
  return replaceExactly(source, PRELOAD, LOW_PRIORITY_PRELOAD, MODULE_PRELOADS, SITE);
}

export function lowPriorityPreloads(): Plugin {
  return sourcePatchPlugin(SITE, COMPONENTS, withLowPriorityPreloads);
}
