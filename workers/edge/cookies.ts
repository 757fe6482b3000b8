import { readCookie } from "~/lib/cookies";

/**
 * Whether the request carries a sign-in cookie, valid or not: `session` on localhost, `__Host-session`
 * elsewhere (app/services/session.server.ts). Such a request's page is personal and never shared.
 */
export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, "session") !== null || readCookie(request, "__Host-session") !== null;
}
