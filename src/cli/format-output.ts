import type { RequestOptions } from "../index.js";
import { formatCurl } from "./format-curl.js";
import { formatFetch } from "./format-fetch.js";
import { formatHttp } from "./format-http.js";
import { escapeUnsafeChars } from "./unsafe-chars.js";
import { quote, UsageError } from "./usage-error.js";

/**
 * The request options as pretty JSON (two spaces) with a final newline, as `restbuild`
 * prints them. A body of bytes is written in base64, with `"bodyEncoding": "base64"`.
 * Control and bidirectional characters are written as `\u` escapes (`"\u009b"`): the same
 * JSON value, and nothing a terminal acts on.
 *
 * @example
 * ```ts
 * formatJson({ method: "get", url: "https://api.github.com/user", headers: {} });
 * // '{\n  "method": "get",\n  "url": "https://api.github.com/user",\n  "headers": {}\n}\n'
 * ```
 */
export function formatJson(options: RequestOptions): string {
  // Bytes have no JSON form: the body is written in base64, and bodyEncoding says so.
  const printed =
    options.body instanceof Uint8Array
      ? { ...options, body: Buffer.from(options.body).toString("base64"), bodyEncoding: "base64" }
      : options;
  return `${escapeUnsafeChars(JSON.stringify(printed, null, 2))}\n`;
}

/** What a format may need beside the request options. */
export interface FormatContext {
  /**
   * The environment variable of `--token-env`: curl and fetch output read the token from it
   * when the command runs, so the printed command works and shows no secret.
   */
  readonly tokenVariable?: string;
  /** The file a body of bytes was read from: curl output then reads it with `@FILE`. */
  readonly bodyFile?: string;
}

/** The output formats of `--format`, by name; the first one is the default. */
export const OUTPUT_FORMATS = {
  json: formatJson,
  curl: formatCurl,
  fetch: formatFetch,
  http: formatHttp,
} as const satisfies Record<
  string,
  (options: RequestOptions, context: FormatContext) => string | Uint8Array
>;

/** A name accepted by `--format`. */
export type OutputFormat = keyof typeof OUTPUT_FORMATS;

/**
 * Checks a `--format` value; no value means `json`.
 *
 * @throws {@link UsageError} for a name that is not in {@link OUTPUT_FORMATS}.
 *
 * @example
 * ```ts
 * outputFormat("curl"); // "curl"
 * outputFormat(undefined); // "json"
 * ```
 */
export function outputFormat(name: string | undefined): OutputFormat {
  if (name === undefined) return "json";
  if (Object.hasOwn(OUTPUT_FORMATS, name)) return name as OutputFormat;
  const names = Object.keys(OUTPUT_FORMATS);
  throw new UsageError(
    `unknown --format ${quote(name)} (expected ${names.slice(0, -1).join(", ")} or ${names.at(-1)})`,
  );
}
