import { existsSync } from "node:fs";

const firstPresent = (candidates: (string | undefined)[]) =>
  candidates.find((path): path is string => !!path && existsSync(path)) ?? null;

/** CHROMIUM_PATH, or Debian's chromium. Playwright cannot download its own browser here. */
export function findChromium(): string | null {
  return firstPresent([process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]);
}

/**
 * For the e2e tests: Debian's chromium-headless-shell, the same engine without the browser's own UI
 * layer, which ran the suite in about half the time on two cores (decision 041); else findChromium().
 * The bench keeps the full browser: it measures what a diner's browser does.
 */
export function findTestChromium(): string | null {
  return process.env.CHROMIUM_PATH
    ? findChromium()
    : (firstPresent(["/usr/bin/chromium-headless-shell"]) ?? findChromium());
}

/** Flags that keep headless Chromium quiet on a machine without internet. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
