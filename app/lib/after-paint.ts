/** Marks module preloads and scripts held (inert), started once the server's HTML is painted (decision 031). */
export const HELD_ATTRIBUTE = "data-held";

/** Marks a link announced only once the page has loaded, by the rel it then takes (decision 054). */
export const AFTER_LOAD_ATTRIBUTE = "data-rel-after-load";

/** A held script's type: one no browser runs, so it waits as text until it is started. */
const HELD_SCRIPT_TYPE = "text/x-held";

// As React writes them: `<link rel="modulepreload" href="…"/>`, and an inline `<script … type="module" …>`.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
const MANIFEST_LINK = /<link rel="manifest" href="([^"]*)"\/>/g;
const INLINE_MODULE_SCRIPT = /<script\b((?:(?!\ssrc=)[^>])*?)\stype="module"((?:(?!\ssrc=)[^>])*)>/g;

/**
 * Held elements keep their tags, all React compares on hydration. <body> links need a rel; a self DNS hint is moot.
 * The manifest waits for the load: fetched before the largest paint, Lighthouse counts it in that paint (decision 054).
 */
export function holdScripts(html: string): string {
  return html
    .replace(MANIFEST_LINK, `<link rel="dns-prefetch" href="$1" ${AFTER_LOAD_ATTRIBUTE}="manifest"/>`)
    .replace(MODULE_PRELOAD, `<link rel="dns-prefetch" href="$1" ${HELD_ATTRIBUTE}=""/>`)
    .replace(INLINE_MODULE_SCRIPT, `<script$1 type="${HELD_SCRIPT_TYPE}"$2 ${HELD_ATTRIBUTE}="">`);
}
