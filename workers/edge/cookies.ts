import { readCookie, withoutCookies } from "~/lib/cookies";

const SESSION_COOKIES = ["session", "__Host-session"];

/** A sign-in cookie, valid or not: `session` on localhost, `__Host-session` elsewhere (session.server.ts). */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIES.some((name) => readCookie(request, name) !== null);
}

/** The same request without its sign-in cookies, for rendering the anonymous page it gets instead. */
export function withoutSessionCookie(request: Request): Request {
  return withoutCookies(request, SESSION_COOKIES);
}
