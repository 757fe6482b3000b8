/** A JSON endpoint's refusal: its HTTP status, and the `error` message it sent when it sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

function errorMessage(body: unknown): string | null {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  return typeof error === "string" && error ? error : null;
}

/** The one way the browser reads our JSON: a 2xx's body; else throws (HttpError with `error`) for callers to judge. */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const response = await fetch(url, { ...init, headers });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok)
    throw new HttpError(response.status, errorMessage(body) ?? `The server answered ${response.status}.`);
  if (body === undefined) throw new Error(`${url}: the answer was not JSON`);
  return body as T;
}
