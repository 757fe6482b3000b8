import type { Page } from "./test";

/**
 * What the home page shows of a place, looked up as a diner would (null: no such card). The card's small
 * map is left out: where its tiles cannot load it gives way to 'Map unavailable' whenever it scrolls into
 * view, which is not something an import changes.
 */
export async function cardText(page: Page, name: string) {
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const cards = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  if (!(await cards.count())) return null;
  return cards.first().evaluate((card) => {
    let text = (card as HTMLElement).innerText;
    for (const map of card.querySelectorAll<HTMLElement>('[data-testid="map-unavailable"]')) {
      text = text.replace(map.innerText, "");
    }
    return text.replace(/\n\s*\n/g, "\n").trim();
  });
}
