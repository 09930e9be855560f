/** A header value: a string, or a number such as `content-length`. */
export type HeaderValue = string | number;

/** Headers as a caller writes them: any case, `undefined` to leave a header out. */
export type RequestHeaders = { readonly [name: string]: HeaderValue | undefined };

/** Headers of merged options and results: lowercase names, no `undefined`. */
export type ResultHeaders = { [name: string]: HeaderValue };

/**
 * Meta information passed through unchanged, for example a `fetch` implementation or an
 * `AbortSignal` for the HTTP client.
 */
export type RequestMeta = { [key: string]: unknown };

/** Media type parameters that amend the `accept` header. */
export interface MediaType {
  /** A media type parameter such as `raw`, `diff` or `text+json`. */
  readonly format?: string;
  /** Preview names such as `mercy`; a trailing `-preview` is optional. */
  readonly previews?: readonly string[];
}

/**
 * The options object of `endpoint()`, `merge()` and `RequestBuilder.merge()`. Keys other than
 * the named ones are parameters: they fill URL placeholders, or go to the query string
 * (GET, HEAD) or the JSON body (other methods).
 */
export interface EndpointOptions {
  readonly method?: string;
  readonly url?: string;
  readonly baseUrl?: string;
  readonly headers?: RequestHeaders;
  readonly mediaType?: MediaType;
  /** The request body, used as it is instead of a body built from parameters. */
  readonly data?: unknown;
  readonly request?: RequestMeta;
  readonly [parameter: string]: unknown;
}

/** Options with every default applied and nothing expanded yet: the output of `merge()`. */
export interface MergedOptions {
  method: string;
  baseUrl: string;
  url?: string;
  headers: ResultHeaders;
  mediaType: { format: string; previews: string[] };
  request?: RequestMeta;
  [parameter: string]: unknown;
}

/** Request options for an HTTP client: the output of `endpoint()`, `parse()` and `build()`. */
export interface RequestOptions {
  /** The HTTP method, lowercase (`"get"`). */
  method: string;
  /** The absolute URL, with placeholders expanded and query parameters appended. */
  url: string;
  /** Headers with lowercase names. */
  headers: ResultHeaders;
  /** The body, present only when there is one (never for GET or HEAD). */
  body?: unknown;
  /** The `request` option, passed through. */
  request?: RequestMeta;
}

/** Option keys that are not parameters. */
export const OPTION_KEYS: ReadonlySet<string> = new Set([
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "mediaType",
]);
