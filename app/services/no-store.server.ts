import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * The `headers` of every auth, account and outbox route: their answers carry tokens, mail and account
 * details, so no cache may keep one. The root's Vary and a signed-in answer's `private` stay, and a
 * refusal's Retry-After is passed on.
 */
export const noStoreHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  const signedIn = parentHeaders.get("Cache-Control")?.includes("private");
  headers.set("Cache-Control", signedIn ? "private, no-store" : "no-store");
  return headers;
};
