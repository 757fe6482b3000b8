import type { MiddlewareHandler } from "hono";
import { isLocalRequest } from "~/services/session.server";
import { tileSource, usableTileUrl } from "~/lib/tiles";
import type { Env } from "../load-context";

/** Rendered pages' inline scripts carry `cspNonce`; edge-cached ones set `cspScriptHashes` instead. */
export type SecurityVariables = { cspNonce: string; cspScriptHashes?: string[] };

/** The inline scripts a response may run: those carrying its nonce, or those with one of these hashes. */
type InlineScripts = { nonce: string } | { hashes: string[] };

/** Only what pages use: our scripts (nonce or stored hashes), Instagram's embed script and frames, map tiles and
 * Instagram images. Radix and Leaflet set inline styles, hence 'unsafe-inline' for styles only. */
export function contentSecurityPolicy(inline: InlineScripts, tileUrl: string): string {
  const tiles = ["https://tile.openstreetmap.org", "https://*.tile.openstreetmap.org", tileSource(tileUrl)];
  const images = [
    "'self'",
    "data:",
    "blob:",
    ...new Set(tiles.filter(Boolean)),
    "https://*.cdninstagram.com",
    "https://www.instagram.com",
  ];
  return [
    "default-src 'self'",
    [
      "script-src 'self'",
      ...("nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes),
      "https://www.instagram.com",
    ].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.instagram.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every response gets; static files get the same (minus the nonce) from public/_headers. */
export function securityHeaders(request: Request, inline: InlineScripts, tileUrl: string): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inline, tileUrl),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=()",
    ...(isLocalRequest(request) ? {} : { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" }),
  };
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Makes the request's nonce (for Remix) and sets the headers on whatever answers, errors included. */
export function withSecurityHeaders(): MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = createNonce();
    c.set("cspNonce", nonce);
    await next();
    c.res = new Response(c.res.body, c.res);
    const hashes = c.get("cspScriptHashes");
    const headers = securityHeaders(c.req.raw, hashes ? { hashes } : { nonce }, usableTileUrl(c.env.TILE_URL));
    for (const [name, value] of Object.entries(headers)) {
      // A 304's headers replace the browser's stored ones, but its stored page keeps the nonce it was
      // sent with: a new policy would block every script of it. The stored policy must stay.
      if (c.res.status === 304 && name === "Content-Security-Policy") continue;
      c.res.headers.set(name, value);
    }
  };
}
