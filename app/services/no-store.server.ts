import type { HeadersFunction } from "@remix-run/cloudflare";

/** These carry tokens, mail and account details, so no cache keeps them; Vary, `private`, Retry-After pass on. */
export const noStoreHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  const signedIn = parentHeaders.get("Cache-Control")?.includes("private");
  headers.set("Cache-Control", signedIn ? "private, no-store" : "no-store");
  return headers;
};
