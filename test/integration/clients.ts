/**
 * One small mapping per HTTP client, from restbuild's request options to a call of that
 * client. Each `#region` is the code README.md and docs/adapters.md show, letter for letter
 * (http-clients.test.ts checks it); the code around a region only returns the status.
 */
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import axiosDefault from "axios";
import gotDefault, { type Method } from "got";
import { toFetch, toNodeRequest, toRequest } from "../../src/adapters/index.js";
import type { RequestOptions } from "../../src/index.js";

/** Sends request options and resolves with the response status. */
export type Send = (options: RequestOptions) => Promise<number>;

// The clients as the regions call them. `proxy: false` only keeps proxy settings of the
// machine running the tests away from the local test server, and `retry` makes a failing test
// fail at once.
const axios = axiosDefault.create({ proxy: false });
const got = gotDefault.extend({ retry: { limit: 0 } });

/** Reads the rest of a response and gives its status. */
async function statusOf(response: Response | IncomingMessage): Promise<number> {
  if (response instanceof Response) {
    await response.arrayBuffer();
    return response.status;
  }
  response.resume();
  await new Promise((resolve) => response.on("end", resolve));
  return response.statusCode ?? 0;
}

export const sendWithFetch: Send = async (options) => {
  // #region fetch
  const response = await fetch(...toFetch(options));
  // #endregion fetch
  return statusOf(response);
};

export const sendWithRequest: Send = async (options) => {
  // #region fetch-request
  const response = await fetch(toRequest(options));
  // #endregion fetch-request
  return statusOf(response);
};

export const sendWithNodeHttp: Send = async (options) => {
  // #region node-http
  const { url, body, ...init } = toNodeRequest(options);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    http.request(url, init, resolve).on("error", reject).end(body);
  });
  // #endregion node-http
  return statusOf(response);
};

/**
 * node:https's own `request`, over an `http.Agent`: Node then speaks plain HTTP, so the
 * README's line runs unchanged against the local `http:` server.
 */
export const sendWithNodeHttps: Send = (options) =>
  new Promise((resolve, reject) => {
    const agent = new http.Agent();
    const request = (url: string, init: https.RequestOptions) =>
      https
        .request(url, { ...init, agent }, (response) => resolve(statusOf(response)))
        .on("error", reject);
    // #region node-https
    const { url, body, ...init } = toNodeRequest(options);
    request(url, init).end(body);
    // #endregion node-https
  });

export const sendWithAxios: Send = async (options) => {
  // #region axios
  const { body, ...init } = toNodeRequest(options);
  const response = await axios({ ...init, data: body });
  // #endregion axios
  return response.status;
};

export const sendWithGot: Send = async (options) => {
  // #region got
  const { url, method, body, ...init } = toNodeRequest(options);
  const response = await got(url, { ...init, method: method as Method, body });
  // #endregion got
  return response.statusCode;
};
