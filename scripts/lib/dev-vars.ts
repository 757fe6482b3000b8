import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Creates .dev.vars on first start: a random SESSION_SECRET and ENVIRONMENT=development (the shipped
 * config says production). Lines already there are kept.
 */
export function ensureDevVars(path = ".dev.vars"): void {
  let current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const missing = [
    /^SESSION_SECRET=.+$/m.test(current) ? "" : `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`,
    /^ENVIRONMENT=/m.test(current) ? "" : "ENVIRONMENT=development\n",
  ].join("");
  if (!missing) return;
  if (current && !current.endsWith("\n")) current += "\n";
  writeFileSync(path, current + missing, { mode: 0o600 });
  console.log(`.dev.vars: added ${missing.match(/^\w+/gm)?.join(" and ")}`);
}
