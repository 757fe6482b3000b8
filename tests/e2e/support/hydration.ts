import { expect, type Locator, type Page } from "@playwright/test";

/** Waits until React has hydrated an element: an event before that follows its no-JS fallback, or nothing. */
export async function whenHydrated(target: Locator): Promise<Locator> {
  await expect
    // Scripts load after the first paint and hydrate the whole page: seconds on a busy test machine.
    .poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))), {
      timeout: 15_000,
    })
    .toBe(true);
  return target;
}

type Navigation = { state: string; location?: { pathname: string; search: string } };
type RemixWindow = { __remixRouter?: { state: { initialized: boolean; navigation: Navigation } } };

/** The Remix router in the page: whether it has hydrated, and the address it is navigating to, if any. */
export function routerState(page: Page): Promise<{ initialized: boolean; goingTo: string | null }> {
  return page.evaluate(() => {
    const router = (window as RemixWindow).__remixRouter;
    const to = router?.state.navigation.location;
    return { initialized: router?.state.initialized ?? false, goingTo: to ? to.pathname + to.search : null };
  });
}

/**
 * Waits until the Remix router has hydrated the page: its scripts ran. A page asks for its scripts
 * only after its first frame (decision 031), so `goto` can return before they are even requested.
 */
export async function routerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as RemixWindow).__remixRouter?.state.initialized);
}

/**
 * Waits for the browser to draw two more frames: what the first one set off (intersection
 * observers' callbacks, the renders and effects they cause) has run by the second.
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Scrolls an element into view and waits until it stops moving: cards below the fold take their real
 * height (content-visibility) on the way in, and a click aimed meanwhile can miss.
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
