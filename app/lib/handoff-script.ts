/** What JSON.stringify leaves that would end a script element or break it as HTML: written as \u escapes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * The script that gives the browser a page's loader data under single fetch: the text Remix's client reads
 * from `window.__remixContext.streamController` (set up by <Scripts>), then the end of the stream. The
 * same markup Remix's <StreamTransfer> writes for a stream of one chunk.
 */
export function handoffScript(data: string, nonce: string | undefined): string {
  const text = JSON.stringify(data).replace(/[&><\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c]);
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  const controller = "window.__remixContext.streamController";
  return `<script${attribute}>${controller}.enqueue(${text});</script><script${attribute}>${controller}.close();</script>`;
}
