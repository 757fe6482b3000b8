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

/** The newest message to `email` in the development outbox. */
export async function newestMail(page: Page, email: string) {
  await page.goto("/dev/outbox");
  return page.getByRole("article", { name: `Message to ${email}` }).first();
}

export async function confirmFromOutbox(page: Page, email: string) {
  await page.goto("/dev/outbox");
  await page
    .getByRole("article", { name: `Message to ${email}` })
    .getByRole("link", { name: /\/auth\/confirm/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Your email is confirmed" })).toBeVisible();
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
 */
export async function settledAccountIndicator(page: Page): Promise<Locator> {
  const indicator = page.getByTestId("account-indicator");
  await indicator.scrollIntoViewIfNeeded();
  await expect(page.getByRole("status", { name: "Loading new and rising restaurants" })).toHaveCount(0);
  return indicator;
}
