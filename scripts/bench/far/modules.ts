import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import ts from "typescript";
import type { FarDelays } from "./bindings";

const ENTRY = "bench-entry.js";
const BINDINGS = "bench-bindings.js";

/** bindings.ts as the JavaScript workerd loads: it has no imports, so a transpile is all it needs. */
function bindingsModule(): string {
  const source = readFileSync(join(import.meta.dirname, "bindings.ts"), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return outputText;
}

/**
 * The bench Worker's modules, entry first: an entry that hands the unchanged bundle its bindings (far ones
 * with `delays`), then the bundle, then the wrapper. Miniflare has no `wrappedBindings` option, so the
 * wrapping happens at the entry.
 */
export function benchModules(main: string, delays: FarDelays | null) {
  const root = dirname(main);
  const entry = [
    `import worker from "./${basename(main)}";`,
    `import { benchWorker } from "./${BINDINGS}";`,
    `export default benchWorker(worker, ${JSON.stringify(delays)});`,
  ].join("\n");
  return [
    { type: "ESModule" as const, path: join(root, ENTRY), contents: entry },
    { type: "ESModule" as const, path: main },
    { type: "ESModule" as const, path: join(root, BINDINGS), contents: bindingsModule() },
  ];
}
