import { createCookie } from "@remix-run/cloudflare";
import { readCookie } from "~/lib/cookies";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Rolling expiry, but at most one D1 write and one fresh cookie a day per session. */
export const SESSION_ROLL_AFTER_MS = 24 * 60 * 60 * 1000;

type SessionEnv = { SESSION_SECRET?: string; ENVIRONMENT: string };

/**
 * Only local development may run without a real secret (wrangler dev without .dev.vars, as the e2e
 * run does): anything else refuses to sign anyone in with a guessable key.
 */
export function sessionSecret(env: SessionEnv): string {
  const secret = env.SESSION_SECRET ?? "";
  if (secret.length >= 32) return secret;
  if (!isDevelopment(env)) throw new Error("SESSION_SECRET must be set (32+ characters) outside local development");
  return secret || "local-development-only-session-secret";
}

/** Local development is opted into (ENVIRONMENT = "development"); any other value is production. */
export function isDevelopment(env: { ENVIRONMENT: string }): boolean {
  return env.ENVIRONMENT === "development";
}

/** http://localhost cannot hold Secure or __Host- cookies, so only there do we go without. */
export function isLocalRequest(request: Request): boolean {
  const { hostname } = new URL(request.url);
  return (
    hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname.endsWith(".localhost")
  );
}

/** Built per request: the name, Secure flag and secret all depend on the request and its env. */
function sessionCookie(request: Request, env: SessionEnv) {
  const local = isLocalRequest(request);
  return createCookie(local ? "session" : "__Host-session", {
    secrets: [sessionSecret(env)],
    httpOnly: true,
    secure: !local,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/**
 * Each request's cookie, verified once: the edge cache and then the app may read the same request. Keyed
 * by the request itself, so nothing one request verified is handed to another.
 */
const verified = new WeakMap<Request, Promise<string | null>>();

/** A cookie that cannot be read (truncated, tampered, not base64) counts as none: see carriesSessionCookie. */
export function readSessionToken(request: Request, env: SessionEnv): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return Promise.resolve(null);
  let token = verified.get(request);
  if (!token) {
    token = verifiedToken(request, env, header);
    verified.set(request, token);
  }
  return token;
}

async function verifiedToken(request: Request, env: SessionEnv, header: string): Promise<string | null> {
  try {
    const value = await sessionCookie(request, env).parse(header);
    return typeof value === "string" && value ? value : null;
  } catch {
    return null;
  }
}

/** Whether the request sends our session cookie at all, readable or not (an unreadable one is cleared). */
export function carriesSessionCookie(request: Request, env: SessionEnv): boolean {
  return readCookie(request, sessionCookie(request, env).name) !== null;
}

export function serializeSessionCookie(request: Request, env: SessionEnv, token: string): Promise<string> {
  return sessionCookie(request, env).serialize(token);
}

export function clearSessionCookie(request: Request, env: SessionEnv): Promise<string> {
  return sessionCookie(request, env).serialize("", { maxAge: 0 });
}

export function newSessionToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Session rows are keyed by this digest, never by the token itself. */
export async function hashSessionToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toBase64Url(new Uint8Array(digest));
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
