import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceContext } from "./components/nonce";
import { holdScripts } from "./lib/after-paint";
import { handoffScript } from "./lib/handoff-script";

/** A hash of this server build, stamped in by scripts/vite/server-build-hash.ts (the edge cache's key). */
export const serverBuildHash = "__SERVER_BUILD_HASH__";

/**
 * The whole document as one string: nothing on a page waits on data after its loaders (the edge cache reads a
 * page whole anyway), and the streaming renderer's encoding of every small chunk took a third of a render
 * (decision 053). Its scripts are held until the first paint (decision 031).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // The loaders' data, which Remix would stream into the page as it rendered: read whole, and written after
  // the document as the same script (a string render cannot wait for a stream).
  const handoff = remixContext.serverHandoffStream;
  remixContext.serverHandoffStream = undefined;
  const data = handoff ? await new Response(handoff).text() : null;
  const document = renderToString(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  const html = holdScripts(`<!DOCTYPE html>${document}${data === null ? "" : handoffScript(data, nonce)}`);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
