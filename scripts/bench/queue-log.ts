import { closeSync, openSync, readSync, statSync } from "node:fs";

/** wrangler dev logs one line per finished consumer run: `QUEUE la-eats-ranked-imports 1/1 (1234ms)`. */
const QUEUE_RUN = /QUEUE la-eats-ranked-imports \d+\/\d+/g;

/**
 * Counts finished runs of the import consumer in wrangler's log, reading only what was added since the
 * last call (the log grows by a line per request).
 */
export function queueRunCounter(logFile: string): () => number {
  let offset = 0;
  let runs = 0;
  let carry = "";
  return () => {
    const size = statSync(logFile).size;
    if (size <= offset) return runs;
    const buffer = Buffer.alloc(size - offset);
    const fd = openSync(logFile, "r");
    try {
      readSync(fd, buffer, 0, buffer.length, offset);
    } finally {
      closeSync(fd);
    }
    offset = size;
    const text = carry + buffer.toString("utf8");
    const lastNewline = text.lastIndexOf("\n");
    carry = text.slice(lastNewline + 1);
    runs += (text.slice(0, lastNewline + 1).match(QUEUE_RUN) ?? []).length;
    return runs;
  };
}
