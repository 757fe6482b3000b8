/** Where a build-time patch lives, for the message when the code it patches has moved. */
export type PatchSite = { plugin: string; dependency: string };

/**
 * `source` with its one occurrence of `find` replaced. A dependency upgrade can move or rewrite the
 * patched code; the build then fails with this message instead of shipping the dependency unpatched.
 */
export function replaceOnce(source: string, find: string, replacement: string, { plugin, dependency }: PatchSite): string {
  if (source.split(find).length !== 2) {
    throw new Error(
      `${plugin}: ${JSON.stringify(find.trim().split("\n")[0])} is not where it was (${dependency} upgraded?). ` +
        `Check scripts/vite/${plugin}.ts against it, or drop the patch.`,
    );
  }
  return source.replace(find, () => replacement);
}
