import type { ChildProcess } from "node:child_process";

const RESTART_AFTER_MS = 1000;
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * Restarts a server process that exits unasked, logging how it ended. Gives up (`onGiveUp`) after
 * five exits in a minute, when a restart will not fix it.
 */
export function supervise(
  start: () => ChildProcess,
  options: {
    name: string;
    stop: (child: ChildProcess) => void;
    onGiveUp?: (code: number) => void;
    log?: (line: string) => void;
    restartAfterMs?: number;
  },
) {
  const log = options.log ?? ((line: string) => console.error(line));
  const restartAfterMs = options.restartAfterMs ?? RESTART_AFTER_MS;
  let child = start();
  let stopping = false;
  const exits: number[] = [];
  const watch = (current: ChildProcess) =>
    current.on("exit", (code, signal) => {
      if (stopping) return;
      options.stop(current); // its workerd may outlive it and hold the port
      const now = Date.now();
      exits.push(now);
      const recent = exits.filter((t) => now - t < 60_000).length;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (recent > MAX_RESTARTS_PER_MINUTE) {
        log(`${options.name} exited (${how}) ${recent} times in a minute; giving up`);
        options.onGiveUp?.(code ?? 1);
        return;
      }
      log(`${options.name} exited (${how}); restarting it in ${restartAfterMs / 1000} s`);
      setTimeout(() => {
        if (stopping) return;
        child = start();
        watch(child);
      }, restartAfterMs);
    });
  watch(child);
  return {
    stop() {
      stopping = true;
      options.stop(child);
    },
  };
}
