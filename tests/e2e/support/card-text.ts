import type { Page } from "./test";

/**
 * What the home page shows of a place, found as a diner would (null: no such card). The card's map is
 * left out: without tiles it turns into 'Map unavailable' on scroll, which an import does not change.
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
