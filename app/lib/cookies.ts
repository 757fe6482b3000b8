import { parse } from "cookie";

/** Cookies as sent (first of a repeated name), parsed as createCookie does; for checks without a signature. */
function sentCookies(request: Request): Map<string, string> {
  const header = request.headers.get("Cookie");
  return new Map(header ? Object.entries(parse(header, { decode: (value) => value })) : []);
}

export function readCookie(request: Request, name: string): string | null {
  return sentCookies(request).get(name) ?? null;
}

export function withoutCookies(request: Request, names: readonly string[]): Request {
  const kept = [...sentCookies(request)].filter(([name]) => !names.includes(name));
  const headers = new Headers(request.headers);
  if (kept.length) headers.set("Cookie", kept.map(([name, value]) => `${name}=${value}`).join("; "));
  else headers.delete("Cookie");
  return new Request(request, { headers });
}
