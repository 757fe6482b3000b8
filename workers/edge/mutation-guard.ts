import type { MiddlewareHandler } from "hono";

/** Remix has no CSRF protection and SameSite=Lax lets subdomains post: Sec-Fetch-Site or Origin must match. */
export function isSameOriginRequest(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin") || null;
  if (fetchSite === null && origin === null) return false;
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  const url = new URL(request.url);
  // Remix compares Origin with these too; a client-written one that disagrees is a forgery, not a 500.
  for (const header of ["Host", "X-Forwarded-Host"]) {
    const host = request.headers.get(header);
    if (host !== null && host !== url.host) return false;
  }
  return origin === null || origin === url.origin;
}

/** Checked once before pages and /api: cross-site is a clean 403 (Remix's host check would 500). */
export function withSameOriginMutations(): MiddlewareHandler {
  return async (c, next) => {
    const { method } = c.req;
    if (method !== "GET" && method !== "HEAD" && !isSameOriginRequest(c.req.raw)) {
      return c.text("Cross-site request refused", 403);
    }
    await next();
  };
}

/** Methods Remix would hand to a route's action: the pages take their mutations by POST only. */
const NOT_POST = new Set(["PUT", "PATCH", "DELETE"]);

/** In front of Remix: a page's action runs for a POST and nothing else. */
export function withPostOnlyActions(): MiddlewareHandler {
  return async (c, next) => {
    if (NOT_POST.has(c.req.method)) {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD, POST" });
    }
    await next();
  };
}
