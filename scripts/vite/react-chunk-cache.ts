import type { Plugin } from "vite";
import { replaceExactly, replaceOnce, sourcePatchPlugin } from "./patch-source";

/**
 * React 18's streaming renderer (react-dom/server, browser build) encodes every attribute name,
 * attribute value and text node with its own TextEncoder.encode call; in workerd each call costs
 * about a microsecond, thousands per page (React's source notes the uncached attribute names as a
 * TODO). This build-time patch memoizes the encoding of short strings, which repeat across a page
 * (class names, rel and target values, badge names). Cached chunks are at most 256 bytes, and React
 * copies any chunk that fits its view (below) into that view, never handing ours to the stream, as
 * it already does with its own precomputed chunks. The output is byte-for-byte the same (tested).
 */
const RENDERER = /react-dom-server\.browser\.production\.min\.js$/;
const STRING_TO_CHUNK = "function u(a){return ca.encode(a)}";
const MAX_LENGTH = 256;
const MAX_ENTRIES = 4096;

const CACHED_STRING_TO_CHUNK =
  `var chunkCache=new Map;` +
  `function u(a){if(a.length>${MAX_LENGTH})return ca.encode(a);var c=chunkCache.get(a);` +
  `if(c===void 0){c=ca.encode(a);chunkCache.size>=${MAX_ENTRIES}&&chunkCache.clear();chunkCache.set(a,c)}return c}`;

const SITE = { plugin: "react-chunk-cache", dependency: "react-dom" };

/** The renderer's source with stringToChunk memoized; throws if React changed under us. */
export function withCachedChunks(source: string): string {
  return replaceOnce(source, STRING_TO_CHUNK, CACHED_STRING_TO_CHUNK, SITE);
}

/**
 * React 18 gathers its output in 512-byte views and hands each full one to the stream: a 180 KB
 * page becomes some 350 chunks, each enqueued, read by the edge cache (which buffers a missed page
 * whole before sending it) and copied. With 16 KB views the same page is a dozen chunks: on `/`
 * about half a millisecond less (React 19 moved to larger views too). Nothing waits longer for
 * it: React still hands over a part-filled view at the end of every flush, so a streamed response
 * (a signed-in visitor's) arrives in the same pieces of work as before, only in fewer chunks.
 */
export const VIEW_SIZE = 16 * 1024;
const VIEW_ALLOCATIONS = 4;

/** The renderer's source with 16 KB views; throws if React changed under us. */
export function withLargerViews(source: string): string {
  const resized = replaceExactly(source, "new Uint8Array(512)", `new Uint8Array(${VIEW_SIZE})`, VIEW_ALLOCATIONS, SITE);
  // Chunks longer than a view skip it and go to the stream as they are.
  return replaceOnce(resized, "if(512<b.length)", `if(${VIEW_SIZE}<b.length)`, SITE);
}

/** Applies both patches to the production streaming renderer in builds (dev renders unpatched). */
export function reactChunkCache(): Plugin {
  return sourcePatchPlugin(SITE, RENDERER, (source) => withLargerViews(withCachedChunks(source)));
}
