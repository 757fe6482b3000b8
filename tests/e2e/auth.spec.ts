import { expect, test } from "./support/test";
import {
  confirmFromOutbox,
  PASSWORD,
  settledAccountIndicator,
  signUp,
  submitSignIn,
  uniqueEmail,
} from "./support/accounts";
import { routerReady, whenHydrated } from "./support/hydration";

test("a visitor signs up, confirms from the outbox with their password, is signed in, signs out and back in", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "journey");
  const form = await signUp(page, email);
  for (const label of ["Email", "Confirm Password"]) await expect(form.getByLabel(label)).toHaveValue("");
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");

  await confirmFromOutbox(page, email);
  await page.goto("/");
  const indicator = page.getByTestId("account-indicator");
  await expect(indicator).toContainText(`Signed in as ${email}`);
  await expect(indicator.getByText("Admin")).toHaveCount(0);

  await (await settledAccountIndicator(page)).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(indicator.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(indicator).not.toContainText(email);

  await indicator.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(indicator).toContainText(`Signed in as ${email}`);
});

test("every validation message of the sign-in and sign-up forms", async ({ page }) => {
  await page.goto("/auth");
  await routerReady(page);
  const signInForm = page.getByRole("form", { name: "Sign in" });
  await signInForm.getByRole("button", { name: "Sign In" }).click();
  await expect(signInForm.getByRole("alert")).toHaveText("Please fill in all fields");

  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  const submit = form.getByRole("button", { name: "Sign Up" });
  const fill = async (email: string, password: string, confirm: string) => {
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByLabel("Confirm Password").fill(confirm);
    await submit.click();
  };
  await fill("someone@example.com", "secret-1", "");
  await expect(form.getByRole("alert")).toHaveText("Please fill in all fields");
  await fill("someone@example.com", "secret-1", "secret-2");
  await expect(form.getByRole("alert")).toHaveText("Passwords do not match");
  await fill("someone@example.com", "abc12", "abc12");
  await expect(form.getByRole("alert")).toHaveText("Password must be at least 6 characters");
});

test("the buttons say 'Signing in...' and 'Creating account...' while the server works", async ({ page }, testInfo) => {
  // Each form post is held until the test has seen the button's pending state, then let through.
  const held: (() => void)[] = [];
  await page.route(/\/auth(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() === "POST") await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  const release = async () => {
    await expect.poll(() => held.length).toBe(1);
    held.shift()!();
  };
  await page.goto("/auth");
  const signInForm = page.getByRole("form", { name: "Sign in" });
  await whenHydrated(signInForm.getByRole("button", { name: "Sign In" }));
  await signInForm.getByLabel("Email").fill(uniqueEmail(testInfo, "nobody"));
  await signInForm.getByLabel("Password").fill("wrong-password");
  await signInForm.getByRole("button", { name: "Sign In" }).click();
  await expect(signInForm.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  await release();
  await expect(signInForm.getByRole("alert")).toHaveText("Invalid email or password");

  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Email").fill(uniqueEmail(testInfo, "pending"));
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(form.getByRole("button", { name: "Creating account..." })).toBeDisabled();
  await release();
  await expect(form.getByRole("status")).toHaveText("Check your email for the confirmation link!");
});

test("redirect rules: /admin sends visitors to sign in and back, non-admins are denied, /auth sends members home", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "member");
  await signUp(page, email);
  await confirmFromOutbox(page, email);
  // Confirming signed the member in; this journey starts from a visitor who signs in when asked.
  await page.context().clearCookies();

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access this page. Admin privileges are required."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});
