import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createElement as h, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { VIEW_SIZE, withCachedChunks, withLargerViews } from "./react-chunk-cache";

const require = createRequire(import.meta.url);
const rendererPath = join(
  dirname(require.resolve("react-dom/package.json")),
  "cjs/react-dom-server.browser.production.min.js",
);
const source = readFileSync(rendererPath, "utf8");

type Renderer = { renderToReadableStream: (element: ReactElement) => Promise<ReadableStream<Uint8Array>> };

/** The renderer module evaluated from `code`, resolving its own imports (react) as usual. */
function load(code: string): Renderer {
  const module = { exports: {} as Renderer };
  new Function("module", "exports", "require", code)(module, module.exports, createRequire(rendererPath));
  return module.exports;
}

async function render(renderer: Renderer, element: ReactElement): Promise<string> {
  return new Response(await renderer.renderToReadableStream(element)).text();
}

/** The byte length of each chunk the renderer hands to its stream. */
async function chunkSizes(renderer: Renderer, element: ReactElement): Promise<number[]> {
  const sizes: number[] = [];
  const reader = (await renderer.renderToReadableStream(element)).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) sizes.push(read.value.byteLength);
  return sizes;
}

/** A page's worth of repeats: the same class names, rel values and badge names on every card. */
function cards(n: number, suffix: string): ReactElement {
  return h(
    "ul",
    { className: "space-y-4" },
    Array.from({ length: n }, (_, i) =>
      h(
        "li",
        { key: i, className: "card", "data-n": i },
        h(
          "a",
          { href: `https://example.com/${i}`, target: "_blank", rel: "nofollow noopener", className: "badge" },
          "Eater LA",
        ),
        h("p", { className: "text-sm text-stone-600" }, `Restaurant ${i} ${suffix} — “café” & <co>`),
        h("p", null, "x".repeat(300 + i)),
      ),
    ),
  );
}

describe("react-chunk-cache", () => {
  it("renders byte for byte what the unpatched renderer does, render after render", async () => {
    const original = load(source);
    const patched = load(withCachedChunks(source));
    for (const [n, suffix] of [
      [50, "first"],
      [400, "second"],
      [50, "first"],
    ] as const) {
      const expected = await render(original, cards(n, suffix));
      expect(await render(patched, cards(n, suffix))).toBe(expected);
      expect(expected).toContain(`Restaurant ${n - 1} ${suffix}`);
    }
  });

  it("memoizes stringToChunk once, and refuses a renderer it does not recognise", () => {
    const patched = withCachedChunks(source);
    expect(patched).toContain("var chunkCache=new Map;function u(a)");
    expect(patched).not.toContain("function u(a){return ca.encode(a)}");
    expect(() => withCachedChunks("function u(a){return other.encode(a)}")).toThrow(/react-dom upgraded/);
  });
});

describe("react-chunk-cache: larger views", () => {
  it("renders byte for byte what the unpatched renderer does, in a few large chunks instead of many small ones", async () => {
    const original = load(source);
    const patched = load(withLargerViews(withCachedChunks(source)));
    const page = () => cards(400, "views");
    expect(await render(patched, page())).toBe(await render(original, page()));
    const before = await chunkSizes(original, page());
    const after = await chunkSizes(patched, page());
    expect(Math.max(...after)).toBeGreaterThan(512);
    expect(Math.max(...after)).toBeLessThanOrEqual(VIEW_SIZE);
    expect(after.length).toBeLessThan(before.length / 10);
    expect(after.reduce((a, b) => a + b)).toBe(before.reduce((a, b) => a + b));
  });

  it("resizes every view and the pass-through threshold, and refuses a renderer it does not recognise", () => {
    const patched = withLargerViews(source);
    expect(patched).not.toContain("new Uint8Array(512)");
    expect(patched).not.toContain("512<b.length");
    expect(patched.split(`new Uint8Array(${VIEW_SIZE})`)).toHaveLength(5);
    expect(() => withLargerViews(source.replace("new Uint8Array(512)", "new Uint8Array(2048)"))).toThrow(
      /react-dom upgraded/,
    );
  });
});
