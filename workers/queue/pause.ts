/** Local D1 answers in-process, so D1 loops without a real wait would starve workerd; free on Cloudflare. */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
