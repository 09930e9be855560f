import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:net";
import { promisify } from "node:util";

/** A request as the bytes that arrived: its head (through the blank line) and its body. */
export interface RawRequest {
  readonly head: Buffer;
  readonly body: Buffer;
}

/** A server on 127.0.0.1 that keeps every request's bytes and answers 204. */
export interface RawCaptureServer {
  readonly origin: string;
  readonly requests: RawRequest[];
  close(): Promise<void>;
}

const HEAD_END = Buffer.from("\r\n\r\n");

/** The content-length a head declares, or 0. */
function contentLength(head: Buffer): number {
  const match = /\r\ncontent-length: *(\d+)\r\n/i.exec(head.toString("latin1"));
  return match === null ? 0 : Number(match[1]);
}

/**
 * Starts a server that reads each request's bytes itself, without an HTTP parser, so a header
 * value holding control characters (which Node's parser refuses) arrives as the client sent
 * it. One request per connection; bodies need a content-length.
 */
export async function startRawCaptureServer(): Promise<RawCaptureServer> {
  const requests: RawRequest[] = [];
  const server: Server = createServer((socket) => {
    let received = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(HEAD_END);
      if (end === -1) return;
      const head = received.subarray(0, end + HEAD_END.length);
      const body = received.subarray(head.length);
      if (body.length < contentLength(head)) return;
      requests.push({ head, body });
      socket.end("HTTP/1.1 204 No Content\r\nconnection: close\r\n\r\n");
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  const close = promisify(server.close.bind(server));
  return { origin: `http://127.0.0.1:${address.port}`, requests, close: async () => close() };
}

/**
 * The bytes of one header's value in a raw head (the first line `name: ...`), or undefined.
 * A header's bytes are compared as they are: no trimming, no decoding.
 */
export function headerBytes(head: Buffer, name: string): Buffer | undefined {
  const prefix = Buffer.from(`\r\n${name}: `, "latin1");
  const start = head.indexOf(prefix);
  if (start === -1) return undefined;
  const valueStart = start + prefix.length;
  return head.subarray(valueStart, head.indexOf("\r\n", valueStart));
}
