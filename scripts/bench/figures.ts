/** One measured figure of a bench run: a row of the console table and an entry in latest.json. */
export type Target = { op: "<" | "<=" | ">=" | "="; value: number };

export type Figure = {
  section: string;
  name: string;
  /** null when the figure could not be measured; `note` then says why. */
  value: number | null;
  unit: string;
  target?: Target;
  /** True when a target exists, the value was measured, and it misses the target. */
  missed?: boolean;
  note?: string;
  /** Secondary numbers shown beside the value (p99, ratios, sizes…). */
  extra?: Record<string, number | string>;
};

function meets(value: number, target: Target): boolean {
  if (target.op === "<") return value < target.value;
  if (target.op === "<=") return value <= target.value;
  if (target.op === ">=") return value >= target.value;
  return value === target.value;
}

export function figure(fields: Omit<Figure, "missed">): Figure {
  const missed = fields.target && fields.value !== null ? !meets(fields.value, fields.target) : undefined;
  return { ...fields, ...(missed === undefined ? {} : { missed }) };
}

/** A figure that could not be measured: recorded with its reason, never a failure of the run. */
export function notAvailable(section: string, name: string, unit: string, reason: string, target?: Target): Figure {
  return figure({ section, name, value: null, unit, note: `n/a (${reason})`, target });
}

export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0].slice(0, 120);
}

/** Runs one measurement; a thrown error becomes an n/a figure instead of ending the bench. */
export async function guarded(
  fallback: { section: string; name: string; unit: string; target?: Target },
  measure: () => Promise<Figure[]>,
): Promise<Figure[]> {
  try {
    return await measure();
  } catch (error) {
    return [notAvailable(fallback.section, fallback.name, fallback.unit, errorReason(error), fallback.target)];
  }
}
