import { expect, test, type Locator, type Page } from "./support/test";
import { whenHydrated } from "./support/hydration";

const PLACEHOLDER = "Restaurant name, cuisine, or neighborhood...";
const SHORT_PLACEHOLDER = "Name, cuisine, or neighborhood...";
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search restaurants" });
const clearButton = (page: Page) => page.getByRole("button", { name: "Clear search" });

/** Whether a tap at the element's centre lands on it (nothing is drawn over it there). */
const onTop = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

/** Why the first result is not readable under the search card, or "shown". */
const firstResult = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector("ol [data-testid=restaurant-card]")!;
    const name = card.querySelector("[data-testid=restaurant-name]")!.getBoundingClientRect();
    const bar = document.querySelector("section[aria-labelledby=search-heading]")!.getBoundingClientRect();
    const { top } = card.getBoundingClientRect();
    if (top < bar.bottom - 1) return `card top ${top} is under the search card (bottom ${bar.bottom})`;
    if (name.bottom > innerHeight) return `name bottom ${name.bottom} is below the screen (${innerHeight})`;
    const hit = document.elementFromPoint(name.x + name.width / 2, name.y + name.height / 2);
    return card.contains(hit) ? "shown" : "the name is covered";
  });

/** How many pixels of a part of the screen differ from its first one (0: blank). */
async function marks(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = (await page.screenshot({ clip })).toString("base64");
  // Decoded in a blank page: the site's content security policy would refuse a data: image.
  const blank = await page.context().newPage();
  const count = await blank.evaluate(async (data) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let differ = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if ([0, 1, 2].some((c) => Math.abs(pixels[i + c] - pixels[c]) > 8)) differ++;
    }
    return differ;
  }, png);
  await blank.close();
  return count;
}

/** The box's empty stretch between the typed text and our clear button: where the browser's own × would be. */
async function spaceBeforeClear(box: Locator, clear: Locator) {
  const textEnd = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const start =
      input.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    return start + context.measureText(input.value).width;
  });
  const field = (await box.boundingBox())!;
  const button = (await clear.boundingBox())!;
  const x = Math.ceil(textEnd + 6);
  return { x, y: Math.ceil(field.y + 8), width: Math.floor(button.x - 2 - x), height: Math.floor(field.height - 16) };
}

/** Whether the spec's placeholder, in the placeholder's own font, fits the box's text area. */
const fullPlaceholderFits = (box: Locator) =>
  box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = getComputedStyle(input, "::placeholder").font || style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a search in the focused box covers neither the header's links nor the hero, and leaves no gap", async ({
      page,
    }) => {
      await page.goto(javaScriptEnabled ? "/" : "/?q=pho");
      const box = javaScriptEnabled ? await whenHydrated(searchBox(page)) : searchBox(page);
      await box.focus();
      if (javaScriptEnabled) {
        await box.pressSequentially("pho");
        await expect(page).toHaveURL(/q=pho/);
      }
      await expect(box).toBeFocused();
      await page.evaluate(() => window.scrollTo(0, 0));
      const header = page.getByRole("banner");
      for (const link of await header.getByRole("link").all())
        expect(await onTop(link), await link.innerText()).toBe(true);
      const title = page.getByRole("heading", { level: 1, name: "LA Eats Ranked" });
      expect(await onTop(title)).toBe(true);
      const hero = (await title.locator("xpath=ancestor::section[1]").boundingBox())!;
      const card = (await page.getByRole("region", { name: "Search & Discover" }).boundingBox())!;
      // Just the page's own spacing between them: nothing held open for a bar that moved away.
      expect(card.y - (hero.y + hero.height)).toBeLessThanOrEqual(25);

      // Scrolled into the results, the fields stay at the top of the screen, the title slides off.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect.poll(async () => (await box.boundingBox())!.y).toBeLessThan(16);
      expect((await box.boundingBox())!.y).toBeGreaterThanOrEqual(0);
      expect(await onTop(box)).toBe(true);
    });

    test("the box shows one clear button, and it clears the search", async ({ page }) => {
      await page.goto("/?q=pho");
      const box = javaScriptEnabled ? await whenHydrated(searchBox(page)) : searchBox(page);
      await expect(box).toHaveValue("pho");
      await expect(clearButton(page)).toHaveCount(1);
      await expect(clearButton(page)).toBeVisible();
      // Chromium draws its own × only while the box is focused or hovered.
      await box.focus();
      await box.hover();
      // Polled: on a phone, focusing scrolls the results up beneath the box a moment later.
      await expect.poll(async () => marks(page, await spaceBeforeClear(box, clearButton(page)))).toBe(0);
      await clearButton(page).click();
      await expect(page).not.toHaveURL(/q=/);
      await expect(page.getByRole("heading", { name: "The Ranking" })).toBeVisible();
      await expect(box).toHaveValue("");
    });

    test("the placeholder is shown whole: the spec's wherever it fits, else a shorter one", async ({ page }) => {
      await page.goto("/");
      const box = javaScriptEnabled ? await whenHydrated(searchBox(page)) : searchBox(page);
      await box.focus();
      // The spec's copy stays the field's placeholder, which is what screen readers announce.
      await expect(box).toHaveAttribute("placeholder", PLACEHOLDER);
      const short = page.getByText(SHORT_PLACEHOLDER, { exact: true });
      await expect(short).toHaveAttribute("aria-hidden", "true");
      if (page.viewportSize()!.width >= 768) {
        await expect(short).toBeHidden();
        expect(await fullPlaceholderFits(box)).toBe(true);
      } else if (await fullPlaceholderFits(box)) {
        await expect(short).toBeHidden();
      } else {
        await expect(short).toBeVisible();
        expect(await short.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await box.evaluate((el) => getComputedStyle(el, "::placeholder").color)).toBe("rgba(0, 0, 0, 0)");
      }
      await box.fill("p");
      await expect(short).toBeHidden();
    });
  });
}

test("with a phone's keyboard open, the first result shows under the search box while typing", async ({ page }) => {
  await page.goto("/");
  const box = await whenHydrated(searchBox(page));
  await box.focus();
  const { width, height } = page.viewportSize()!;
  // A phone's keyboard takes about 340px of an 844px-tall screen.
  if (width < 768) await page.setViewportSize({ width, height: height - 344 });
  for (const key of "pho") {
    await box.press(key);
    await expect.poll(() => firstResult(page)).toBe("shown");
  }
  await expect(page.getByRole("heading", { name: 'Search Results for "pho"' })).toBeVisible();
  await expect.poll(() => firstResult(page)).toBe("shown");
  await expect(box).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form submits, and Search & Discover stays in the page's flow", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill("tacos");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=tacos/);
    await expect(page.getByRole("heading", { name: 'Search Results for "tacos"' })).toBeVisible();
    expect(await onTop(page.getByRole("banner").getByRole("link", { name: "Browse" }))).toBe(true);
  });
});
