import type { RequestOptions } from "../builder/options.js";
import { toFetch } from "./to-fetch.js";

/**
 * Turns request options into a WHATWG `Request`, with the rules of {@link toFetch}: method
 * uppercased, headers copied, a non-binary body JSON-encoded, `request.signal` carried over.
 * Useful for clients and middleware that take a `Request` (service workers, `ky`, Hono).
 *
 * @param options - Request options, as `endpoint()` or `RequestBuilder.build()` return them.
 * @returns A new `Request`; its body can be read once.
 * @throws {@link RestbuildError} as {@link toFetch} does.
 *
 * @example
 * ```ts
 * const request = toRequest(
 *   endpoint("POST /markdown/raw", {
 *     data: "Hello **world**",
 *     headers: { "content-type": "text/plain; charset=utf-8" },
 *   }),
 * );
 * request.method; // "POST"
 * request.url; // "https://api.github.com/markdown/raw"
 * request.headers.get("content-type"); // "text/plain; charset=utf-8"
 * await request.text(); // "Hello **world**"
 * ```
 */
export function toRequest(options: RequestOptions): Request {
  return new Request(...toFetch(options));
}
