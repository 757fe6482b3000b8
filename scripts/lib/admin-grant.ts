import { isValidEmail, normalizeEmail } from "~/lib/auth-validation";

type GrantArgs = { email: string; remote: boolean };

export const USAGE = "usage: npm run admin:grant -- someone@example.com [--remote]";

/** `admin:grant -- <email> [--remote]`: one valid email, one optional flag, nothing else. */
export function parseGrantArgs(argv: string[]): GrantArgs | { error: string } {
  const remote = argv.includes("--remote");
  const rest = argv.filter((arg) => arg !== "--remote");
  if (rest.length !== 1 || rest[0].startsWith("-")) return { error: USAGE };
  const email = normalizeEmail(rest[0]);
  if (!isValidEmail(email)) return { error: `not an email address: ${rest[0]}` };
  return { email, remote };
}

/** A SQL string literal: quotes doubled, control characters refused (wrangler takes SQL, not parameters). */
export function sqlString(value: string): string {
  if (/\p{Cc}/u.test(value)) throw new Error("control characters are not allowed");
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * For `wrangler d1 execute --remote`: grant (idempotently) to the account with that email, then
 * read back whether the account exists and is an admin.
 */
export function remoteGrantSql(email: string, nowIso: string): string {
  const e = sqlString(email);
  return [
    `INSERT OR IGNORE INTO user_roles (user_id, role, granted_by, created_at) SELECT id, 'admin', 'cli', ${sqlString(nowIso)} FROM users WHERE email = ${e}`,
    `SELECT u.email AS email, r.role AS role FROM users u LEFT JOIN user_roles r ON r.user_id = u.id AND r.role = 'admin' WHERE u.email = ${e}`,
  ].join(";\n");
}
