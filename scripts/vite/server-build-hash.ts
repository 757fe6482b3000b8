import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/** Stands in the server code for the hash of the server build it ends up in (app/entry.server.tsx). */
export const SERVER_BUILD_HASH_PLACEHOLDER = "__SERVER_BUILD_HASH__";

/**
 * Replaces the placeholder in a bundle's chunks with a hash of all of them (taken with the
 * placeholder still in place, so it is stable): the same code, the same hash.
 */
export function stampBuildHash(chunks: { fileName: string; code: string }[]): string | null {
  const stamped = chunks.filter((chunk) => chunk.code.includes(SERVER_BUILD_HASH_PLACEHOLDER));
  if (!stamped.length) return null;
  const hash = createHash("sha256");
  for (const chunk of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) hash.update(chunk.code);
  const digest = hash.digest("hex").slice(0, 12);
  for (const chunk of stamped) chunk.code = chunk.code.replaceAll(SERVER_BUILD_HASH_PLACEHOLDER, digest);
  return digest;
}

/**
 * The edge cache keys pages by build. The client manifest's version misses server-only changes (a
 * loader), so this stamps a hash of the server build itself.
 */
export function serverBuildHash(): Plugin {
  return {
    name: "server-build-hash",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      stampBuildHash(chunks);
    },
  };
}
