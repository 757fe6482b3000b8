import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, waitForWorker } from "../../scripts/lib/server";
import { postCutOff, postTrickle } from "./support/raw-http";

let port = 0;
let server: ChildProcess;
let log = "";
const stateDir = `.wrangler/server-test-${process.pid}`;

async function answersHome(timeoutMs = 10_000): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(timeoutMs) });
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  port = await freePort();
  rmSync(stateDir, { recursive: true, force: true });
  server = spawn("npx", ["tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), LA_EATS_STATE_DIR: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  await waitForWorker(`http://127.0.0.1:${port}/api/health`, 240_000);
});

afterAll(async () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // gone already
  }
  await new Promise((resolve) => setTimeout(resolve, 3500));
  rmSync(stateDir, { recursive: true, force: true });
});

describe("npm start against hostile clients", () => {
  it.each([100, 300_000, 60_000_000])(
    "a POST declaring %i bytes that sends 10 and hangs up leaves the server answering",
    async (declared) => {
      await postCutOff(port, "/auth", { declared, sent: 10, waitMs: 300 });
      expect(await answersHome()).toBe(200);
    },
  );

  it("a body declared over the limit is refused with 413 at once, before any of it is sent", async () => {
    const started = Date.now();
    expect(await postCutOff(port, "/auth", { declared: 60_000_000, sent: 0, waitMs: 5000 })).toBe(413);
    expect(await postCutOff(port, "/admin/imports", { declared: 60_000_000, sent: 0, waitMs: 5000 })).toBe(413);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await answersHome()).toBe(200);
  });

  it("a body that trickles in does not hold up other visitors", async () => {
    const slow = [postTrickle(port, "/auth"), postTrickle(port, "/admin/imports")];
    try {
      const started = Date.now();
      expect(await answersHome()).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const s of slow) s.stop();
    }
    expect(await answersHome()).toBe(200);
  });

  it("a burst of 200 requests, some malformed, is answered in full without a server error", async () => {
    const paths = ["/", "/?q=ramen", "/restaurants/%E0%A4%A", "/restaurants/..%2f..%2f", "/cuisine/%00", "/nope"];
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await fetch(`http://127.0.0.1:${port}${paths[i % paths.length]}`, {
          headers: i % 3 ? {} : { Cookie: "session=%%%garbage%%%; __session=x" },
          signal: AbortSignal.timeout(60_000),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await answersHome()).toBe(200);
  });

  it("the server needed no restart for any of the above", () => {
    expect(log).not.toMatch(/exited \(/);
  });

  it("when wrangler dev dies anyway, npm start starts it again within seconds and says why", async () => {
    execFileSync("pkill", ["-KILL", "-f", `wrangler dev --port ${port} `]);
    await expect.poll(() => log, { timeout: 10_000 }).toMatch(/wrangler dev exited \(.+\); restarting it in 1 s/);
    await waitForWorker(`http://127.0.0.1:${port}/api/health`, 60_000);
    expect(await answersHome()).toBe(200);
  });
});
