import { quote, UsageError } from "./usage-error.js";

/** A parameter from the command line: its name and its string or JSON value. */
export interface ParameterArgument {
  readonly name: string;
  readonly value: unknown;
}

/**
 * Reads one `name=value` (a string) or `name:=json` (any JSON value) argument, as httpie
 * does. The name ends at the first `=`, so the value may itself contain `=`.
 *
 * @throws {@link UsageError} without `=`, with an empty name, or with invalid JSON after `:=`.
 *
 * @example
 * ```ts
 * parseParameter("state=open"); // { name: "state", value: "open" }
 * parseParameter("per_page:=100"); // { name: "per_page", value: 100 }
 * parseParameter("labels:=[\"bug\"]"); // { name: "labels", value: ["bug"] }
 * ```
 */
export function parseParameter(argument: string): ParameterArgument {
  const equals = argument.indexOf("=");
  if (equals === -1) {
    throw new UsageError(`a parameter must be name=value or name:=json, got ${quote(argument)}`);
  }
  const isJson = equals > 0 && argument[equals - 1] === ":";
  const name = argument.slice(0, isJson ? equals - 1 : equals);
  const text = argument.slice(equals + 1);
  if (name === "") {
    throw new UsageError(`a parameter needs a name before "=", got ${quote(argument)}`);
  }
  if (!isJson) return { name, value: text };
  try {
    return { name, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UsageError(`invalid JSON for parameter ${quote(name)} after ":=": ${reason}`);
  }
}

/** A header from the command line. */
export interface HeaderArgument {
  readonly name: string;
  readonly value: string;
}

/**
 * Reads one `name: value` header argument, as curl's `-H` does. The name ends at the first
 * `:`; spaces and tabs around the value are dropped. The library checks name and value.
 *
 * @throws {@link UsageError} when there is no `:`.
 *
 * @example
 * ```ts
 * parseHeader("Authorization: token abc"); // { name: "Authorization", value: "token abc" }
 * ```
 */
export function parseHeader(argument: string): HeaderArgument {
  const colon = argument.indexOf(":");
  if (colon === -1) {
    throw new UsageError(`a header must be "name: value", got ${quote(argument)}`);
  }
  return {
    name: argument.slice(0, colon),
    value: trimOptionalWhitespace(argument.slice(colon + 1)),
  };
}

// RFC 9110 section 5.6.3: only spaces and tabs surround a field value. A CR or LF stays, so the
// library rejects it instead of the command quietly dropping it.
function trimOptionalWhitespace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === " " || text[start] === "\t")) start += 1;
  while (end > start && (text[end - 1] === " " || text[end - 1] === "\t")) end -= 1;
  return text.slice(start, end);
}
