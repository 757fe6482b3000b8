/** Nearest-rank percentile of unsorted samples (p in 0..100). */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Rounds for display and JSON: 2 significant decimals below 10, 1 below 100, whole numbers above. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  const digits = abs < 10 ? 2 : abs < 100 ? 1 : 0;
  return Number(value.toFixed(digits));
}

/** `value / base`, rounded, or "n/a" when either is missing. */
export function ratio(value: number | null | undefined, base: number | null | undefined): number | string {
  if (value == null || base == null || !Number.isFinite(value) || !Number.isFinite(base) || base === 0) return "n/a";
  return round(value / base);
}
