import type { Plugin } from "vite";

/** Where a build-time patch lives, for the message when the code it patches has moved. */
type PatchSite = { plugin: string; dependency: string };

/**
 * `source` with each of exactly `times` occurrences of `find` replaced. A dependency upgrade can
 * move or rewrite the patched code; the build then fails with this message instead of shipping the
 * dependency unpatched (or half patched).
 */
export function replaceExactly(
  source: string,
  find: string,
  replacement: string,
  times: number,
  { plugin, dependency }: PatchSite,
): string {
  const parts = source.split(find);
  if (parts.length !== times + 1) {
    throw new Error(
      `${plugin}: ${JSON.stringify(find.trim().split("\n")[0])} is not where it was (${dependency} upgraded?). ` +
        `Check scripts/vite/${plugin}.ts against it, or drop the patch.`,
    );
  }
  return parts.join(replacement);
}

/** `source` with its one occurrence of `find` replaced (see replaceExactly). */
export function replaceOnce(source: string, find: string, replacement: string, site: PatchSite): string {
  return replaceExactly(source, find, replacement, 1, site);
}

/**
 * A build-only Vite plugin that patches the dependency files matching `file` (named by the patch's
 * site). Only the files themselves: not the virtual modules ("\0…?commonjs-…") Rollup derives from them.
 */
export function sourcePatchPlugin(site: PatchSite, file: RegExp, patch: (source: string) => string): Plugin {
  return {
    name: site.plugin,
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (id.startsWith("\0") || id.includes("?") || !file.test(id)) return null;
      return { code: patch(code), map: null };
    },
  };
}
