import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from "node:http";

const RETRY_FOR_MS = 30_000;
const RETRY_EVERY_MS = 250;

/**
 * A proxy in front of `wrangler dev` for long browser runs: wrangler's proxy sometimes loses the
 * worker mid-request and is restarted. Meanwhile GET and HEAD are held and retried; all answers pass
 * through unchanged.
 */
export function startSteadyProxy(port: number, upstreamPort: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const repeatable = incoming.method === "GET" || incoming.method === "HEAD";
    const started = Date.now();
    const attempt = () => {
      const upstream = forward(
        {
          host: "127.0.0.1",
          port: upstreamPort,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => relay(answer, outgoing),
      );
      upstream.on("error", (error) => {
        if (repeatable && !outgoing.headersSent && Date.now() - started < RETRY_FOR_MS) {
          setTimeout(attempt, RETRY_EVERY_MS);
        } else if (outgoing.headersSent || outgoing.destroyed) {
          outgoing.destroy();
        } else {
          outgoing.writeHead(502, { "Content-Type": "text/plain" }).end(`worker unavailable: ${error.message}`);
        }
      });
      if (repeatable) upstream.end();
      else incoming.pipe(upstream);
    };
    attempt();
  });
  return new Promise((ready) => server.listen(port, "127.0.0.1", () => ready(server)));
}

/** Streams the worker's answer to the browser; if the browser has gone, reads it to the end anyway. */
function relay(answer: IncomingMessage, outgoing: ServerResponse) {
  if (outgoing.destroyed) {
    answer.resume();
    return;
  }
  outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
  answer.on("data", (chunk: Buffer) => {
    if (!outgoing.destroyed) outgoing.write(chunk);
  });
  answer.on("end", () => outgoing.end());
  answer.on("error", () => outgoing.destroy());
}
