import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import ts from "typescript";
import type { FarDelays } from "./bindings";

const ENTRY = "bench-far-entry.js";
const BINDINGS = "bench-far-bindings.js";

/** bindings.ts as the JavaScript workerd loads: it has no imports, so a transpile is all it needs. */
function bindingsModule(): string {
  const source = readFileSync(join(import.meta.dirname, "bindings.ts"), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return outputText;
}

/**
 * The modules of the far Worker, entry first: a two-line entry that hands the frozen bundle (`main`,
 * unchanged) far bindings, then the bundle, then the wrapper. Miniflare 5 has no `wrappedBindings`
 * option any more, so the wrapping happens at the Worker's entry instead, in the same isolate.
 */
export function farModules(main: string, delays: FarDelays) {
  const root = dirname(main);
  const entry = [
    `import worker from "./${basename(main)}";`,
    `import { farWorker } from "./${BINDINGS}";`,
    `export default farWorker(worker, ${JSON.stringify(delays)});`,
  ].join("\n");
  return [
    { type: "ESModule" as const, path: join(root, ENTRY), contents: entry },
    { type: "ESModule" as const, path: main },
    { type: "ESModule" as const, path: join(root, BINDINGS), contents: bindingsModule() },
  ];
}
