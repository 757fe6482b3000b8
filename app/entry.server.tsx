import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "./components/nonce";
import { holdScripts } from "./lib/after-paint";

const ABORT_DELAY = 5_000;

/** A hash of this server build, stamped in by scripts/vite/server-build-hash.ts (the edge cache's key). */
export const serverBuildHash = "__SERVER_BUILD_HASH__";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  const nonce = loadContext.cspNonce;

  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // The whole document, for everyone: nothing on a page waits on data after its loaders (the edge
  // cache reads a page whole anyway), and its scripts are held until the first paint (decision 031).
  await body.allReady;
  clearTimeout(timeoutId);
  const html = holdScripts(await new Response(body).text());

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
