import { expect, test, type Page } from "./support/test";
import { newest as newestRows, ranked } from "./support/shipped-data";
import { routerReady, whenHydrated, whenStill } from "./support/hydration";

const newest = newestRows.map((r) => r.name);
const newestSlug = newestRows[0].slug;

const savedList = (page: Page) => page.getByRole("list", { name: "Saved restaurants" });

// The shipped data's New & Rising (its current new-openings editions) decides whether there is a 'See All';
// the integration tests page a 12-place list on the server.
const seeAll = `See All ${newest.length} Restaurants`;

test("/newest shows New & Rising in order, the top 10 first, and 'See All N Restaurants' reveals the rest in place", async ({
  page,
}) => {
  expect(newest.length).toBeGreaterThan(0);
  await page.goto("/newest");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New & Rising Restaurants");
  const list = page.getByRole("list", { name: "Newest restaurants" });
  await expect(list.getByTestId("restaurant-name")).toHaveText(newest.slice(0, 10));
  await expect(page.getByTestId("newest-skeletons")).toHaveCount(0);
  if (newest.length <= 10) {
    await expect(page.getByRole("link", { name: /^See All/ })).toHaveCount(0);
    return;
  }
  // Before hydration the link is its no-JS fallback (/newest?all=1); hydrated, it reveals the rest in place.
  await (await whenStill(await whenHydrated(page.getByRole("link", { name: seeAll })))).click();
  await expect(list.getByTestId("restaurant-card")).toHaveCount(newest.length);
  await expect(list.getByTestId("restaurant-name").last()).toHaveText(newest[newest.length - 1]);
  await expect(page).toHaveURL(/\/newest$/);
});

test("/newest says how many there are, at least ten, and a profile shows when the place opened and who says so", async ({
  page,
}) => {
  expect(newest.length).toBeGreaterThanOrEqual(10);
  await page.goto("/newest");
  await expect(
    page.getByText(new RegExp(`^${newest.length} restaurants that opened within two years of`)),
  ).toBeVisible();
  await page.goto(`/restaurants/${newestSlug}`);
  await expect(page.getByTestId("opened-note").first()).toHaveText(
    /^Opened ([A-Z][a-z]+ )?\d{4}, as \S+( \(opens in a new tab\))? reports$/,
  );
  await page.screenshot({ path: test.info().outputPath("newest-profile.png") });
});

test("an empty saved list says how to save, with a disabled Clear All and Explore Restaurants", async ({ page }) => {
  await page.goto("/saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Saved Restaurants");
  await expect(page.getByText("You haven't saved any yet. Tap Save on a restaurant to add it here.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear All" })).toBeDisabled();
  await page.getByRole("link", { name: "Explore Restaurants" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("restaurants saved on the home page appear on /saved with Book, Directions and Remove, the website in the place menu", async ({
  page,
}) => {
  await page.goto("/");
  await routerReady(page);
  const cards = page.getByRole("list", { name: "Ranked restaurants" }).getByTestId("restaurant-card");
  const names: string[] = [];
  for (const index of [2, 3]) {
    const name = (await cards.nth(index).getByTestId("restaurant-name").textContent())!;
    await cards
      .nth(index)
      .getByRole("button", { name: `Save ${name}` })
      .click();
    await expect(cards.nth(index).getByRole("button", { name: `Saved ${name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    names.push(name);
  }
  await page.getByRole("banner").getByRole("link", { name: /Saved/ }).click();
  await expect(page).toHaveURL(/\/saved$/);

  // In rank order, as on the home page.
  await expect(savedList(page).getByTestId("restaurant-name")).toHaveText(names);
  await expect(page.getByTestId("saved-total")).toHaveText("2 saved");
  const actions = page.getByRole("group", { name: `Actions for ${names[0]}` });
  await expect(actions.getByRole("link", { name: `Book ${names[0]}` })).toHaveAttribute("href", /^https:\/\//);
  await expect(actions.getByRole("link", { name: `Directions to ${names[0]}` })).toHaveAttribute(
    "href",
    /google\.com\/maps\/dir/,
  );
  await expect(actions.getByRole("button", { name: `Remove ${names[0]}` })).toBeVisible();
  // The saved page's actions replace the card's own row rather than repeating it.
  await expect(savedList(page).getByRole("link", { name: /^(Book on|Book:|Find a table at)/ })).toHaveCount(0);
  await expect(savedList(page).getByRole("button", { name: /^Save/ })).toHaveCount(0);
  await expect(savedList(page).getByRole("link", { name: /^Directions to / })).toHaveCount(2);
  // The website, with the other maps apps, is in the card's place menu.
  const first = savedList(page).getByTestId("restaurant-card").first();
  await first.locator(".card-place > summary").click();
  const website = ranked.find((r) => r.name === names[0])?.websiteUrl;
  if (website) await expect(first.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", website);
  await expect(first.getByRole("link", { name: `More about ${names[0]}` })).toBeVisible();

  await actions.getByRole("button", { name: `Remove ${names[0]}` }).click();
  await expect(savedList(page).getByTestId("restaurant-name")).toHaveText([names[1]]);
  await expect(page.getByTestId("saved-total")).toHaveText("1 saved");

  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByTestId("saved-empty")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("saved-empty")).toBeVisible();
});

test("a saved New & Rising restaurant gets its card; a slug no longer listed is reported, not shown", async ({
  page,
}) => {
  await page.addInitScript(
    (slugs) => localStorage.setItem("la-eats-ranked:saved:v1", JSON.stringify(slugs)),
    [newestSlug, "long-gone-restaurant"],
  );
  await page.goto("/saved");
  await expect(savedList(page).getByTestId("restaurant-name")).toHaveText([newest[0]]);
  await expect(page.getByText("1 saved restaurant is no longer on our lists.")).toBeVisible();
  await page.getByRole("link", { name: "Back to List" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("saving from a profile page lists it on /saved after an in-app navigation", async ({ page }) => {
  await page.goto("/restaurants/bestia");
  await routerReady(page);
  await page.getByRole("button", { name: "Save Bestia" }).click();
  await expect(page.getByRole("button", { name: "Saved Bestia" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("banner").getByRole("link", { name: /Saved/ }).click();
  await expect(savedList(page).getByTestId("restaurant-name")).toHaveText(["Bestia"]);
  await expect(
    page.getByRole("group", { name: "Actions for Bestia" }).getByRole("link", { name: "Book Bestia" }),
  ).toBeVisible();
  const card = savedList(page).getByTestId("restaurant-card");
  await card.locator(".card-place > summary").click();
  await expect(card.getByRole("link", { name: "Visit Website" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/saved explains that the saved list needs JavaScript, with no endless Loading", async ({ page }) => {
    await page.goto("/saved");
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Your saved list is kept in this browser, so this page needs JavaScript to show it.",
    );
    // Nothing will load without scripts, so nothing says it is loading.
    await expect(page.getByText("Loading your saved restaurants…")).toBeHidden();
  });
});
