/** An inline script: a <script> element with no src, and its text exactly as the browser will hash it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** Hashes of a stored page's inline scripts, served instead of a nonce: a shared nonce is no secret. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const texts = new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]));
  return Promise.all([...texts].map(sha256Source));
}
