import { gzipSync } from "node:zlib";
import { HELD_ATTRIBUTE } from "../../app/lib/after-paint";
import { figure, notAvailable, type Figure } from "./figures";
import { getText } from "./http";
import type { PageRoute } from "./routes";
import { round } from "./stats";
import { HOME_JS_GZIP_KB, homeHtmlCeiling, type Size } from "./targets";

const SECTION = "Bytes shipped (KB = 1,024 bytes)";

type Totals = { raw: number; gzip: number; files: string[] };

const kb = (bytes: number) => round(bytes / 1024);
const sizes = (text: string) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text).length });

/** A module preload, live or held until the first paint (lib/after-paint.ts). */
const MODULE_PRELOAD = new RegExp(`\\b(rel="modulepreload"|${HELD_ATTRIBUTE}\\b)`);
/** An inline module script, live or held, and its text. */
const MODULE_SCRIPT = new RegExp(`<script\\b[^>]*(?:type="module"|${HELD_ATTRIBUTE})[^>]*>([\\s\\S]*?)</script>`, "g");

/**
 * Scripts and stylesheets a page loads before any interaction: tags, modulepreloads, inline `import`s,
 * the preloads and module script held until the first paint (lib/after-paint.ts) included.
 */
function assetsOf(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js = tags.flatMap((t) =>
    t.startsWith("<script") ? [attr(t, "src")] : MODULE_PRELOAD.test(t) ? [attr(t, "href")] : [],
  );
  const css = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => attr(t, "href"));
  const inline = [...html.matchAll(MODULE_SCRIPT)].flatMap((m) =>
    [...m[1].matchAll(/import\s*(?:[^"'();]*?from\s*)?["']([^"']+\.js)["']/g)].map((i) => i[1]),
  );
  const defined = (list: (string | undefined)[]) => list.filter((v): v is string => !!v);
  return { js: defined([...js, ...inline]), css: defined(css) };
}

/** Sums the files and every module they import statically (lazy `import()` chunks are not counted). */
async function sumFiles(base: string, start: string[], followImports: boolean): Promise<Totals & { texts: string[] }> {
  const seen = new Set<string>();
  const queue = start.map((p) => new URL(p, base).pathname);
  const totals = { raw: 0, gzip: 0, files: [] as string[], texts: [] as string[] };
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const { status, text } = await getText(base, path);
    if (status !== 200) throw new Error(`${status} for ${path}`);
    const { raw, gzip } = sizes(text);
    totals.raw += raw;
    totals.gzip += gzip;
    totals.files.push(path);
    totals.texts.push(text);
    if (!followImports) continue;
    for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(m[1], new URL(path, base)).pathname);
    }
  }
  return totals;
}

async function pageBytes(base: string, page: PageRoute, withHtml: boolean, size: Size): Promise<Figure[]> {
  const { status, text: html } = await getText(base, page.path!);
  if (status !== 200) throw new Error(`${status} at ${page.path}`);
  const { js, css } = assetsOf(html);
  const scripts = await sumFiles(base, js, true);
  const styles = await sumFiles(base, css, false);
  // A stylesheet inlined in <head>, if any, is part of the HTML's bytes too (today's is a linked file).
  const inline = sizes([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(""));
  const leaflet = scripts.files.filter((f, i) => /leaflet/i.test(f) || scripts.texts[i].includes("leafletjs.com"));
  const isHome = page.key === "home";
  const figures: Figure[] = [];
  if (withHtml) {
    const h = sizes(html);
    figures.push(
      figure({
        section: SECTION,
        name: `HTML of ${page.label} (raw)`,
        value: kb(h.raw),
        unit: "KB",
        target: isHome ? homeHtmlCeiling(size) : undefined,
        extra: { gzip: `${kb(h.gzip)} KB` },
      }),
    );
  }
  figures.push(
    figure({
      section: SECTION,
      name: `JavaScript for ${page.label} before interaction (gzip)`,
      value: kb(scripts.gzip),
      unit: "KB",
      target: isHome ? HOME_JS_GZIP_KB : undefined,
      extra: {
        raw: `${kb(scripts.raw)} KB`,
        files: scripts.files.length,
        leaflet: leaflet.length ? leaflet.join(" ") : "none",
      },
    }),
    figure({
      section: SECTION,
      name: `CSS for ${page.label} (gzip)`,
      value: kb(styles.gzip + inline.gzip),
      unit: "KB",
      extra: {
        raw: `${kb(styles.raw + inline.raw)} KB`,
        files: styles.files.length,
        "inline in the HTML": `${kb(inline.raw)} KB raw`,
      },
    }),
  );
  if (isHome && leaflet.length)
    figures.push(
      figure({
        section: SECTION,
        name: "Leaflet on / before interaction",
        value: leaflet.length,
        unit: "files",
        target: { op: "=", value: 0 },
      }),
    );
  return figures;
}

/** HTML of /, and the JavaScript and CSS shipped for / and for a profile, raw and gzipped. */
export async function measureBytes(base: string, pages: PageRoute[], size: Size): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const key of ["home", "profile"]) {
    const page = pages.find((p) => p.key === key)!;
    try {
      if (!page.path) throw new Error("no profile linked from /");
      figures.push(...(await pageBytes(base, page, key === "home", size)));
    } catch (error) {
      figures.push(notAvailable(SECTION, `JavaScript and CSS for ${page.label}`, "KB", (error as Error).message));
    }
  }
  return figures;
}
