import { expect, type Locator } from "@playwright/test";

/** Waits until React has hydrated an element: an event before that follows its no-JS fallback, or nothing. */
export async function whenHydrated(target: Locator): Promise<Locator> {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  return target;
}
