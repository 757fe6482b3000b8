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

const steps: Step[] = [
  // `Env` comes from wrangler.toml through `npm run cf-typegen`: a stale worker-configuration.d.ts fails here.
  { name: "typecheck", command: "npm run -s cf-typegen -- --check && npm run -s build && npx tsc --noEmit" },
  { name: "lint", command: "npx eslint --max-warnings=0 ." },
  { name: "format", command: "npx prettier --check ." },
  // Exports nothing imports (knip.json names the entry points): dead code, or an export to drop.
  { name: "unused exports", command: "npx knip --include exports,types" },
  { name: "data", command: "npx tsx scripts/data-check.ts" },
  { name: "test split", command: "npx tsx scripts/check-test-split.ts" },
  { name: "unit", command: "npx vitest run --config vitest.config.ts", counts: vitestCounts },
  { name: "integration", command: "npx vitest run --config tests/integration/vitest.config.ts", counts: vitestCounts },
  // `npm start` itself, against clients that hang up, trickle, oversize or crowd it.
  { name: "server", command: "npx vitest run --config tests/server/vitest.config.ts", counts: vitestCounts },
  { name: "e2e", command: "npx tsx scripts/e2e.ts", counts: playwrightCounts },
];

function run(step: Step): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    console.log(`\n▶ ${step.name}: ${step.command}`);
    const child = spawn(step.command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const only = process.argv.slice(2);
for (const step of steps.filter((s) => !only.length || only.includes(s.name))) {
  const { code, output } = await run(step);
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
console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(", ")}` : "all steps passed"}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
