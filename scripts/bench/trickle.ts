/** What a trickle of page requests met: how many were sent, how many failed, and the slowest answer. */
export type TrickleResult = { sent: number; failed: number; worstMs: number; failures: string[] };

/** A visitor's request is answered in time or it counts as failed. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Sends `perSecond` GETs to `paths` in turn without waiting on each other, as separate visitors
 * would, until stop(), which waits for those still out. A failure is an error status or no answer.
 */
export function startTrickle(base: string, paths: string[], perSecond = 5) {
  const out: Promise<void>[] = [];
  const result: TrickleResult = { sent: 0, failed: 0, worstMs: 0, failures: [] };
  const send = async (path: string) => {
    const started = performance.now();
    let problem: string | null = null;
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await res.arrayBuffer();
      if (!res.ok) problem = `${res.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      problem = cause?.code ?? (error instanceof Error ? error.name : String(error));
    }
    result.worstMs = Math.max(result.worstMs, performance.now() - started);
    if (problem) {
      result.failed++;
      result.failures.push(`${path} ${problem}`);
    }
  };
  const timer = setInterval(() => {
    out.push(send(paths[result.sent++ % paths.length]));
  }, 1000 / perSecond);
  return async function stop(): Promise<TrickleResult> {
    clearInterval(timer);
    await Promise.all(out);
    return result;
  };
}
