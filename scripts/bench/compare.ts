import type { Figure } from "./figures";
import { ratio } from "./stats";

/**
 * The new build's figures, each beside the baseline's and new/baseline: under 1 is faster for a time,
 * slower for a rate.
 */
export function compareWithBaseline(perBuild: Figure[][]): Figure[] {
  const [current, baseline] = perBuild;
  if (!baseline) return current;
  const key = (f: Figure) => `${f.section}\n${f.name}`;
  const before = new Map(baseline.map((f) => [key(f), f]));
  return current.map((f) => {
    const old = before.get(key(f));
    const shown = old?.value == null ? "n/a" : `${old.value.toLocaleString("en-US")} ${old.unit}`.trim();
    return { ...f, extra: { "new/baseline": ratio(f.value, old?.value), baseline: shown, ...f.extra } };
  });
}

/** Runs `measure` once per server (the builds, in order) and compares the results. */
export async function measureEach(bases: string[], measure: (base: string) => Promise<Figure[]>): Promise<Figure[]> {
  const perBuild: Figure[][] = [];
  for (const base of bases) perBuild.push(await measure(base));
  return compareWithBaseline(perBuild);
}
