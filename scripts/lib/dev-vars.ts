import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** Creates .dev.vars with a random SESSION_SECRET on first start; an existing secret is kept. */
export function ensureDevVars(path = ".dev.vars"): void {
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  if (/^SESSION_SECRET=.+$/m.test(current)) return;
  const line = `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(path, current && !current.endsWith("\n") ? `${current}\n${line}` : current + line, { mode: 0o600 });
  console.log("created .dev.vars with a random SESSION_SECRET");
}
