import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import type { Plugin } from "vite";
import { replaceOnce } from "./patch-source";

/**
 * Remix matches a request's URL against the route table several times per request (the server's
 * route match, the static handler's query, the React router's render), and each match flattens and
 * ranks every route and compiles each candidate path into a new RegExp: about a fifth of a category
 * page's CPU time. The table never changes inside a Worker, so this build step writes a copy of
 * @remix-run/router that keeps the ranked branches per route array (a WeakMap) and the compiled
 * paths per (path, case, end), and wrangler.toml's [alias] bundles that copy into the Worker. It
 * also remembers each table's answer per pathname (the server's own tables live as long as the
 * Worker, and a page's URL is matched against them on every request), handing out copies so no
 * caller can change another's. The browser keeps the original (routes are discovered and patched
 * there as the user navigates). Matching returns exactly what it did (tested).
 */
const PATCHED_ROUTER = "build/vendor/remix-router.cjs";

const RANK = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n";
const RANK_CACHED =
  "  let branches = rankedBranches.get(routes);\n" +
  "  if (branches === undefined) {\n" +
  "    branches = flattenRoutes(routes);\n" +
  "    rankRouteBranches(branches);\n" +
  "    rankedBranches.set(routes, branches);\n" +
  "  }\n";
const MATCH = "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {";
const MAX_REMEMBERED = 1000;
/** Per ranked table: pathname (and partial or not) → its matches, copied out on every use. */
const REMEMBER =
  `const rememberedMatches = new WeakMap();\n` +
  `function copyMatches(matches) {\n` +
  `  return matches === null ? null : matches.map((match) => ({ ...match, params: { ...match.params } }));\n` +
  `}\n`;
const LOOP_START = "  let matches = null;\n  let decoded = decodePath(pathname);\n";
const LOOP_START_REMEMBERED =
  "  let remembered = rememberedMatches.get(branches);\n" +
  "  if (remembered === undefined) rememberedMatches.set(branches, (remembered = new Map()));\n" +
  '  const memoKey = pathname + "\\0" + (allowPartial ? 1 : 0);\n' +
  "  if (remembered.has(memoKey)) return copyMatches(remembered.get(memoKey));\n" +
  LOOP_START;
const LOOP_END = "    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n  return matches;\n}\n";
const LOOP_END_REMEMBERED =
  "    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n" +
  `  if (remembered.size >= ${MAX_REMEMBERED}) remembered.clear();\n` +
  "  remembered.set(memoKey, matches);\n" +
  "  return copyMatches(matches);\n}\n";
const COMPILE = "function compilePath(path, caseSensitive, end) {";
const MAX_COMPILED = 1000;
const COMPILE_CACHED =
  `const compiledPaths = new Map();\n` +
  `function compilePath(path, caseSensitive, end) {\n` +
  `  const key = path + "\\0" + caseSensitive + "\\0" + end;\n` +
  `  let compiled = compiledPaths.get(key);\n` +
  `  if (compiled === undefined) {\n` +
  `    compiled = compilePathUncached(path, caseSensitive, end);\n` +
  `    if (compiledPaths.size >= ${MAX_COMPILED}) compiledPaths.clear();\n` +
  `    compiledPaths.set(key, compiled);\n` +
  `  }\n` +
  `  return compiled;\n` +
  `}\n` +
  `function compilePathUncached(path, caseSensitive, end) {`;

const SITE = { plugin: "remix-router-cache", dependency: "@remix-run/router" };

/** The router's CommonJS source with matching memoized; throws if the router changed under us. */
export function withCachedMatching(source: string): string {
  let patched = replaceOnce(source, MATCH, `const rankedBranches = new WeakMap();\n${REMEMBER}${MATCH}`, SITE);
  patched = replaceOnce(patched, RANK, RANK_CACHED, SITE);
  patched = replaceOnce(patched, LOOP_START, LOOP_START_REMEMBERED, SITE);
  patched = replaceOnce(patched, LOOP_END, LOOP_END_REMEMBERED, SITE);
  patched = replaceOnce(patched, COMPILE, COMPILE_CACHED, SITE);
  return patched.replace(/\n\/\/# sourceMappingURL=.*\n?$/, "\n");
}

/** The installed router's CommonJS build (its package "main"). */
export function routerSourcePath(): string {
  return createRequire(import.meta.url).resolve("@remix-run/router");
}

/** Writes PATCHED_ROUTER at the end of every production build (wrangler bundles it from there). */
export function remixRouterCache(): Plugin {
  return {
    name: "remix-router-cache",
    apply: "build",
    closeBundle() {
      mkdirSync(dirname(PATCHED_ROUTER), { recursive: true });
      writeFileSync(PATCHED_ROUTER, withCachedMatching(readFileSync(routerSourcePath(), "utf8")));
    },
  };
}
