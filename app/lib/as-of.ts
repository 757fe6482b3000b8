const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * Made on first use, once: a formatter costs its time zone data, about 20 ms of a phone's main thread while the
 * page's scripts load, and the dates pages show (list editions, read dates) are calendar dates that need none.
 */
let laMonth: Intl.DateTimeFormat | undefined;

/** "November 2026". Bare dates read mid-month at noon UTC so LA's clock cannot shift them; timestamps in LA time. */
export function asOfMonth(value: string | null): string | null {
  if (!value) return null;
  const calendar = /^\d{4}-\d{2}(-\d{2})?$/.exec(value);
  const date = new Date(calendar ? `${value.slice(0, 7)}-${calendar[1] ? value.slice(8) : "15"}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  // Noon UTC is the same day in Los Angeles (UTC−8 or −7), so a calendar date's month is its UTC month.
  if (calendar) return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  laMonth ??= new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "America/Los_Angeles" });
  return laMonth.format(date);
}

const LA_YEAR_MONTH = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  timeZone: "America/Los_Angeles",
});

/** "2026-11": the month a moment falls in, in Los Angeles, whose restaurants these are. */
export function laYearMonth(when: Date | number): string {
  const parts = LA_YEAR_MONTH.formatToParts(when);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

const LA_DAY = new Intl.DateTimeFormat("en-CA", { dateStyle: "short", timeZone: "America/Los_Angeles" });

/** "2026-11-27": the day a moment falls on in Los Angeles (en-CA writes days as YYYY-MM-DD). */
export function laDay(when: Date | number): string {
  return LA_DAY.format(when);
}
