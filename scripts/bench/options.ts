import { parseArgs } from "node:util";
import type { FarDelays } from "./far/bindings";
import { SIZES, type Size } from "./targets";

/** The bench's measurements, by the name `--only` takes. */
export const PHASES = ["server", "map", "zip", "throughput", "bytes", "lighthouse", "imports"] as const;
export type Phase = (typeof PHASES)[number];

/** A far POP's round trips when `--far` names none: to D1's primary, to KV's central store, to KV's local copy. */
const FAR_DEFAULTS: FarDelays = { d1: 80, kvMiss: 40, kvHit: 2 };
const FAR_KEYS: Record<string, keyof FarDelays> = { d1: "d1", kvmiss: "kvMiss", kvhit: "kvHit" };

export type BenchOptions = {
  restaurants: Size;
  phases: Set<Phase>;
  far: FarDelays | null;
  baseline: string | null;
  help: boolean;
};

export const HELP = `npm run bench [-- options]   (docs/bench.md)

  --restaurants 300|10000|100000   the largest dataset measured (default 100000)
  --only server,throughput,...     only these measurements: ${PHASES.join(", ")}
  --far[=d1:80,kvmiss:40,kvhit:2]  also measure as a far POP: each D1 call (a batch is one), KV miss
                                   and KV hit waits that many ms before its answer (defaults shown)
  --baseline <git ref>             also build <ref> in a git worktree and measure both builds in turns;
                                   each figure shows new/baseline
  --help                           this text`;

/** `d1:80,kvmiss:40,kvhit:2`, any of them, in any order; an empty spec is the defaults. */
export function parseFarDelays(spec: string): FarDelays {
  const delays = { ...FAR_DEFAULTS };
  for (const part of spec.split(",").filter(Boolean)) {
    const [name, ms, extra] = part.split(":");
    const key = FAR_KEYS[name.trim().toLowerCase()];
    const value = Number(ms);
    if (!key || extra !== undefined || ms === undefined || ms.trim() === "" || !(value >= 0))
      throw new Error(`--far: "${part}" is not d1:<ms>, kvmiss:<ms> or kvhit:<ms>`);
    delays[key] = value;
  }
  return delays;
}

function parsePhases(list: string | undefined): Set<Phase> {
  if (!list) return new Set(PHASES);
  const names = list.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(PHASES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`--only: unknown ${unknown.join(", ")} (one of ${PHASES.join(", ")})`);
  return new Set(names as Phase[]);
}

/** The bench's command line; throws with a message fit for the console on anything it cannot read. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  // A bare --far takes the defaults; node's parseArgs wants a value for a string option.
  const args = argv.map((arg) => (arg === "--far" ? "--far=" : arg));
  const { values } = parseArgs({
    args,
    options: {
      restaurants: { type: "string", default: "100000" },
      only: { type: "string" },
      far: { type: "string" },
      baseline: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  const restaurants = Number(values.restaurants.replace(/[,_]/g, "")) as Size;
  if (!SIZES.includes(restaurants)) throw new Error(`--restaurants must be one of ${SIZES.join(", ")}`);
  if (values.baseline !== undefined && !values.baseline.trim()) throw new Error("--baseline needs a git ref");
  return {
    restaurants,
    phases: parsePhases(values.only),
    far: values.far === undefined ? null : parseFarDelays(values.far),
    baseline: values.baseline ?? null,
    help: values.help,
  };
}
