import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { framesDrawn, routerReady } from "./support/hydration";
import { markupErrors } from "./support/html-validate";
import { PAGE_TYPES } from "./support/page-types";

/** The saved list a visitor's browser keeps (the same key the saved-list journeys use). */
const rememberSaved = (slugs: string[]) => localStorage.setItem("la-eats-ranked:saved:v1", JSON.stringify(slugs));

/** Scrolls to the bottom and back, so what loads near the screen (New & Rising, maps) is on the page. */
async function loadEverything(page: Page) {
  await routerReady(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await framesDrawn(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { name, path, saved } of PAGE_TYPES) {
  test(`${name} (${path}): valid HTML from the server, and no serious or critical axe violation`, async ({ page }) => {
    if (saved) await page.addInitScript(rememberSaved, saved);
    const response = await page.goto(path);
    expect(response, path).not.toBeNull();
    // The HTML as the server sent it, before React or the browser changed anything; both checks report.
    expect.soft(await markupErrors(await response!.text())).toEqual([]);
    await loadEverything(page);
    // axe.run in the page itself: the default merges each frame's results in a second tab, and the only
    // frames our pages hold are Instagram's. Only violations are read, so only they carry every node.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .analyze();
    const serious = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) =>
        v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary ?? v.help}`),
      );
    expect(serious).toEqual([]);
  });
}
