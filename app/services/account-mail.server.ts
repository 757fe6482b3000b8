import { escapeXml } from "~/lib/xml";
import type { MailMessage } from "./mailer.server";

export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your email for LA Eats Ranked",
    text: `Welcome to LA Eats Ranked!\n\nConfirm your email address by opening this link within 24 hours:\n${link}\n\nIf you didn't sign up, you can ignore this message.`,
    html: layout(
      `<p>Welcome to LA Eats Ranked!</p><p>Confirm your email address within 24 hours:</p>` +
        `<p><a href="${escapeXml(link)}">Confirm my email</a></p>` +
        `<p>If you didn't sign up, you can ignore this message.</p>`,
    ),
  };
}

/** Sent instead of a link when the address has an account, so no sign-up confirms someone else's password. */
export function signUpAttemptMail(to: string, links: { signIn: string; reset: string }): MailMessage {
  const intro = "Someone tried to create an LA Eats Ranked account with your email address, which already has one.";
  const notYou = "If this wasn't you, you can ignore this message: nothing has changed and nobody else can sign in.";
  return {
    to,
    subject: "Someone tried to create an account with your address",
    text: `${intro}\n\nSign in here:\n${links.signIn}\n\nForgot your password? Choose a new one here:\n${links.reset}\n\n${notYou}`,
    html: layout(
      `<p>${intro}</p><p><a href="${escapeXml(links.signIn)}">Sign in</a></p>` +
        `<p>Forgot your password? <a href="${escapeXml(links.reset)}">Choose a new one</a>.</p><p>${notYou}</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  const notYou = "If you didn't ask for this, you can ignore this message: your password stays as it is.";
  return {
    to,
    subject: "Reset your LA Eats Ranked password",
    text: `Choose a new password by opening this link within an hour (it works once):\n${link}\n\n${notYou}`,
    html: layout(
      `<p>Choose a new password within an hour (the link works once):</p>` +
        `<p><a href="${escapeXml(link)}">Choose a new password</a></p><p>${notYou}</p>`,
    ),
  };
}

function layout(body: string): string {
  return `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1c1917">${body}</div>`;
}
