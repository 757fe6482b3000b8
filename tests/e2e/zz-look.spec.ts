import { test } from "@playwright/test";

for (const [name, path] of [
  ["home", "/"],
  ["category", "/restaurants/cuisine/japanese"],
  ["profile", "/restaurants/anajak-thai"],
] as const) {
  test(`look ${name}`, async ({ page }, info) => {
    await page.goto(path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/look-${name}-${info.project.name}.png`, fullPage: name === "home" });
  });
}
