import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("a stored page's inline script hashes", () => {
  it("name each inline script's exact text once, and skip scripts loaded from a URL", async () => {
    const context = 'window.__ctx = {"name":"Phở 79","x":"<\\/script>"};';
    const html = [
      "<html><head>",
      `<script nonce="abc">${context}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Restaurant"}</script>',
      "</head><body>",
      `<script nonce="abc">${context}</script>`,
      '<SCRIPT nonce="abc">$RC("B:0","S:0")</SCRIPT >',
      "</body></html>",
    ].join("\n");
    expect((await inlineScriptHashes(html)).sort()).toEqual(
      [sha(context), sha('{"@type":"Restaurant"}'), sha('$RC("B:0","S:0")')].sort(),
    );
  });

  it("are none for a page without inline scripts", async () => {
    expect(await inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});
