import { test } from "./support/test";
import {
  confirmFromOutbox,
  expect,
  expectSignedOut,
  newestMail,
  openOutbox,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
} from "./support/accounts";

const NEW_PASSWORD = "carnitas-on-sunday-7";

test("forgot password: the mailed link sets a new password, the old one is refused and the other session is signed out", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two browsers, and every sign-up, sign-in and reset hashes a password
  const email = uniqueEmail(testInfo, "forgot");
  await signUp(page, email);
  await confirmFromOutbox(page, email);

  const other = await browser.newPage();
  await other.goto("/auth");
  await other.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(other).toHaveURL(/\/auth\/forgot$/);
  await other.getByLabel("Email").fill(email);
  await other.getByRole("button", { name: "Send me a link" }).click();
  await expect(other.getByRole("status")).toHaveText(
    "If an account uses that address, we've sent it a link to choose a new password.",
  );
  const mail = await newestMail(other, email);
  await expect(mail.getByRole("heading")).toHaveText("Reset your LA Eats Ranked password");
  await mail.getByRole("link", { name: /\/auth\/reset/ }).click();
  await other.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await other.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await other.getByRole("button", { name: "Set New Password" }).click();
  await expect(other).toHaveURL(/\/account\?done=password-reset$/);
  await expect(other.getByRole("status")).toHaveText(
    "Your new password is set, and every other device has been signed out.",
  );
  await other.close();

  await expectSignedOut(page);
  const refused = await signIn(page, email, PASSWORD);
  await expect(refused.getByRole("alert")).toHaveText("Invalid email or password");
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("account-indicator")).toContainText(`Signed in as ${email}`);
});

test("an attacker signs up first with the owner's address: only the owner's own link and password confirm it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two browsers, and every sign-up, confirmation and sign-in hashes a password
  const email = uniqueEmail(testInfo, "owner");
  const attacker = await browser.newPage();
  await signUp(attacker, email, "attackers-password-2");
  await attacker.close();
  await signUp(page, email);

  // Both links are in the owner's inbox; the newest is the owner's own.
  const mails = await openOutbox(page, email, 2);
  await expect(mails.getByRole("link", { name: /\/auth\/confirm/ })).toHaveCount(2);
  await mails
    .nth(1)
    .getByRole("link", { name: /\/auth\/confirm/ })
    .click();
  const form = page.getByRole("form", { name: "Confirm your email" });
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Confirm and Sign In" }).click();
  await expect(form.getByRole("alert")).toContainText("That is not the password chosen with this link.");

  await confirmFromOutbox(page, email);
  await page.context().clearCookies();
  const refused = await signIn(page, email, "attackers-password-2");
  await expect(refused.getByRole("alert")).toHaveText("Invalid email or password");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("account-indicator")).toContainText(`Signed in as ${email}`);
});
