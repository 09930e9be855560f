/**
 * A header value: a string, or a number such as `content-length`.
 *
 * @example A number as a header value
 * {@includeCode ../../examples/options.ts#header-value}
 */
export type HeaderValue = string | number;

/**
 * Headers as a caller writes them: names in any case (they are lowercased), and `undefined`
 * to leave a header out of these options (a default of that name then stays).
 *
 * @example Headers in, lowercase headers out
 * {@includeCode ../../examples/options.ts#request-headers}
 */
export type RequestHeaders = { readonly [name: string]: HeaderValue | undefined };

/**
 * Headers of merged options and results: lowercase names, no `undefined`.
 *
 * @example Reading a result header
 * {@includeCode ../../examples/options.ts#result-headers}
 */
export type ResultHeaders = { [name: string]: HeaderValue };

/**
 * Meta information passed through unchanged, for example a `fetch` implementation or an
 * `AbortSignal` for the HTTP client.
 *
 * @example Meta information goes through as it is
 * {@includeCode ../../examples/options.ts#request-meta}
 */
export type RequestMeta = { [key: string]: unknown };

/**
 * Media type parameters that amend the `accept` header.
 *
 * @example A preview and a format
 * {@includeCode ../../examples/options.ts#media-type}
 */
export interface MediaType {
  /**
   * A media type parameter such as `raw`, `diff` or `text+json`.
   *
   * @example The format in the accept header
   * {@includeCode ../../examples/options.ts#media-type-format}
   */
  readonly format?: string;
  /**
   * Preview names such as `mercy`; a trailing `-preview` is optional.
   *
   * @example Two previews
   * {@includeCode ../../examples/options.ts#media-type-previews}
   */
  readonly previews?: readonly string[];
}

/**
 * The options object of `endpoint()`, `merge()` and `RequestBuilder.merge()`. Keys other than
 * the named ones are parameters: they fill URL placeholders, or go to the query string
 * (GET, HEAD) or the JSON body (other methods).
 *
 * @example Options in, request options out
 * {@includeCode ../../examples/options.ts#endpoint-options}
 */
export interface EndpointOptions {
  /**
   * The HTTP method, in any case; `GET` when neither the options nor the defaults set one.
   *
   * @example The method of the result is lowercase
   * {@includeCode ../../examples/options.ts#endpoint-options-method}
   */
  readonly method?: string;
  /**
   * A path or full URL, an RFC 6570 URI template: `{name}` and `:name` placeholders take the
   * parameters of those names.
   *
   * @example Placeholders in the URL
   * {@includeCode ../../examples/options.ts#endpoint-options-url}
   */
  readonly url?: string;
  /**
   * The prefix of relative URLs; `https://api.github.com` unless the defaults change it.
   *
   * @example Another base URL
   * {@includeCode ../../examples/options.ts#endpoint-options-base-url}
   */
  readonly baseUrl?: string;
  /**
   * Headers, merged by lowercase name over the defaults.
   *
   * @example Headers merged over the defaults
   * {@includeCode ../../examples/options.ts#endpoint-options-headers}
   */
  readonly headers?: RequestHeaders;
  /**
   * A format and previews that amend the `accept` header.
   *
   * @example A diff of a pull request
   * {@includeCode ../../examples/options.ts#endpoint-options-media-type}
   */
  readonly mediaType?: MediaType;
  /**
   * The request body, used as it is instead of a body built from parameters.
   *
   * @example A text body
   * {@includeCode ../../examples/options.ts#endpoint-options-data}
   */
  readonly data?: unknown;
  /**
   * Meta information for the HTTP client, returned unchanged as the result's `request`.
   *
   * @example A signal for the client
   * {@includeCode ../../examples/options.ts#endpoint-options-request}
   */
  readonly request?: RequestMeta;
  /**
   * A parameter: it fills the URL placeholder of its name, or goes to the query string (GET,
   * HEAD) or the JSON body (other methods).
   *
   * @example Where parameters go
   * {@includeCode ../../examples/options.ts#endpoint-options-parameters}
   */
  readonly [parameter: string]: unknown;
}

/**
 * Options with every default applied and nothing expanded yet: the output of `merge()`,
 * `DEFAULTS` and `RequestBuilder.toOptions()`, and the input of `parse()`.
 *
 * @example Merged options of a route
 * {@includeCode ../../examples/options.ts#merged-options}
 */
export interface MergedOptions {
  /**
   * The method as given or defaulted (`"GET"`), not yet lowercased.
   *
   * @example Method as given
   * {@includeCode ../../examples/options.ts#merged-options-method}
   */
  method: string;
  /**
   * The effective base URL.
   *
   * @example The base URL of the defaults
   * {@includeCode ../../examples/options.ts#merged-options-base-url}
   */
  baseUrl: string;
  /**
   * The URL template, placeholders not yet replaced; missing until a route or url is given.
   *
   * @example The URL stays a template
   * {@includeCode ../../examples/options.ts#merged-options-url}
   */
  url?: string;
  /**
   * The merged headers, with lowercase names.
   *
   * @example Headers after merging
   * {@includeCode ../../examples/options.ts#merged-options-headers}
   */
  headers: ResultHeaders;
  /**
   * The format (`""` when none) and the merged previews: defaults' names first, each name once,
   * without a trailing `-preview`.
   *
   * @example Previews of defaults and call merged
   * {@includeCode ../../examples/options.ts#merged-options-media-type}
   */
  mediaType: { format: string; previews: string[] };
  /**
   * The merged `request` meta information, when there is any.
   *
   * @example Meta information
   * {@includeCode ../../examples/options.ts#merged-options-request}
   */
  request?: RequestMeta;
  /**
   * A parameter, as given or taken from the defaults.
   *
   * @example Parameters are kept as they are
   * {@includeCode ../../examples/options.ts#merged-options-parameters}
   */
  [parameter: string]: unknown;
}

/**
 * Request options for an HTTP client: the output of `endpoint()`, `parse()` and `build()`.
 *
 * @example A PUT without a body
 * {@includeCode ../../examples/options.ts#request-options}
 */
export interface RequestOptions {
  /**
   * The HTTP method, lowercase (`"get"`).
   *
   * @example Lowercase method
   * {@includeCode ../../examples/options.ts#request-options-method}
   */
  method: string;
  /**
   * The absolute URL, with placeholders expanded and query parameters appended.
   *
   * @example Query parameters appended
   * {@includeCode ../../examples/options.ts#request-options-url}
   */
  url: string;
  /**
   * Headers with lowercase names.
   *
   * @example Lowercase header names
   * {@includeCode ../../examples/options.ts#request-options-headers}
   */
  headers: ResultHeaders;
  /**
   * The body, present only when there is one (never for GET or HEAD); `""` for a PUT or PATCH
   * without one.
   *
   * @example When there is a body
   * {@includeCode ../../examples/options.ts#request-options-body}
   */
  body?: unknown;
  /**
   * The `request` option, passed through.
   *
   * @example Meta information passed through
   * {@includeCode ../../examples/options.ts#request-options-request}
   */
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
