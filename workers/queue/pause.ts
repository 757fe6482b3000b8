/**
 * Local D1 answers in-process, so a loop of D1 calls without a real wait would keep workerd from
 * serving any request until it ends. On Cloudflare the wait costs nothing.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
