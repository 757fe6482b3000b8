import { connect, type Socket } from "node:net";

/** The status line of whatever the server answers first, or null if it says nothing within `waitMs`. */
function firstStatus(socket: Socket, waitMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    socket.once("data", (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? 0));
    });
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/**
 * Opens a POST that declares `declared` bytes and sends `sent` of them, `waitMs` for an answer,
 * then drops the connection, as a client that crashed or lost its network would.
 */
export async function postCutOff(
  port: number,
  path: string,
  { declared, sent, waitMs }: { declared: number; sent: number; waitMs: number },
): Promise<number | null> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  await new Promise((ready) => socket.once("connect", ready));
  const origin = `http://127.0.0.1:${port}`;
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${declared}\r\n\r\n`,
  );
  socket.write("x".repeat(sent));
  const status = await firstStatus(socket, waitMs);
  socket.destroy();
  return status;
}

/** A POST whose body trickles in a byte at a time; `stop` drops it. */
export function postTrickle(port: number, path: string): { stop: () => void } {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n`,
  );
  const timer = setInterval(() => socket.write("x"), 100);
  return {
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}
