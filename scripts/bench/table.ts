import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Figure, Target } from "./figures";

export const RESULTS_FILE = "bench/results/latest.json";

const OPS: Record<Target["op"], string> = { "<": "<", "<=": "≤", ">=": "≥", "=": "=" };

function withUnit(value: number | string, unit: string): string {
  const shown = typeof value === "number" ? value.toLocaleString("en-US", { maximumFractionDigits: 2 }) : value;
  return unit ? `${shown} ${unit}` : shown;
}

function targetText(f: Figure): string {
  return f.target ? `${OPS[f.target.op]} ${withUnit(f.target.value, f.unit)}` : "";
}

function mark(f: Figure): string {
  if (!f.target) return "";
  if (f.value === null) return "?";
  return f.missed ? "✗" : "✓";
}

function details(f: Figure): string {
  const extra = Object.entries(f.extra ?? {}).map(([key, value]) => `${key} ${value}`);
  return [...(f.value === null && f.note ? [f.note] : []), ...extra].join(" · ");
}

/** The console table: one block per section; ✗ marks a missed target, ? a target that could not be measured. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((f) => ({
    section: f.section,
    cells: [f.name, f.value === null ? "n/a" : withUnit(f.value, f.unit), targetText(f), mark(f), details(f)],
  }));
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r.cells[i].length), 0));
  const lines: string[] = [];
  let section = "";
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      lines.push("", section);
    }
    const [name, value, target, flag, extra] = row.cells;
    lines.push(
      `  ${name.padEnd(widths[0])}  ${value.padStart(widths[1])}  ${target.padEnd(widths[2])} ${flag.padEnd(widths[3])}  ${extra}`.trimEnd(),
    );
  }
  const missed = figures.filter((f) => f.missed);
  const unmeasured = figures.filter((f) => f.value === null);
  lines.push(
    "",
    `${missed.length} target(s) missed (✗), ${unmeasured.length} figure(s) n/a; details in ${RESULTS_FILE}`,
  );
  return lines.join("\n");
}

export function writeResults(results: object): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
