import { timingSafeEqual } from "./password.server";

/** "<pending sign-up id>.<expiry>.<signature>"; the HMAC covers the account and its password, confirming it alone. */
export const CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;

type TokenOwner = { id: string; userId: string; passwordHash: string };
type TokenCheck = "valid" | "expired" | "invalid";

export async function createConfirmationToken(secret: string, owner: TokenOwner, nowMs = Date.now()) {
  const expires = Math.floor(nowMs / 1000) + CONFIRMATION_TTL_SECONDS;
  return `${owner.id}.${expires}.${await sign(secret, owner, expires)}`;
}

/** The pending sign-up a token names, read before its signature is checked (to look it up). */
export function confirmationTokenId(token: string): string | null {
  const [id, expires, signature] = token.split(".");
  return id && expires && signature ? id : null;
}

export async function checkConfirmationToken(
  secret: string,
  token: string,
  owner: TokenOwner,
  nowMs = Date.now(),
): Promise<TokenCheck> {
  const [id, expiresText, signature] = token.split(".");
  const expires = Number(expiresText);
  if (id !== owner.id || !Number.isInteger(expires) || !signature) return "invalid";
  const expected = await sign(secret, owner, expires);
  const encoder = new TextEncoder();
  if (!timingSafeEqual(encoder.encode(expected), encoder.encode(signature))) return "invalid";
  return expires * 1000 < nowMs ? "expired" : "valid";
}

async function sign(secret: string, owner: TokenOwner, expires: number): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const message = encoder.encode(`confirm-email|${owner.id}|${owner.userId}|${expires}|${owner.passwordHash}`);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
