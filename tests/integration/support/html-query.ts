import { SELF } from "cloudflare:test";
import { decode, ORIGIN } from "./seo-support";

/**
 * An element of a served page: its tag, its attributes, its text (all text inside it, as textContent,
 * spaces collapsed), its accessible name (aria-label, else its text without aria-hidden parts,
 * elements' edges read as spaces) and the text of each of its child elements (a row's cells).
 */
export type Found = { tag: string; attrs: Record<string, string>; text: string; name: string; childTexts: string[] };

type Node = { tag: string; attrs: Record<string, string>; matched: boolean; children: (Node | string)[] };

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
const MATCH = "data-html-query-match";

/** HTMLRewriter's attributes are [name, value] pairs (the DOM's typings say otherwise). */
const attributesOf = (e: Element) =>
  Object.fromEntries([...(e.attributes as unknown as Iterable<[string, string]>)].map(([k, v]) => [k, decode(v)]));

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function textOf(node: Node): string {
  return node.children.map((c) => (typeof c === "string" ? c : textOf(c))).join("");
}

function nameOf(node: Node): string {
  if (node.attrs["aria-hidden"] === "true") return "";
  return node.children.map((c) => (typeof c === "string" ? c : ` ${nameOf(c)} `)).join("");
}

/**
 * Every element matching a CSS selector (HTMLRewriter's: tags, attributes, descendant and child
 * combinators), in document order, read with workerd's own streaming HTML parser. Scripts' text is
 * left out, as a browser's textContent of the page's elements leaves it out of what it shows.
 */
export async function select(html: string, selector: string): Promise<Found[]> {
  // First the selector marks what it matches, then the marked page is read into a tree.
  const marked = await new HTMLRewriter()
    .on(selector, { element: (e) => void e.setAttribute(MATCH, "") })
    .transform(new Response(html))
    .text();
  const root: Node = { tag: "#document", attrs: {}, matched: false, children: [] };
  const found: Node[] = [];
  let current = root;
  await new HTMLRewriter()
    .on("*", {
      element(e) {
        const attrs = attributesOf(e);
        const matched = MATCH in attrs;
        delete attrs[MATCH];
        const node: Node = { tag: e.tagName, attrs, matched, children: [] };
        current.children.push(node);
        if (matched) found.push(node);
        if (VOID.has(e.tagName)) return;
        const parent = current;
        current = node;
        e.onEndTag(() => void (current = parent));
      },
    })
    .onDocument({
      text(t) {
        if (current.tag !== "script" && current.tag !== "style") current.children.push(decode(t.text));
      },
    })
    .transform(new Response(marked))
    .text();
  return found.map((node) => ({
    tag: node.tag,
    attrs: node.attrs,
    text: collapse(textOf(node)),
    name: collapse(node.attrs["aria-label"] ?? nameOf(node)),
    childTexts: node.children.flatMap((c) => (typeof c === "string" ? [] : [collapse(textOf(c))])),
  }));
}

/** The page as a browser without JavaScript reads it: what <noscript> holds is markup, not text. */
export const withoutScripting = (html: string) => html.replace(/<\/?noscript\b[^>]*>/g, "");

/** The text of each element matching `selector`. */
export const textsOf = async (html: string, selector: string) => (await select(html, selector)).map((f) => f.text);

/** The links inside `scope`: each one's accessible name and its href. */
export async function linksIn(html: string, scope: string): Promise<{ name: string; href: string }[]> {
  return (await select(html, `${scope} a`)).map(({ attrs, name }) => ({ name, href: attrs.href ?? "" }));
}

/** The text of every heading (h1 to h6) in the page, in document order. */
export const headings = async (html: string) =>
  (await select(html, "*")).filter((f) => /^h[1-6]$/.test(f.tag)).map((f) => f.text);

/** A GET of a page as a browser makes it (redirects followed unless asked not to): the response, its body read into html, and the URL it ended at. */
export async function get(path: string, redirect: RequestRedirect = "follow") {
  const response = await SELF.fetch(ORIGIN + path, { redirect });
  const html = await response.text();
  return { response: new Response(html, response), html, url: response.url };
}
