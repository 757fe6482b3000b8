import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "~/lib/csv/import-messages";
import { IMPORT_LIMITS, MAX_UPLOAD_BYTES } from "~/lib/csv/import-kinds";

/** Room for a multipart envelope around the largest upload, and for the biggest form (a 500-slug merge). */
const UPLOAD_PATH = "/admin/imports";
const FORM_LIMIT_BYTES = 256 * 1024;

function bodyLimitFor(pathname: string): number {
  return pathname === UPLOAD_PATH ? MAX_UPLOAD_BYTES + 64 * 1024 : FORM_LIMIT_BYTES;
}

/** Refused before reading, by Content-Length or by counting a chunked body; what passes is handed on already read. */
export function withBodyLimit(): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const limit = bodyLimitFor(new URL(request.url).pathname);
    const declared = request.headers.get("Content-Length");
    if (declared !== null && !(Number(declared) <= limit)) return tooLarge(request);
    const body = await readWithin(request.body, limit);
    if (!body) return tooLarge(request);
    c.req.raw = new Request(request, { body });
    await next();
  };
}

async function readWithin(stream: ReadableStream<Uint8Array>, limit: number): Promise<ArrayBuffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

function tooLarge(request: Request): Response {
  const upload = new URL(request.url).pathname === UPLOAD_PATH;
  const message = upload ? MESSAGES.fileTooLarge(IMPORT_LIMITS.edition) : "This request is too large.";
  // The connection stays open: closing it while wrangler dev's proxy still sends the body makes wrangler dev exit.
  return Response.json({ error: message }, { status: 413 });
}
