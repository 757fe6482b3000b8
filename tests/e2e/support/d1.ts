import { execFileSync } from "node:child_process";

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Reads the e2e database (the one the running worker serves) through wrangler. The worker, or
 * another test's wrangler, may hold SQLite's lock or wrangler's local state for a moment, so a
 * failed run is retried a few times; the last failure is thrown with wrangler's own output.
 */
export function queryD1<T>(sql: string): T[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        "npx",
        ["wrangler", "d1", "execute", "DB", "--local", "--json", "--persist-to", process.env.LA_EATS_STATE_DIR ?? ".wrangler/e2e-state", "--command", sql],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
        },
      );
      return (JSON.parse(out) as { results: T[] }[])[0].results;
    } catch (error) {
      if (attempt >= 6) {
        const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
        throw new Error(`wrangler d1 execute failed: ${sql}\n${stdout}${stderr}`, { cause: error });
      }
      pause(250 * attempt);
    }
  }
}
