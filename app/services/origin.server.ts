/**
 * Remix v2 has no CSRF protection of its own, and SameSite=Lax still lets a sibling subdomain post.
 * Browsers label every request with Sec-Fetch-Site (or at least Origin), so a mutation is accepted
 * only when every label it carries says this very origin, and it carries at least one. A foreign
 * Origin is refused even beside a same-origin label: the two cannot both be true.
 */
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

/** Throws a 403 for a cross-site (or unlabelled) non-GET request. */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (!isSameOriginRequest(request)) throw new Response("Cross-site request refused", { status: 403 });
}

/** Every mutation: POST only (405 otherwise), from this origin (403 otherwise). */
export function guardMutation(request: Request): void {
  if (request.method !== "POST") {
    throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  assertSameOrigin(request);
}
