import { serialize } from "cookie";
import type { MiddlewareHandler } from "hono";
import { createDb, type Db } from "~/db/client.server";
import { isLocalRequest } from "~/services/session.server";
import type { Env } from "../load-context";
import { readCookie } from "~/lib/cookies";
import { hasSessionCookie } from "./cookies";

/** The request's drizzle handle on its D1 session. */
export type D1Variables = { db: Db };

/** Carries the client's D1 bookmark between requests, so its next read is at least as new as its last write. */
const BOOKMARK_COOKIE = "__d1b";
/** Far longer than replication lag: after this, any replica has caught up with the client's writes. */
const BOOKMARK_MAX_AGE_SECONDS = 5 * 60;

/** Bookmarks are dash-separated hex groups; anything else from a cookie is ignored. */
export function readBookmark(request: Request): string | null {
  const value = readCookie(request, BOOKMARK_COOKIE);
  return value && /^[0-9a-f]{1,32}(-[0-9a-f]{1,64}){1,7}$/i.test(value) ? value : null;
}

function bookmarkCookie(request: Request, bookmark: string): string {
  const secure = !isLocalRequest(request);
  return serialize(BOOKMARK_COOKIE, bookmark, {
    path: "/",
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}

/** One D1 session per request; only signed-in mutations get the bookmark back (docs/d1-sessions.md). */
export function withD1Session(): MiddlewareHandler<{ Bindings: Env; Variables: D1Variables }> {
  return async (c, next) => {
    const request = c.req.raw;
    const isWrite = request.method !== "GET" && request.method !== "HEAD";
    const bookmark = readBookmark(request);
    // Feature-detected: `vite dev`'s platform proxy may hand over a D1 without sessions.
    const session =
      typeof c.env.DB.withSession === "function"
        ? c.env.DB.withSession(bookmark ?? (isWrite ? "first-primary" : "first-unconstrained"))
        : null;
    // drizzle's D1 driver is typed for D1Database but only calls prepare() and batch(), which a session has.
    c.set("db", createDb((session ?? c.env.DB) as D1Database));
    await next();
    const latest = session?.getBookmark();
    const personal = hasSessionCookie(request) || c.res.headers.has("Set-Cookie");
    if (!isWrite || !personal || !latest || latest === bookmark) return;
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("Set-Cookie", bookmarkCookie(request, latest));
  };
}
