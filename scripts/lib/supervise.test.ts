import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { supervise } from "./supervise";

const exitAt = (code: number) => () => spawn(process.execPath, ["-e", `process.exit(${code})`]);

describe("supervise", () => {
  it("starts a process that exits on its own again, saying how it ended", async () => {
    const lines: string[] = [];
    let starts = 0;
    const server = supervise(
      () => {
        starts++;
        return starts === 1 ? exitAt(3)() : spawn(process.execPath, ["-e", "setTimeout(() => {}, 10_000)"]);
      },
      { name: "server", stop: (child) => child.kill(), log: (line) => lines.push(line), restartAfterMs: 10 },
    );
    await expect.poll(() => starts, { timeout: 5000 }).toBe(2);
    server.stop();
    expect(lines).toEqual(["server exited (code 3); restarting it in 0.01 s"]);
  });

  it("gives up after five exits in a minute and hands back the exit code", async () => {
    const lines: string[] = [];
    const gaveUp = await new Promise<number>((done) => {
      supervise(exitAt(7), {
        name: "server",
        stop: () => undefined,
        onGiveUp: done,
        log: (line) => lines.push(line),
        restartAfterMs: 10,
      });
    });
    expect(gaveUp).toBe(7);
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toBe("server exited (code 7) 6 times in a minute; giving up");
  });

  it("does not restart a process it was asked to stop", async () => {
    let starts = 0;
    const server = supervise(
      () => {
        starts++;
        return spawn(process.execPath, ["-e", "setTimeout(() => {}, 10_000)"]);
      },
      { name: "server", stop: (child) => child.kill(), log: () => undefined, restartAfterMs: 10 },
    );
    server.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(starts).toBe(1);
  });
});
