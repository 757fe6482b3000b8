/** The date shapes the evidence uses, one definition each: the seed, the upload form and data:check share them. */
export function isMonth(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** A list dated only by its year ("2025") is dated well enough for its published field. */
export function isMonthOrYear(value: unknown): value is string {
  return isMonth(value) || (typeof value === "string" && /^\d{4}$/.test(value));
}

/** A real calendar day: "2025-02-30" has the right shape but no such day. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
