/** Local D1 answers in-process, so a loop of D1 calls without a real wait would starve workerd's requests; free on Cloudflare. */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
