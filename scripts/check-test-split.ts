import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { relative } from "node:path";

/**
 * Every test file runs under exactly one Vitest config (unit, integration or server). Asks each
 * config for its files, so the check reads their real include and exclude.
 */
const CONFIGS = ["vitest.config.ts", "tests/integration/vitest.config.ts", "tests/server/vitest.config.ts"];

function filesOf(config: string): string[] {
  const json = execFileSync("npx", ["vitest", "list", "--filesOnly", "--json", "--config", config], {
    encoding: "utf8",
  });
  return (JSON.parse(json) as { file: string }[]).map((t) => relative(process.cwd(), t.file));
}

const runs = new Map<string, string[]>();
for (const config of CONFIGS) for (const file of filesOf(config)) runs.set(file, [...(runs.get(file) ?? []), config]);

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" });
const testFiles = tracked.split("\n").filter((f) => /\.test\.tsx?$/.test(f) && existsSync(f));

const problems = [
  ...[...runs].filter(([, configs]) => configs.length > 1).map(([f, c]) => `${f} runs under both ${c.join(" and ")}`),
  ...testFiles.filter((f) => !runs.has(f)).map((f) => `${f} runs under no config`),
];
for (const problem of problems) console.error(problem);
console.log(
  problems.length ? `test split: ${problems.length} problem(s)` : `test split: ${runs.size} files, one config each`,
);
process.exit(problems.length ? 1 : 0);
