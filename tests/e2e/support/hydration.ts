import { expect, type Locator } from "@playwright/test";

/** Waits until React has hydrated an element: an event before that follows its no-JS fallback, or nothing. */
export async function whenHydrated(target: Locator): Promise<Locator> {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  return target;
}

/**
 * Scrolls an element into view and waits until it stops moving: cards below the fold take their real
 * height (content-visibility) as they come into view, and a click aimed while that moves the element
 * can land beside it.
 */
export async function whenStill(target: Locator): Promise<Locator> {
  await target.scrollIntoViewIfNeeded();
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return target;
}
