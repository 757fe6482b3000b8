/**
 * A page's module preloads and Remix's module script are sent held (inert) and started once the
 * browser has painted the server's HTML (decision 031). This attribute marks a held element: a held
 * link is a module preload, a held script a module script.
 */
export const HELD_ATTRIBUTE = "data-held";

/** A held script's type: one no browser runs, so it waits as text until it is started. */
export const HELD_SCRIPT_TYPE = "text/x-held";
