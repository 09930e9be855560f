import type { RequestOptions } from "../core/options.js";
import {
  expectPlainObject,
  normalizeHeaderName,
  validateHeaderValue,
  validateMethod,
  validateUrl,
} from "../core/validate.js";
import { describeValue, RestbuildError } from "../errors.js";
import { catchingCallerFailures } from "../shared/caller-failures.js";
import { cut, hasControlCharacter } from "../shared/text.js";
import { readsAsWritten } from "../shared/url-text.js";
import {
  encodeJsonBody,
  isNativeBody,
  isStreamBody,
  knownByteLength,
  type NativeBody,
} from "./fetch-body.js";

/**
 * The `init` argument of `fetch()` and `new Request()`. `duplex` is part of the Fetch standard
 * but not yet of TypeScript's DOM types; fetch requires `duplex: "half"` for a stream body.
 *
 * @example The signal and body of an init
 * {@includeCode ../../examples/adapters.ts#fetch-init}
 *
 * @category Adapters
 */
export type FetchInit = RequestInit & { duplex?: "half" };

/** The content type of a JSON body, as @octokit/endpoint sets it. */
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

const DIGITS = /^[0-9]+$/;

/**
 * A caller's `content-length` must agree with the body. Browsers drop the header (fetch
 * computes it), but Node's fetch sends it: a value too large fails the request, and a value
 * too small leaves the server waiting for bytes until its timeout (90 s for `node:http`).
 */
function checkContentLength(value: string, body: NativeBody | undefined): void {
  if (!DIGITS.test(value)) {
    throw new RestbuildError(
      "INVALID_HEADER_VALUE",
      `header "content-length" must be a non-negative integer, got ${describeValue(value)}`,
    );
  }
  const bytes = knownByteLength(body);
  if (bytes !== undefined && Number(value) !== bytes) {
    throw new RestbuildError(
      "INVALID_HEADER_VALUE",
      `header "content-length" is ${cut(value)}, but the body has ${bytes} bytes`,
    );
  }
}

/**
 * Turns request options into the two arguments of `fetch()`. Works wherever the WHATWG fetch
 * globals exist: browsers, Deno, Bun, Node 18 and later.
 *
 * - The method is uppercased: fetch normalises only `delete`, `get`, `head`, `options`,
 *   `post` and `put`, and sends a lowercase `patch` as it is, which servers reject.
 * - Headers are copied into a fresh object with lowercase names; numbers become strings.
 * - A string, ArrayBuffer, typed array or DataView, Blob, FormData, URLSearchParams or
 *   ReadableStream body is passed as it is (a stream with `duplex: "half"`). Any other body
 *   (an object, array, number, boolean or `null`) is JSON-encoded, and
 *   `content-type: application/json; charset=utf-8` is added unless a content type is set.
 * - `request.signal` becomes `init.signal`. Other `request` keys are not read.
 * - A `content-length` header is kept (Node's fetch sends it, which a streamed upload needs;
 *   browsers drop it), but it must match the body when the body's size is known.
 *
 * @param options - Request options, as `endpoint()` or `RequestBuilder.build()` return them.
 * @returns `[url, init]`, to spread into `fetch(...)` or `new Request(...)`.
 * @throws {@link RestbuildError} with code `"INVALID_BODY"` for a body that has no JSON text
 * (a cycle, a BigInt), `"INVALID_HEADER_VALUE"` for a `content-length` that is not an integer
 * or does not match the body, and the codes of `endpoint()` for a bad method, url or header.
 *
 * @example Arguments for fetch
 * {@includeCode ../../examples/adapters.ts#to-fetch}
 *
 * @category Adapters
 */
export function toFetch(options: RequestOptions): [url: string, init: FetchInit] {
  return catchingCallerFailures(() => fetchArguments(options, "fetch"));
}

/**
 * `[url, init]` for fetch, by the rules of {@link toFetch}, for an adapter built on them:
 * `client` names it in messages (`"toNodeRequest(), which follows fetch's rules,"`).
 */
export function fetchArgumentsFor(
  options: RequestOptions,
  client: string,
): [url: string, init: FetchInit] {
  return catchingCallerFailures(() => fetchArguments(options, client));
}

// The Fetch standard refuses these methods (https://fetch.spec.whatwg.org/#forbidden-method).
const FORBIDDEN_METHODS: ReadonlySet<string> = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Header values must be ByteStrings for fetch: no character above U+00FF. */
function byteString(name: string, value: string, client: string): string {
  for (let index = 0; index < value.length; index++) {
    if (value.charCodeAt(index) > 0xff) {
      throw new RestbuildError(
        "INVALID_HEADER_VALUE",
        `header "${name}" holds a character ${client} cannot send (above U+00FF): ${describeValue(value)}`,
      );
    }
  }
  return value;
}

function fetchArguments(options: RequestOptions, client: string): [url: string, init: FetchInit] {
  expectPlainObject(options, "request options");
  const method = validateMethod(options.method).toUpperCase();
  if (FORBIDDEN_METHODS.has(method)) {
    throw new RestbuildError("INVALID_METHOD", `${client} does not send ${method} requests`);
  }
  const url = validateUrl(options.url);
  // A URL parser trims spaces at the ends: " //evil.example/x" would name another host (C6).
  if (hasControlCharacter(url) || !readsAsWritten(url)) {
    throw new RestbuildError(
      "INVALID_URL",
      `a URL for ${client} must not contain control characters nor start or end with a space, got ${describeValue(url)}`,
    );
  }

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(expectPlainObject(options.headers, "headers"))) {
    if (value === undefined) continue;
    const lowerName = normalizeHeaderName(name);
    headers[lowerName] = byteString(
      lowerName,
      String(validateHeaderValue(lowerName, value)),
      client,
    );
  }

  const init: FetchInit = { method, headers };
  let body: NativeBody | undefined;
  if (options.body !== undefined) {
    if (method === "GET" || method === "HEAD") {
      throw new RestbuildError(
        "INVALID_BODY",
        `a ${method} request cannot have a body (${client} refuses it), got ${describeValue(options.body)}`,
      );
    }
    if (isNativeBody(options.body)) {
      body = options.body;
    } else {
      body = encodeJsonBody(options.body);
      headers["content-type"] ??= JSON_CONTENT_TYPE;
    }
    init.body = body;
    if (isStreamBody(body)) init.duplex = "half";
  }

  const contentLength = headers["content-length"];
  if (contentLength !== undefined) checkContentLength(contentLength, body);

  const request = options.request;
  if (typeof request === "object" && request !== null) {
    const signal = request.signal;
    if (signal !== undefined && signal !== null) {
      if (typeof (signal as Partial<AbortSignal>).aborted !== "boolean") {
        throw new RestbuildError(
          "INVALID_OPTIONS",
          `request.signal must be an AbortSignal, got ${describeValue(signal)}`,
        );
      }
      init.signal = signal as AbortSignal;
    }
  }
  return [url, init];
}
