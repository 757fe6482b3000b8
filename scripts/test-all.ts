import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

/**
 * `npm test`: every check in order, each runner's own summary streamed through, then one
 * closing line with the totals. Exits non-zero if any step fails.
 */
type Step = { name: string; command: string; counts?: (output: string) => { passed: number; failed: number } };

const vitestCounts = (output: string) => ({
  passed: Number(/Tests\s+(?:\d+ failed \| )?(\d+) passed/.exec(output)?.[1] ?? 0),
  failed: Number(/Tests\s+(\d+) failed/.exec(output)?.[1] ?? 0),
});
const playwrightCounts = (output: string) => ({
  passed: Number(/^\s*(\d+) passed/m.exec(output)?.[1] ?? 0) + Number(/^\s*(\d+) flaky/m.exec(output)?.[1] ?? 0),
  failed: Number(/^\s*(\d+) failed/m.exec(output)?.[1] ?? 0),
});

/** Checks that read the tree and share nothing: they run side by side, each printed whole when done. */
const checks: Step[] = [
  // `Env` comes from wrangler.toml through `npm run cf-typegen`: a stale worker-configuration.d.ts fails here.
  { name: "typecheck", command: "npm run -s cf-typegen -- --check && npm run -s build && npx tsc --noEmit" },
  { name: "lint", command: "npx eslint --max-warnings=0 ." },
  { name: "format", command: "npx prettier --check ." },
  // Exports nothing imports (knip.json names the entry points): dead code, or an export to drop.
  { name: "unused exports", command: "npx knip --include exports,types" },
  { name: "data", command: "npx tsx scripts/data-check.ts" },
  { name: "test split", command: "npx tsx scripts/check-test-split.ts" },
];
/** Test suites, one after another: each keeps the machine's cores busy on its own (e2e needs the build). */
const suites: Step[] = [
  { name: "unit", command: "npx vitest run --config vitest.config.ts", counts: vitestCounts },
  { name: "integration", command: "npx vitest run --config tests/integration/vitest.config.ts", counts: vitestCounts },
  // `npm start` itself, against clients that hang up, trickle, oversize or crowd it.
  { name: "server", command: "npx vitest run --config tests/server/vitest.config.ts", counts: vitestCounts },
  { name: "e2e", command: "npx tsx scripts/e2e.ts", counts: playwrightCounts },
];

/** Runs a step; `stream` passes its output through as it comes, otherwise it is printed once the step ends. */
function run(step: Step, stream: boolean): Promise<{ code: number; output: string }> {
  const started = Date.now();
  const header = `\n▶ ${step.name}: ${step.command}`;
  if (stream) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const take = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (stream) out.write(chunk);
    };
    child.stdout.on("data", take(process.stdout));
    child.stderr.on("data", take(process.stderr));
    child.on("close", (code) => {
      if (!stream) process.stdout.write(`${header}\n${output}`);
      console.log(
        `◀ ${step.name}: ${code === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      resolve({ code: code ?? 1, output });
    });
  });
}

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
function record(step: Step, { code, output }: { code: number; output: string }) {
  const counts = step.counts?.(stripVTControlCharacters(output));
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (code !== 0) {
    failedSteps.push(step.name);
    if (counts && counts.failed === 0) failed += 1;
  }
}

const only = process.argv.slice(2);
const chosen = (steps: Step[]) => steps.filter((s) => !only.length || only.includes(s.name));
const startedAt = Date.now();
const checked = chosen(checks);
const results = await Promise.all(checked.map((step) => run(step, false)));
checked.forEach((step, i) => record(step, results[i]));
for (const step of chosen(suites)) record(step, await run(step, true));
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
console.log(
  `\n${failedSteps.length ? `failed steps: ${failedSteps.join(", ")}` : "all steps passed"} (${minutes} min)`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
