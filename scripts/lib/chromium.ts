import { existsSync } from "node:fs";

/** CHROMIUM_PATH, or Debian's chromium. Playwright cannot download its own browser here. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
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
