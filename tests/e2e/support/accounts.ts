import { expect as baseExpect, type Locator, type Page, type TestInfo } from "@playwright/test";

export const PASSWORD = "tacos-al-pastor-99";

/** Sign-ups, sign-ins and resets each hash a password (PBKDF2): on a busy machine that takes seconds. */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** Parallel projects share one database, so every test signs up its own address. */
export function uniqueEmail(testInfo: TestInfo, label: string) {
  return `${label}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.com`;
}

/** Signs up from /auth and sees the form ask for confirmation; returns the form. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<Locator> {
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm Password").fill(password);
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(form.getByRole("status")).toHaveText("Check your email for the confirmation link!");
  return form;
}

/**
 * The development outbox once it holds at least `count` messages to `email`: mail goes out after the
 * answer (so its time tells nothing), and can land a moment after the page that asked for it.
 */
export async function openOutbox(page: Page, email: string, count = 1) {
  const messages = page.getByRole("article", { name: `Message to ${email}` });
  await expect
    .poll(async () => {
      await page.goto("/dev/outbox");
      return messages.count();
    })
    .toBeGreaterThanOrEqual(count);
  return messages;
}

/** The newest message to `email` in the development outbox. */
export async function newestMail(page: Page, email: string, count = 1) {
  return (await openOutbox(page, email, count)).first();
}

/** Opens the newest confirmation link and types the password it was made for: signed in on /account. */
export async function confirmFromOutbox(page: Page, email: string, password = PASSWORD) {
  const messages = await openOutbox(page, email);
  await messages
    .getByRole("link", { name: /\/auth\/confirm/ })
    .first()
    .click();
  const form = page.getByRole("form", { name: "Confirm your email" });
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Confirm and Sign In" }).click();
  await expect(page).toHaveURL(/\/account\?done=confirmed$/);
  await expect(page.getByRole("status")).toHaveText("Your email is confirmed, and you are signed in.");
}

/** Signs in from /auth; the caller checks where that leads. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  return submitSignIn(page, email, password);
}

/** Signs in with the form on the page already open (a redirect's /auth keeps its redirectTo). */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  return form;
}

export async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page.getByTestId("account-indicator").getByRole("link", { name: "Sign In" })).toBeVisible();
}

/**
 * The footer's account indicator, in view, once New & Rising has replaced its skeletons: that list
 * loads as it nears the screen, and its cards, drawn at their own heights, can move the footer mid-click.
 * The page is brought to the front first: a journey that opened a second browser leaves this one behind
 * it, and a page in the background draws no frames, so nothing it scrolls to ever "nears the screen".
 */
export async function settledAccountIndicator(page: Page): Promise<Locator> {
  const indicator = page.getByTestId("account-indicator");
  await page.bringToFront();
  const newAndRising = page.getByRole("heading", { name: /New and Rising/ });
  if (await newAndRising.count()) await newAndRising.scrollIntoViewIfNeeded();
  await expect(page.getByRole("status", { name: "Loading new and rising restaurants" })).toHaveCount(0);
  await indicator.scrollIntoViewIfNeeded();
  return indicator;
}
