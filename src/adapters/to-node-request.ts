import type { RequestOptions } from "../core/options.js";
import { RestbuildError } from "../errors.js";
import { catchingCallerFailures } from "../shared/caller-failures.js";
import {
  FORM_CONTENT_TYPE,
  isBufferBody,
  isFormBody,
  isInstance,
  type NativeBody,
} from "./fetch-body.js";
import { fetchArgumentsFor } from "./to-fetch.js";

/**
 * Request options for `node:http` and `node:https` (`request(url, init).end(body)`) and for
 * the clients built on them, such as got and axios: what {@link toFetch} sends, with the body
 * as a string or bytes.
 *
 * @category Adapters
 */
export interface NodeRequest {
  /** The method, uppercased. */
  method: string;
  /** The absolute URL, as the options give it. */
  url: string;
  /** A fresh object with lowercase names and string values. */
  headers: Record<string, string>;
  /**
   * The body to send: a string, or a `Uint8Array` that spans its whole buffer. Absent when
   * there is none.
   */
  body?: string | Uint8Array;
  /** `request.signal` of the options, when there is one. */
  signal?: AbortSignal;
}

/** Bytes that span their whole buffer: a client that sends a view's `buffer` (axios) sends them. */
function ownBytes(body: ArrayBuffer | ArrayBufferView): Uint8Array {
  if (!ArrayBuffer.isView(body)) return new Uint8Array(body);
  const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof Uint8Array && bytes.byteLength === body.buffer.byteLength) return body;
  return bytes.slice();
}

/** The body of {@link toFetch} as a string or bytes; `headers` gets fetch's form content type. */
function textOrBytes(body: NativeBody, headers: Record<string, string>): string | Uint8Array {
  if (typeof body === "string") return body;
  if (isBufferBody(body)) return ownBytes(body);
  if (isFormBody(body)) {
    headers["content-type"] ??= FORM_CONTENT_TYPE;
    return body.toString();
  }
  const kind = isInstance(body, "Blob")
    ? "a Blob"
    : isInstance(body, "FormData")
      ? "a FormData"
      : "a ReadableStream";
  throw new RestbuildError(
    "INVALID_BODY",
    `toNodeRequest() gives a string or bytes at once, and ${kind} body can only be read asynchronously: send it with fetch (toFetch)`,
  );
}

/**
 * Turns request options into a request for `node:http`, `node:https`, got or axios, with the
 * rules of {@link toFetch}: the method uppercased, headers copied with lowercase names and
 * string values, an object, array or other non-binary body JSON-encoded with `content-type:
 * application/json; charset=utf-8` added unless a content type is set, `request.signal`
 * carried over, and a `content-length` checked against the body.
 *
 * The body then becomes what Node's clients send as it is:
 *
 * - a string (JSON text included) stays a string;
 * - an `ArrayBuffer`, typed array or `DataView` becomes a `Uint8Array` of exactly its bytes
 *   (the body itself when it is a `Uint8Array` over a whole buffer, otherwise a copy: axios
 *   would send the whole buffer of a smaller view);
 * - `URLSearchParams` becomes its string, with `content-type:
 *   application/x-www-form-urlencoded;charset=UTF-8` unless one is set, as fetch sends it;
 * - a `Blob`, `FormData` or `ReadableStream` throws: their bytes can only be read
 *   asynchronously, so send them with fetch and {@link toFetch}.
 *
 * @param options - Request options, as `endpoint()` or `RequestBuilder.build()` return them.
 * @returns `{ method, url, headers, body?, signal? }`: `request(url, init).end(body)` for
 * `node:http`, `got(url, { ...init, body })`, `axios({ ...init, data: body })`.
 * @throws {@link RestbuildError} with code `"INVALID_BODY"` for a Blob, FormData or stream body,
 * and the codes of {@link toFetch}.
 *
 * @example A request for node:http
 * {@includeCode ../../examples/adapters.ts#to-node-request}
 *
 * @category Adapters
 */
export function toNodeRequest(options: RequestOptions): NodeRequest {
  const [url, init] = fetchArgumentsFor(options, "toNodeRequest(), which follows fetch's rules,");
  return catchingCallerFailures(() => {
    const headers = init.headers as Record<string, string>;
    const request: NodeRequest = { method: init.method as string, url, headers };
    if (init.body !== undefined && init.body !== null) {
      request.body = textOrBytes(init.body, headers);
    }
    if (init.signal) request.signal = init.signal;
    return request;
  });
}
