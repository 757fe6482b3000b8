import { isValidEmail } from "~/lib/auth-validation";

export const REPORT_KINDS = ["closed", "moved", "wrong-info", "other"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  closed: "It has closed",
  moved: "It has moved",
  "wrong-info": "Wrong information",
  other: "Something else",
};

export const MAX_DETAILS_LENGTH = 1000;

export const REPORT_MESSAGES = {
  kind: "Please choose what is wrong.",
  email: "Please enter a valid email address, or leave it empty.",
  details: (length: number) =>
    `Please keep the details to ${MAX_DETAILS_LENGTH.toLocaleString("en-US")} characters (this has ${length.toLocaleString("en-US")}).`,
} as const;

/** The form as typed: what a re-shown form puts back. */
export type ReportFields = { kind: string; details: string; email: string };
export type ReportErrors = Partial<Record<keyof ReportFields, string>>;
/** What a re-shown form needs: the fields as typed, a message per field, or one for the whole form. */
export type ReportReply = { fields: ReportFields; errors: ReportErrors; error: string | null };
export type Report = { kind: ReportKind; details: string | null; email: string | null };

const isKind = (value: string): value is ReportKind => (REPORT_KINDS as readonly string[]).includes(value);

/** Control characters other than tab and newline only garble an admin's view; line ends become "\n". */
export function cleanReportText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/(?![\t\n])\p{Cc}/gu, "")
    .trim();
}

/** Shared by the browser (instant messages) and the server, which repeats every check. */
export function readReport(
  fields: ReportFields,
): { report: Report; errors: null } | { report: null; errors: ReportErrors } {
  const details = cleanReportText(fields.details);
  const email = fields.email.trim();
  const kind = isKind(fields.kind) ? fields.kind : null;
  const errors: ReportErrors = {};
  if (!kind) errors.kind = REPORT_MESSAGES.kind;
  if (details.length > MAX_DETAILS_LENGTH) errors.details = REPORT_MESSAGES.details(details.length);
  if (email && !isValidEmail(email)) errors.email = REPORT_MESSAGES.email;
  if (!kind || Object.keys(errors).length) return { report: null, errors };
  return { report: { kind, details: details || null, email: email || null }, errors: null };
}

/** Form values as strings: a missing or repeated-as-file field reads as empty. */
export function reportFields(form: FormData): ReportFields {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { kind: text("kind"), details: text("details"), email: text("email") };
}
