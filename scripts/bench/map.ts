import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../lib/chromium";
import { figure, notAvailable, errorReason, type Figure } from "./figures";

const SECTION = "Time to an interactive map (/?view=map until [data-map-ready=true], Chromium 1280×800)";
const MAP_TIMEOUT_MS = 20_000;

/** From navigation start until the map marks its container ready (markers drawn), or n/a after 20 s. */
export async function measureMapReady(base: string, restaurants: number): Promise<Figure> {
  const name = `${restaurants.toLocaleString("en-US")} restaurants`;
  const executablePath = findChromium();
  if (!executablePath) return notAvailable(SECTION, name, "ms", "no Chromium: apt-get install chromium");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Map tiles come from the internet: answer them empty so an offline machine times the same work.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204 }));
    const started = Date.now();
    await page.goto(new URL("/?view=map", base).href, { waitUntil: "commit" });
    const deadline = started + MAP_TIMEOUT_MS;
    try {
      // The map loads when it comes into view: scroll to it as a visitor would, at once.
      const map = page.locator("[data-map-ready]").first();
      await map.waitFor({ state: "attached", timeout: MAP_TIMEOUT_MS });
      const top = await map.evaluate((el) => Math.round(el.getBoundingClientRect().top));
      await map.scrollIntoViewIfNeeded({ timeout: Math.max(1, deadline - Date.now()) });
      await page.waitForSelector('[data-map-ready="true"]', {
        state: "attached",
        timeout: Math.max(1, deadline - Date.now()),
      });
      const elapsed = Date.now() - started;
      return figure({ section: SECTION, name, value: elapsed, unit: "ms", extra: { "map top": `${top}px of 800px` } });
    } catch {
      return notAvailable(SECTION, name, "ms", `no [data-map-ready="true"] within ${MAP_TIMEOUT_MS / 1000} s`);
    }
  } catch (error) {
    return notAvailable(SECTION, name, "ms", errorReason(error));
  } finally {
    await browser.close();
  }
}
