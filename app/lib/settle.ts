/** How long a page waits for a streamed list (New & Rising, /newest) before streaming it instead. */
export const STREAMED_LIST_WAIT_MS = 150;

/**
 * Gives a streamed read a head start: resolves once `promise` has settled, or after `ms` if it is
 * slower (never rejects). A read already settled when the page renders is drawn in the document
 * itself (React completes its Suspense boundary before the first flush), so it works without
 * JavaScript; only a slow read streams in behind its skeletons. Start the wait with the read.
 */
export async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((done) => (timer = setTimeout(done, ms)));
  // A rejection stays on `promise` for the page to show; here it only ends the wait.
  await Promise.race([promise.then(noop, noop), deadline]);
  clearTimeout(timer);
}

function noop() {}
