import { SELF } from "cloudflare:test";
import { decode, ORIGIN } from "./seo-support";

/** An element of a served page: its attributes and its text (all text inside it, spaces collapsed, as a browser reads it). */
export type Found = { tag: string; attrs: Record<string, string>; text: string };

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * Every element matching a CSS selector (HTMLRewriter's: tags, attributes, descendant and child
 * combinators), in document order, read with workerd's own streaming parser. Scripts' text is left out.
 */
export async function select(html: string, selector: string): Promise<Found[]> {
  const found: (Found & { raw: string })[] = [];
  const open = new Set<Found & { raw: string }>();
  let inScript = false;
  await new HTMLRewriter()
    .on("script", {
      element(e) {
        inScript = true;
        e.onEndTag(() => void (inScript = false));
      },
    })
    .on(selector, {
      element(e) {
        const entry = {
          tag: e.tagName,
          // HTMLRewriter's attributes are [name, value] pairs (the DOM's typings say otherwise).
          attrs: Object.fromEntries(
            [...(e.attributes as unknown as Iterable<[string, string]>)].map(([k, v]) => [k, decode(v)]),
          ),
          text: "",
          raw: "",
        };
        found.push(entry);
        // A script's end tag is the script handler's: a second handler would replace it.
        if (VOID.has(e.tagName) || e.tagName === "script") return;
        open.add(entry);
        e.onEndTag(() => void open.delete(entry));
      },
    })
    .onDocument({
      text(t) {
        if (!inScript) for (const entry of open) entry.raw += t.text;
      },
    })
    .transform(new Response(html))
    .text();
  return found.map(({ tag, attrs, raw }) => ({ tag, attrs, text: decode(raw).replace(/\s+/g, " ").trim() }));
}

/** The text of each element matching `selector`. */
export const textsOf = async (html: string, selector: string) => (await select(html, selector)).map((f) => f.text);

/** A GET of a page as a browser makes it (redirects followed unless asked not to): the response, its body read into html, and the URL it ended at. */
export async function get(path: string, redirect: RequestRedirect = "follow") {
  const response = await SELF.fetch(ORIGIN + path, { redirect });
  const html = await response.text();
  return { response: new Response(html, response), html, url: response.url };
}

/** The links inside `scope`: each one's accessible name (its aria-label, else its text) and its href. */
export async function linksIn(html: string, scope: string): Promise<{ name: string; href: string }[]> {
  return (await select(html, `${scope} a`)).map(({ attrs, text }) => ({
    name: attrs["aria-label"] ?? text,
    href: attrs.href ?? "",
  }));
}

/** The text of every heading (h1 to h6) in the page, in document order. */
export const headings = async (html: string) =>
  (await select(html, "*")).filter((f) => /^h[1-6]$/.test(f.tag)).map((f) => f.text);
