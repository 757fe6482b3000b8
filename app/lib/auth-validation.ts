import { isCommonPassword } from "./common-passwords";

/** The sign-in and sign-up forms' messages, word for word as visitors see them. */
export const AUTH_MESSAGES = {
  missingFields: "Please fill in all fields",
  passwordsDiffer: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordTooCommon: "That password is too common. Please choose one that is harder to guess.",
  invalidEmail: "Please enter a valid email address",
  deletionUnconfirmed: "To delete your account, type your email address exactly as shown.",
  currentPasswordMissing: "Enter your current password.",
} as const;

export const MIN_PASSWORD_LENGTH = 6;
/** A ceiling keeps one request from hashing megabytes. */
const MAX_PASSWORD_LENGTH = 128;

type SignInFields = { email: string; password: string };
type NewPasswordFields = { password: string; confirmPassword: string };
type SignUpFields = SignInFields & NewPasswordFields;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Deliberately loose: one @, a dot in the domain, no spaces. The confirmation mail is the real test. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export function validateSignIn({ email, password }: SignInFields): string | null {
  if (!email.trim() || !password) return AUTH_MESSAGES.missingFields;
  if (!isValidEmail(email)) return AUTH_MESSAGES.invalidEmail;
  if (password.length > MAX_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

export function validateSignUp({ email, password, confirmPassword }: SignUpFields): string | null {
  if (!email.trim() || !password || !confirmPassword) return AUTH_MESSAGES.missingFields;
  if (!isValidEmail(email)) return AUTH_MESSAGES.invalidEmail;
  return validateNewPassword({ password, confirmPassword });
}

/** A new password (a reset, a change) follows sign-up's rules, with the same messages. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordFields): string | null {
  if (!password || !confirmPassword) return AUTH_MESSAGES.missingFields;
  if (password !== confirmPassword) return AUTH_MESSAGES.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  if (isCommonPassword(password)) return AUTH_MESSAGES.passwordTooCommon;
  return null;
}

/** Deleting an account needs its address typed out: a slip of the finger cannot do it. */
export function confirmsDeletion(typed: string, email: string): boolean {
  return normalizeEmail(typed) === normalizeEmail(email);
}

/** Only a path on this site: "//evil.com", "/\evil.com" or absolute URLs would let a sign-in link send people away. */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return fallback;
  if (/[\\\p{Cc}]/u.test(to)) return fallback;
  return to;
}
