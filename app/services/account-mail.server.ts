import type { MailMessage } from "./mailer.server";

export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your email for LA Eats Ranked",
    text: `Welcome to LA Eats Ranked!\n\nConfirm your email address by opening this link within 24 hours:\n${link}\n\nIf you didn't sign up, you can ignore this message.`,
    html: layout(
      `<p>Welcome to LA Eats Ranked!</p><p>Confirm your email address within 24 hours:</p>` +
        `<p><a href="${escapeHtml(link)}">Confirm my email</a></p>` +
        `<p>If you didn't sign up, you can ignore this message.</p>`,
    ),
  };
}

/** Sent instead of a confirmation when the address already has an account, so the form's answer reveals nothing. */
export function alreadyRegisteredMail(to: string, signInLink: string): MailMessage {
  return {
    to,
    subject: "You already have an LA Eats Ranked account",
    text: `Someone (hopefully you) tried to sign up with this email address, but it already has an account.\n\nSign in here:\n${signInLink}\n\nIf this wasn't you, you can ignore this message.`,
    html: layout(
      `<p>Someone (hopefully you) tried to sign up with this email address, but it already has an account.</p>` +
        `<p><a href="${escapeHtml(signInLink)}">Sign in</a></p><p>If this wasn't you, you can ignore this message.</p>`,
    ),
  };
}

function layout(body: string): string {
  return `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1c1917">${body}</div>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
