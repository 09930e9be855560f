/**
 * One small mapping per HTTP client, from restbuild's request options to a call of that
 * client. docs/adapters.md shows the same mappings; the integration test runs them.
 */
import http from "node:http";
import axios from "axios";
import got, { type Method } from "got";
import { toFetch } from "../../src/adapters/index.js";
import type { RequestOptions } from "../../src/index.js";

/** Sends request options and resolves with the response status. */
export type Send = (options: RequestOptions) => Promise<number>;

// fetch (Node 18+, browsers): toFetch() uppercases the method and JSON-encodes object bodies.
export const sendWithFetch: Send = async (options) => {
  const response = await fetch(...toFetch(options));
  await response.arrayBuffer();
  return response.status;
};

// node:http: the method must be uppercase, and the body a string (or a Buffer).
export const sendWithNodeHttp: Send = ({ method, url, headers, body }) => {
  const payload = body === undefined || typeof body === "string" ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: method.toUpperCase(), headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(payload);
  });
};

// axios uppercases the method and JSON-encodes object bodies itself. `proxy: false` only keeps
// proxy settings of the machine running the tests away from the local test server.
export const sendWithAxios: Send = async ({ method, url, headers, body }) => {
  const response = await axios({ method, url, headers, data: body, proxy: false });
  return response.status;
};

// got uppercases the method, and its types want string header values; a string body goes to
// `body`, anything else to `json`. `retry` only makes a failing test fail at once.
export const sendWithGot: Send = async ({ method, url, headers, body }) => {
  const response = await got(url, {
    method: method as Method,
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, `${value}`])),
    body: typeof body === "string" ? body : undefined,
    json: body !== undefined && typeof body !== "string" ? body : undefined,
    retry: { limit: 0 },
  });
  return response.statusCode;
};
