import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as a Node HTTP server parsed it. */
export interface CapturedRequest {
  method: string;
  url: string;
  /** Header names lowercase, as Node gives them; values as received. */
  headers: Record<string, string>;
  body: string;
}

/** A server on 127.0.0.1 that records every request and answers 204. */
export interface CaptureServer {
  readonly origin: string;
  readonly requests: CapturedRequest[];
  close(): Promise<void>;
}

/**
 * Starts a capture server. Each answer closes its connection, unless `keepAlive` is set: a
 * client that sends many requests then reuses one.
 */
export async function startCaptureServer({ keepAlive = false } = {}): Promise<CaptureServer> {
  const requests: CapturedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers: Record<string, string> = {};
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        headers[String(request.rawHeaders[index]).toLowerCase()] = String(
          request.rawHeaders[index + 1],
        );
      }
      requests.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(204, keepAlive ? {} : { connection: "close" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
