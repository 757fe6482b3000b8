import { expect, test, type Page } from "./support/test";
import { CHANGES_LIST, CHANGES_NEW_PLACE, CHANGES_PLACE } from "./support/changes";

const entryTitle = `${CHANGES_LIST.source}: ${CHANGES_LIST.title} (${CHANGES_LIST.edition})`;

/** The /changes entry of changes.setup.ts's import, and the move it recorded for CHANGES_PLACE. */
async function recordedMove(page: Page) {
  await page.goto("/changes");
  const entry = page.getByRole("article").filter({ has: page.getByRole("heading", { name: entryTitle }) });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole("region", { name: "Joined the ranking" })).toContainText(CHANGES_NEW_PLACE.name);
  const move = await entry
    .getByRole("region", { name: "Biggest moves" })
    .getByRole("listitem")
    .filter({ hasText: CHANGES_PLACE.name })
    .innerText();
  const [, up, from, to] = /▲(\d+) \(#(\d+) → #(\d+)\)/.exec(move) ?? [];
  expect(Number(from) - Number(to)).toBe(Number(up));
  return `▲${up}`;
}

async function cardOf(page: Page, name: string) {
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name }) })
    .first();
}

test("an imported edition shows on /changes, and the cards and profile show the move: ▲ for the place it lifted, New for the one it added", async ({
  page,
}) => {
  const label = await recordedMove(page);
  await expect((await cardOf(page, CHANGES_PLACE.name)).getByTestId("rank-move")).toHaveText(label);
  await expect((await cardOf(page, CHANGES_NEW_PLACE.name)).getByTestId("rank-move")).toHaveText("New");
  await page.goto(`/restaurants/${CHANGES_PLACE.slug}`);
  await expect(page.getByTestId("rank-move")).toContainText(label);
});
