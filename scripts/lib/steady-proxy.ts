import { createServer, request as forward, type Server } from "node:http";

/**
 * An HTTP proxy in front of `wrangler dev` that never abandons a request upstream: when the browser
 * gives up on one (a test navigating on while a fetch is still loading), the proxy still reads the
 * worker's answer to the end and drops it. wrangler dev's own proxy treats an abandoned request as
 * a fatal error and exits, which a long browser test run reliably triggers.
 */
export function startSteadyProxy(port: number, upstreamPort: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const upstream = forward(
      { host: "127.0.0.1", port: upstreamPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        if (outgoing.destroyed) {
          answer.resume();
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.on("data", (chunk: Buffer) => {
          if (!outgoing.destroyed) outgoing.write(chunk);
        });
        answer.on("end", () => outgoing.end());
      },
    );
    upstream.on("error", (error) => {
      if (outgoing.headersSent || outgoing.destroyed) outgoing.destroy();
      else outgoing.writeHead(502, { "Content-Type": "text/plain" }).end(`upstream error: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  return new Promise((ready) => server.listen(port, "127.0.0.1", () => ready(server)));
}
