import type { GitHubPreviewName } from "./preview-names.js";

/**
 * A header value: a string, or a number such as `content-length`.
 *
 * @example A number as a header value
 * {@includeCode ../../examples/options.ts#header-value}
 *
 * @category Request options
 */
export type HeaderValue = string | number;

/**
 * Headers as a caller writes them: names in any case (they are lowercased), and `undefined`
 * to leave a header out of these options (a default of that name then stays).
 *
 * @example Headers in, lowercase headers out
 * {@includeCode ../../examples/options.ts#request-headers}
 *
 * @category Request options
 */
export type RequestHeaders = { readonly [name: string]: HeaderValue | undefined };

/**
 * Headers of merged options and results: lowercase names, no `undefined`.
 *
 * @example Reading a result header
 * {@includeCode ../../examples/options.ts#result-headers}
 *
 * @category Request options
 */
export type ResultHeaders = { [name: string]: HeaderValue };

/**
 * Meta information passed through unchanged, for example a `fetch` implementation or an
 * `AbortSignal` for the HTTP client.
 *
 * @example Meta information goes through as it is
 * {@includeCode ../../examples/options.ts#request-meta}
 *
 * @category Request options
 */
export type RequestMeta = { [key: string]: unknown };

/**
 * Media type parameters that amend the `accept` header.
 *
 * @example A preview and a format
 * {@includeCode ../../examples/options.ts#media-type}
 *
 * @category Request options
 */
export interface MediaType {
  /**
   * A media type parameter such as `raw`, `diff` or `text+json`.
   */
  readonly format?: FormatName;
  /**
   * Preview names such as `mercy`; a trailing `-preview` is optional.
   */
  readonly previews?: readonly PreviewNameText[];
}

/**
 * Any string, written so that the compiler keeps a literal given here as a literal (its union
 * holds literal types, which editors also offer): the checks of typed routes read it
 * (`mediaType.format: "application/vnd.github.diff"` is an error).
 *
 * @example A format
 * {@includeCode ../../examples/options.ts#media-type}
 *
 * @category Request options
 */
export type FormatName =
  | (string & {})
  | "raw"
  | "html"
  | "text"
  | "full"
  | "diff"
  | "patch"
  | "sha"
  | "base64"
  | "object";

/**
 * Any string, written so that the compiler keeps a preview name given as a literal (see
 * {@link FormatName}).
 *
 * @example A preview
 * {@includeCode ../../examples/options.ts#media-type}
 *
 * @category Request options
 */
export type PreviewNameText = (string & {}) | GitHubPreviewName;

/**
 * Any string, written so that the compiler keeps a base URL given as a literal (see
 * {@link FormatName}): a literal without `http://`, `https://` or a leading `/` is an error.
 *
 * @example An enterprise server
 * {@includeCode ../../examples/options.ts#endpoint-options}
 *
 * @category Request options
 */
export type BaseUrlText = (string & {}) | "https://api.github.com";

/**
 * The options object of `endpoint()`, `merge()` and `RequestBuilder.merge()`. Keys other than
 * the named ones are parameters: they fill URL placeholders, or go to the query string
 * (GET, HEAD) or the JSON body (other methods).
 *
 * @example Options in, request options out
 * {@includeCode ../../examples/options.ts#endpoint-options}
 *
 * @category Request options
 */
export interface EndpointOptions {
  /**
   * The HTTP method, in any case; `GET` when neither the options nor the defaults set one.
   */
  readonly method?: string;
  /**
   * A path or full URL, an RFC 6570 URI template: `{name}` and `:name` placeholders take the
   * parameters of those names.
   */
  readonly url?: string;
  /**
   * The prefix of relative URLs; `https://api.github.com` unless the defaults change it.
   */
  readonly baseUrl?: BaseUrlText;
  /**
   * Headers, merged by lowercase name over the defaults.
   */
  readonly headers?: RequestHeaders;
  /**
   * A format and previews that amend the `accept` header.
   */
  readonly mediaType?: MediaType;
  /**
   * The request body, used as it is instead of a body built from parameters.
   */
  readonly data?: unknown;
  /**
   * Meta information for the HTTP client, returned unchanged as the result's `request`.
   */
  readonly request?: RequestMeta;
  /**
   * A parameter: it fills the URL placeholder of its name, or goes to the query string (GET,
   * HEAD) or the JSON body (other methods).
   */
  readonly [parameter: string]: unknown;
}

