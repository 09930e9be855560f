import { describeThrown, describeValue, RestbuildError } from "../errors.js";
import { utf8ByteLength } from "../shared/text.js";

/**
 * Whether a value of this global class exists and `value` is one. The guard keeps the adapter
 * loadable where a class is missing (FormData or ReadableStream in older runtimes).
 */
export function isInstance(
  value: object,
  name: "Blob" | "FormData" | "URLSearchParams" | "ReadableStream",
): boolean {
  const globalClass = (globalThis as Record<string, unknown>)[name];
  return typeof globalClass === "function" && value instanceof globalClass;
}

function isArrayBuffer(value: object): value is ArrayBuffer {
  // The tag also recognises an ArrayBuffer from another realm (an iframe, a vm context).
  return (
    value instanceof ArrayBuffer || Object.prototype.toString.call(value) === "[object ArrayBuffer]"
  );
}

/** Whether `body` is bytes in memory: an ArrayBuffer (of any realm), typed array or DataView. */
export function isBufferBody(body: object): body is ArrayBuffer | ArrayBufferView {
  return ArrayBuffer.isView(body) || isArrayBuffer(body);
}

/** Whether `body` is a URLSearchParams, which fetch sends as form text. */
export function isFormBody(body: object): body is URLSearchParams {
  return isInstance(body, "URLSearchParams");
}

/** The content type fetch gives a URLSearchParams body (Fetch standard, "extract a body"). */
export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";

/**
 * A body that fetch takes as it is (WHATWG `BodyInit`: a string, ArrayBuffer, typed array or
 * DataView, Blob, FormData, URLSearchParams or ReadableStream), as opposed to data to encode.
 */
export type NativeBody = BodyInit;

/** Whether fetch accepts `body` as it is: a string or one of the WHATWG body classes. */
export function isNativeBody(body: unknown): body is NativeBody {
  if (typeof body === "string") return true;
  if (typeof body !== "object" || body === null) return false;
  return (
    isBufferBody(body) ||
    isInstance(body, "Blob") ||
    isInstance(body, "FormData") ||
    isFormBody(body) ||
    isInstance(body, "ReadableStream")
  );
}

/** Whether `body` is a stream, which fetch sends only with `duplex: "half"`. */
export function isStreamBody(body: unknown): body is ReadableStream {
  return typeof body === "object" && body !== null && isInstance(body, "ReadableStream");
}

/**
 * `JSON.stringify(body)`, or a {@link RestbuildError} with code `"INVALID_BODY"` when the value
 * has no JSON text: a cycle or a BigInt (JSON.stringify throws a TypeError), a `toJSON()` that
 * throws, or a function or symbol (JSON.stringify returns `undefined`).
 */
export function encodeJsonBody(body: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (cause) {
    throw new RestbuildError(
      "INVALID_BODY",
      `the request body ${describeValue(body)} cannot be encoded as JSON: ${describeThrown(cause)}`,
      { cause },
    );
  }
  if (text === undefined) {
    throw new RestbuildError(
      "INVALID_BODY",
      `the request body ${describeValue(body)} cannot be encoded as JSON: it has no JSON text`,
    );
  }
  return text;
}

/**
 * The number of bytes fetch sends for a body, when it can be told without reading the body:
 * 0 for no body, the UTF-8 length of a string, the size of a buffer, view or Blob. `undefined`
 * for FormData (its multipart boundary is chosen by fetch), URLSearchParams and streams.
 */
export function knownByteLength(body: NativeBody | undefined): number | undefined {
  if (body === undefined) return 0;
  if (typeof body === "string") return utf8ByteLength(body);
  if (isBufferBody(body)) return body.byteLength;
  if (isInstance(body, "Blob")) return (body as Blob).size;
  return undefined;
}
