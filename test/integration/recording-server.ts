import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the server received: method, path with query, headers and the raw body bytes. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RecordingServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
  /** The requests received so far, oldest first. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Starts a `node:http` server on 127.0.0.1 with a free port. It records each request and
 * answers `200 {"ok":true}` once the body has arrived. After `limit` requests it answers 503
 * without recording, so a runaway test cannot grow memory. Bodies over 1 MiB get 413.
 */
export async function startRecordingServer(limit = 200): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    if (requests.length >= limit) {
      response.writeHead(503).end();
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1024 * 1024) {
        response.writeHead(413).end();
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  // A request that never completes must not hold the test run for the default 300 s.
  server.requestTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
