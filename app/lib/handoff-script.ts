import { jsonForScript } from "./script-json";

/**
 * The script that gives the browser a page's loader data under single fetch: the text Remix's client reads
 * from `window.__remixContext.streamController` (set up by <Scripts>), then the end of the stream. The
 * same markup Remix's <StreamTransfer> writes for a stream of one chunk.
 */
export function handoffScript(data: string, nonce: string | undefined): string {
  const text = jsonForScript(data);
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  const controller = "window.__remixContext.streamController";
  return `<script${attribute}>${controller}.enqueue(${text});</script><script${attribute}>${controller}.close();</script>`;
}
