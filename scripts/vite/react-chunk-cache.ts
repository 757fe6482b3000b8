import type { Plugin } from "vite";
import { replaceOnce } from "./patch-source";

/**
 * React 18's streaming renderer (react-dom/server, browser build) encodes every attribute name,
 * attribute value and text node with its own TextEncoder.encode call; in workerd each call costs
 * about a microsecond, thousands per page (React's source notes the uncached attribute names as a
 * TODO). This build-time patch memoizes the encoding of short strings, which repeat across a page
 * (class names, rel and target values, badge names). Cached chunks are at most 256 bytes, and React
 * copies any chunk under 512 bytes into its own buffer, never handing ours to the stream, as it
 * already does with its own precomputed chunks. The output is byte-for-byte the same (tested).
 */
const RENDERER = /react-dom-server\.browser\.production\.min\.js$/;
const STRING_TO_CHUNK = "function u(a){return ca.encode(a)}";
const MAX_LENGTH = 256;
const MAX_ENTRIES = 4096;

const CACHED_STRING_TO_CHUNK =
  `var chunkCache=new Map;` +
  `function u(a){if(a.length>${MAX_LENGTH})return ca.encode(a);var c=chunkCache.get(a);` +
  `if(c===void 0){c=ca.encode(a);chunkCache.size>=${MAX_ENTRIES}&&chunkCache.clear();chunkCache.set(a,c)}return c}`;

/** The renderer's source with stringToChunk memoized; throws if React changed under us. */
export function withCachedChunks(source: string): string {
  return replaceOnce(source, STRING_TO_CHUNK, CACHED_STRING_TO_CHUNK, {
    plugin: "react-chunk-cache",
    dependency: "react-dom",
  });
}

/** Applies withCachedChunks to the production streaming renderer in builds (dev renders unpatched). */
export function reactChunkCache(): Plugin {
  return {
    name: "react-chunk-cache",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      // Only the file itself: not the virtual modules ("\0…?commonjs-…") Rollup derives from it.
      if (id.startsWith("\0") || id.includes("?") || !RENDERER.test(id)) return null;
      return { code: withCachedChunks(code), map: null };
    },
  };
}
