/** Marks a module preload or script sent held (inert), started once the browser has painted the server's HTML (decision 031). */
export const HELD_ATTRIBUTE = "data-held";

/** A held script's type: one no browser runs, so it waits as text until it is started. */
const HELD_SCRIPT_TYPE = "text/x-held";

// As React writes them: `<link rel="modulepreload" href="…"/>`, and an inline `<script … type="module" …>`.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
const INLINE_MODULE_SCRIPT = /<script\b((?:(?!\ssrc=)[^>])*?)\stype="module"((?:(?!\ssrc=)[^>])*)>/g;

/** Held elements keep their tags, all React compares when hydrating. A <body> link needs a rel; a DNS hint for our own host is useless. */
export function holdScripts(html: string): string {
  return html
    .replace(MODULE_PRELOAD, `<link rel="dns-prefetch" href="$1" ${HELD_ATTRIBUTE}=""/>`)
    .replace(INLINE_MODULE_SCRIPT, `<script$1 type="${HELD_SCRIPT_TYPE}"$2 ${HELD_ATTRIBUTE}="">`);
}
