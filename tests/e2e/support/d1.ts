import { execFileSync } from "node:child_process";

/** Reads the e2e database (the one the running worker serves) through wrangler. */
export function queryD1<T>(sql: string): T[] {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--json", "--persist-to", process.env.LA_EATS_STATE_DIR ?? ".wrangler/e2e-state", "--command", sql],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
  );
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0].results;
}
