import type { RequestOptions } from "../core/options.js";
import { describeThrown, describeValue, RestbuildError } from "../errors.js";
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
 * @example A Request with a text body
 * {@includeCode ../../examples/adapters.ts#to-request}
 *
 * @category Adapters
 */
export function toRequest(options: RequestOptions): Request {
  const [url, init] = toFetch(options);
  try {
    return new Request(url, init);
  } catch (cause) {
    // The Request constructor rejects what fetch() would: a relative URL, a foreign signal.
    throw new RestbuildError(
      "INVALID_URL",
      `cannot make a Request for ${describeValue(url)}: ${describeThrown(cause)}`,
      {
        cause,
      },
    );
  }
}