/**
 * Options with every default applied and nothing expanded yet: the output of `merge()`,
 * `DEFAULTS` and `RequestBuilder.toOptions()`, and the input of `parse()`.
 *
 * @example Merged options of a route
 * {@includeCode ../../examples/options.ts#merged-options}
 *
 * @category endpoint API
 */
export interface MergedOptions {
  /**
   * The method as given or defaulted (`"GET"`), not yet lowercased.
   */
  method: string;
  /**
   * The effective base URL.
   */
  baseUrl: string;
  /**
   * The URL template, placeholders not yet replaced; missing until a route or url is given.
   */
  url?: string;
  /**
   * The merged headers, with lowercase names.
   */
  headers: ResultHeaders;
  /**
   * The format (`""` when none) and the merged previews: defaults' names first, each name once,
   * without a trailing `-preview`.
   */
  mediaType: { format: string; previews: string[] };
  /**
   * The merged `request` meta information, when there is any.
   */
  request?: RequestMeta;
  /**
   * A parameter, as given or taken from the defaults.
   */
  [parameter: string]: unknown;
}

/**
 * Request options for an HTTP client: the output of `endpoint()`, `parse()` and `build()`.
 *
 * @example A PUT without a body
 * {@includeCode ../../examples/options.ts#request-options}
 *
 * @category Request options
 */
export interface RequestOptions {
  /**
   * The HTTP method, lowercase (`"get"`).
   */
  method: string;
  /**
   * The absolute URL, with placeholders expanded and query parameters appended.
   */
  url: string;
  /**
   * Headers with lowercase names.
   */
  headers: ResultHeaders;
  /**
   * The body, present only when there is one (never for GET or HEAD); `""` for a PUT or PATCH
   * without one.
   */
  body?: unknown;
  /**
   * The `request` option, passed through.
   */
  request?: RequestMeta;
}

/**
 * The option keys, one row each: every other key of options is a parameter. A key's rules (how
 * it merges, how `parse()` checks it) are its row in `OPTION_RULES` (core/option-rules.ts),
 * typed by this table, so a new row does not compile without one; copies of merged options copy every value alike (`copyMergedOptions`).
 * `data` is no option key: it is a parameter that `parse()` sends as the body.
 */
export const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "request", "mediaType"] as const;

/** A key of {@link OPTION_KEYS}. */
export type OptionKey = (typeof OPTION_KEYS)[number];

/** The options of merged options, without their parameters. */
export type OptionValues = Pick<MergedOptions, OptionKey>;

/**
 * What an object given to the builder's `.params()` must not hold: the option keys and
 * `data`, which set options through their own steps (`.data()`, `.headers()`, ...), never as
 * parameters.
 */
export type NotOptionKeys = { readonly [Key in OptionKey | "data"]?: never };

/**
 * Whether a key of options names a parameter: not one of {@link OPTION_KEYS} and not
 * `__proto__` (C9). A `switch` over the rows' lengths rather than a lookup in the table: every
 * key of every call's options passes here, a length is one read, and most parameters share
 * it with no row. test/core/options.test.ts holds the two equal both ways.
 */
export function isParameterKey(key: string): boolean {
  switch (key.length) {
    case 3:
      return key !== "url";
    case 6:
      return key !== "method";
    case 7:
      return key !== "baseUrl" && key !== "headers" && key !== "request";
    case 9:
      return key !== "mediaType" && key !== "__proto__";
    default:
      return true;
  }
}
