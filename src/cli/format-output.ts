import type { Formatter } from "./format-context.js";
import { formatCurl } from "./format-curl.js";
import { formatFetch } from "./format-fetch.js";
import { formatHttp } from "./format-http.js";
import { formatJson } from "./format-json.js";
import { quote, UsageError } from "./usage-error.js";

export type { FormatContext, Formatter } from "./format-context.js";

/** One row of the format table: the name `--format` takes, its formatter and its help line. */
export interface FormatSpec {
  readonly name: string;
  readonly format: Formatter;
  /** One line for the help text and the option's description. */
  readonly help: string;
}

/**
 * The output formats, one row each; the first is the default. The argument parser, the help
 * text and the tests read this table, so a new `--format` is one row.
 */
export const OUTPUT_FORMATS = [
  {
    name: "json",
    format: formatJson,
    help: "the request options as the library returns them (the default)",
  },
  { name: "curl", format: formatCurl, help: "one curl command line, quoted for sh, bash and zsh" },
  {
    name: "fetch",
    format: formatFetch,
    help: "a JavaScript fetch() call, for an async function or a module",
  },
  {
    name: "http",
    format: formatHttp,
    help: "the raw HTTP/1.1 request: request line, Host, headers, blank line, body",
  },
] as const satisfies readonly FormatSpec[];

/** A name accepted by `--format`. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]["name"];

/** The names of the formats, listed for a message: `json, curl, fetch or http`. */
export function formatNames(): string {
  const names = OUTPUT_FORMATS.map(({ name }) => name);
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/**
 * The row of a `--format` value; no value means the first row, `json`.
 *
 * @throws {@link UsageError} for a name that is not in {@link OUTPUT_FORMATS}.
 *
 * @example
 * ```ts
 * outputFormat("curl").name; // "curl"
 * outputFormat(undefined).name; // "json"
 * ```
 */
export function outputFormat(name: string | undefined): FormatSpec {
  const spec =
    name === undefined ? OUTPUT_FORMATS[0] : OUTPUT_FORMATS.find((row) => row.name === name);
  if (spec !== undefined) return spec;
  throw new UsageError(`unknown --format ${quote(name ?? "")} (expected ${formatNames()})`);
}
