/** One cookie's raw value from the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/**
 * Whether the request carries a sign-in cookie, valid or not: `session` on localhost, `__Host-session`
 * elsewhere (app/services/session.server.ts). Such a request's page is personal and never shared.
 */
export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, "session") !== null || readCookie(request, "__Host-session") !== null;
}
