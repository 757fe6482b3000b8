import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../../workers/app";
import { rows } from "./import-support";

export const ORIGIN = "https://example.com";

export type PageHead = {
  title: string;
  meta: Record<string, string>;
  canonical: string | null;
  jsonLd: unknown[];
  scriptNonces: (string | null)[];
};

/** HTMLRewriter hands over attribute values and text as written, character references included. */
export function decode(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) =>
    ref[0] === "#"
      ? String.fromCodePoint(Number(ref[1].toLowerCase() === "x" ? `0${ref.slice(1)}` : ref.slice(1)))
      : (named[ref] ?? whole),
  );
}

/** The parts of a page crawlers read, collected with workerd's own streaming HTML parser. */
export async function readHead(response: Response): Promise<PageHead & { html: string }> {
  const head: PageHead = { title: "", meta: {}, canonical: null, jsonLd: [], scriptNonces: [] };
  let ld: string | null = null;
  const html = await new HTMLRewriter()
    .on("title", { text: (t) => void (head.title += t.text) })
    .on("meta", {
      element(e) {
        const key = e.getAttribute("name") ?? e.getAttribute("property");
        if (key) head.meta[key] = decode(e.getAttribute("content") ?? "");
      },
    })
    .on('link[rel="canonical"]', { element: (e) => void (head.canonical = decode(e.getAttribute("href") ?? "")) })
    .on("script", {
      element(e) {
        head.scriptNonces.push(e.getAttribute("nonce"));
        if (e.getAttribute("type") !== "application/ld+json") return;
        ld = "";
        e.onEndTag(() => {
          head.jsonLd.push(JSON.parse(ld!));
          ld = null;
        });
      },
      text(t) {
        if (ld !== null) ld += t.text;
      },
    })
    .transform(response)
    .text();
  return { ...head, title: decode(head.title), html };
}

/** JSON-LD objects of one @type, wherever they sit (a script may hold one object or an array). */
export function ldOfType(jsonLd: unknown[], type: string): Record<string, unknown>[] {
  return jsonLd.flat().filter((o): o is Record<string, unknown> => (o as { "@type"?: string })["@type"] === type);
}

/**
 * Calls the Worker directly and waits for its background work (the edge cache's store), so the next
 * request sees what this one stored.
 */
export async function fetchSettled(path: string, init: RequestInit = {}, base = ORIGIN): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(base + path, init), env, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(response.status === 304 ? null : body, response);
}

/**
 * A strict-enough XML well-formedness check for sitemaps (workerd has no XML parser): one root,
 * tags balanced and properly nested, no stray `<` or `&`.
 */
export function assertWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: string[] = [];
  let roots = 0;
  for (const token of body.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith("<")) {
      if (/&(?!(lt|gt|amp|apos|quot);)/.test(token)) throw new Error(`bad entity in ${token}`);
      if (!stack.length && token.trim()) throw new Error(`text outside the root: ${token}`);
      continue;
    }
    const tag = /^<(\/?)([A-Za-z][\w:.-]*)(\s+[\w:.-]+="[^"<]*")*\s*(\/?)>$/.exec(token);
    if (!tag) throw new Error(`malformed tag ${token}`);
    const [, closing, name, , selfClosing] = tag;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
    } else if (!selfClosing) {
      if (!stack.length) roots++;
      stack.push(name);
    }
  }
  if (stack.length || roots !== 1) throw new Error("not exactly one closed root element");
}

export function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

/** A sitemap file: served as XML, well-formed. */
export async function sitemapXml(path: string): Promise<string> {
  const response = await fetchSettled(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const text = await response.text();
  assertWellFormedXml(text);
  return text;
}

/** Every restaurant profile's URL (/restaurants/{slug}). */
export async function profileUrls(): Promise<string[]> {
  const slugs = await rows<{ slug: string }>("SELECT slug FROM restaurants ORDER BY slug");
  return slugs.map((r) => `${ORIGIN}/restaurants/${r.slug}`);
}
