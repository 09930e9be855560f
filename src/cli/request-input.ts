import { UnreadableInput } from "./data-input.js";
import { cut, errorText, quote, UsageError } from "./usage-error.js";

/** A parameter from the command line: its name and its string or JSON value. */
export interface ParameterArgument {
  readonly name: string;
  readonly value: unknown;
  /** `true` for httpie's `name==value`: always a query parameter, whatever the method. */
  readonly query?: true;
  /**
   * httpie's `name=@FILE` (the file's text) and `name:=@FILE` (its JSON): the value is read
   * from the file by {@link readParameterFile} before the parameter is used.
   */
  readonly file?: { readonly path: string; readonly json: boolean };
}

/**
 * The parameter with its value read from its file, if it names one: the text for
 * `name=@FILE`, the parsed JSON for `name:=@FILE`.
 *
 * @throws {@link UsageError} naming the file when it cannot be read or holds no JSON.
 *
 * @example
 * ```ts
 * await readParameterFile({ name: "labels", value: undefined, file: { path: "l.json", json: true } }, readFile);
 * // { name: "labels", value: ["bug"] } when l.json holds ["bug"]
 * ```
 */
export async function readParameterFile(
  parameter: ParameterArgument,
  readFile: (path: string, argument: string) => Promise<string>,
): Promise<ParameterArgument> {
  const { file, ...rest } = parameter;
  if (file === undefined) return parameter;
  const argument = `${parameter.name}${file.json ? ":=" : "="}@${file.path}`;
  let text: string;
  try {
    text = await readFile(file.path, cut(argument));
  } catch (error) {
    if (file.json || !(error instanceof UnreadableInput)) throw error;
    // The "@" may have been meant as text: say how to write that.
    throw new UsageError(
      `${error.message} (for text that starts with "@", write ${quote(`${parameter.name}=\\@${file.path}`)})`,
    );
  }
  if (!file.json) return { ...rest, value: text };
  try {
    return { ...rest, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = errorText(error);
    throw new UsageError(`${cut(argument)}: the file ${quote(file.path)} holds no JSON: ${reason}`);
  }
}

/**
 * Reads one `name=value` (a string), `name:=json` (any JSON value) or `name==value` (a query
 * parameter) argument, as httpie does. `name=@FILE` and `name:=@FILE` name a file to read the
 * text or the JSON from (see {@link readParameterFile}); `name=\@text` is the text `@text`.
 * The name ends at the first `=`, so the value may itself contain `=`. A name that ends with `[]` (`labels[]=bug`) adds its value to an array;
 * see {@link collectParameters}.
 *
 * @throws {@link UsageError} without `=`, with an empty name, or with invalid JSON after `:=`.
 *
 * @example
 * ```ts
 * parseParameter("state=open"); // { name: "state", value: "open" }
 * parseParameter("per_page:=100"); // { name: "per_page", value: 100 }
 * parseParameter("labels:=[\"bug\"]"); // { name: "labels", value: ["bug"] }
 * parseParameter("page==2"); // { name: "page", value: "2", query: true }
 * parseParameter("body=@notes.md"); // { name: "body", value: undefined, file: { path: "notes.md", json: false } }
 * ```
 */
export function parseParameter(argument: string): ParameterArgument {
  const equals = argument.indexOf("=");
  if (equals === -1) {
    // gh api's `--input FILE` and curl's `-d @FILE` give a body from a file; here it is -d.
    const body =
      argument.startsWith("@") && argument.length > 1
        ? `; for the body from a file, write -d ${quote(argument)} (as curl's -d @FILE)`
        : "";
    throw new UsageError(
      `a parameter must be name=value or name:=json, got ${quote(argument)}${body}`,
    );
  }
  const isJson = equals > 0 && argument[equals - 1] === ":";
  const name = argument.slice(0, isJson ? equals - 1 : equals);
  const text = argument.slice(equals + 1);
  if (name === "") {
    throw new UsageError(`a parameter needs a name before "=", got ${quote(argument)}`);
  }
  if (!isJson && text.startsWith("=")) return { name, value: text.slice(1), query: true };
  // As httpie: "@FILE" reads a file, and "\@" starts a value with a literal "@".
  if (text.startsWith("\\@"))
    return isJson ? jsonParameter(name, text) : { name, value: text.slice(1) };
  if (text.startsWith("@") && text.length > 1) {
    return { name, value: undefined, file: { path: text.slice(1), json: isJson } };
  }
  if (!isJson) return { name, value: text };
  return jsonParameter(name, text);
}

function jsonParameter(name: string, text: string): ParameterArgument {
  try {
    return { name, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = errorText(error);
    throw new UsageError(`invalid JSON for parameter ${quote(name)} after ":=": ${reason}`);
  }
}

/**
 * Reads one `-f key=value` or `-F key=value` argument, as `gh api` does: `-f` gives a string;
 * `-F` reads `true`, `false`, `null` and integers as JSON values and `@FILE` as the file's
 * text (`readFile`), anything else as a string.
 *
 * @throws {@link UsageError} without `=` or with an empty name.
 *
 * @example
 * ```ts
 * await parseField("per_page=100", false); // { name: "per_page", value: "100" }
 * await parseField("per_page=100", true); // { name: "per_page", value: 100 }
 * ```
 */
export async function parseField(
  argument: string,
  typed: boolean,
  readFile: (path: string) => Promise<string> | string = () => "",
): Promise<ParameterArgument> {
  const equals = argument.indexOf("=");
  const option = typed ? "-F" : "-f";
  if (equals < 1) {
    throw new UsageError(`${option} needs key=value, got ${quote(argument)}`);
  }
  const name = argument.slice(0, equals);
  const text = argument.slice(equals + 1);
  if (!typed) return { name, value: text };
  if (
    text === "true" ||
    text === "false" ||
    text === "null" ||
    /^-?(0|[1-9][0-9]{0,14})$/.test(text)
  ) {
    return { name, value: JSON.parse(text) as unknown };
  }
  if (text.startsWith("@") && text.length > 1) {
    return { name, value: await readFile(text.slice(1)) };
  }
  return { name, value: text };
}

/** The parameters of the command line as the library takes them, and the query-only ones. */
export interface CollectedParameters {
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
}

/**
 * Gathers parameters in order: a repeated name keeps its last value, and a name that ends with
 * `[]` adds to an array under the name without `[]` (`labels[]=a labels[]=b` is
 * `labels: ["a", "b"]`), as `gh api` reads it.
 *
 * @throws {@link UsageError} when `name[]` follows a `name` that is not an array.
 *
 * @example
 * ```ts
 * collectParameters([{ name: "labels[]", value: "a" }, { name: "labels[]", value: "b" }]);
 * // { params: { labels: ["a", "b"] }, query: {} }
 * ```
 */
export function collectParameters(parameters: readonly ParameterArgument[]): CollectedParameters {
  // Null prototypes: "__proto__" is then a plain key, which the library rejects.
  const params: Record<string, unknown> = Object.create(null);
  const query: Record<string, unknown> = Object.create(null);
  // The arrays made here, which `name[]` may add to in place: one push per argument keeps
  // many `name[]` arguments linear (C10), and an array read from `name:=json` is copied once.
  const collected = new Set<unknown[]>();
  for (const parameter of parameters) {
    const target = parameter.query ? query : params;
    if (!parameter.name.endsWith("[]") || parameter.name === "[]") {
      target[parameter.name] = parameter.value;
      continue;
    }
    const name = parameter.name.slice(0, -2);
    const previous = Object.hasOwn(target, name) ? target[name] : [];
    if (!Array.isArray(previous)) {
      throw new UsageError(`${quote(`${name}[]`)} adds to an array, but ${quote(name)} is not one`);
    }
    const list: unknown[] = collected.has(previous) ? previous : [...previous];
    collected.add(list);
    list.push(parameter.value);
    target[name] = list;
  }
  return { params: { ...params }, query: { ...query } };
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

/** RFC 9110 section 5.6.2: a token, as a header name is written. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Reads httpie's header item `Name:value`, an argument among the parameters: the part before
 * the first `:` is a token and is not followed by `=` (`name:=json` stays a JSON parameter).
 * Spaces and tabs around the value are dropped, as for `-H`. A url in the wrong place
 * (`https://host/x`, `localhost:8080/x`) is no header item. httpie's `Name:` removes a header,
 * which the command cannot do, and an empty value is given with `-H "Name:"`: it is refused.
 *
 * @returns the header, or undefined for an argument that is no header item
 * @throws {@link UsageError} for `Name:` with no value.
 *
 * @example
 * ```ts
 * headerItem("Accept:application/vnd.github.raw"); // { name: "Accept", value: "application/vnd.github.raw" }
 * headerItem("labels:=[]"); // undefined
 * ```
 */
export function headerItem(argument: string): HeaderArgument | undefined {
  const colon = argument.indexOf(":");
  const name = argument.slice(0, colon);
  const rest = argument.slice(colon + 1);
  if (colon === -1 || !TOKEN.test(name) || rest.startsWith("=")) return undefined;
  if (rest.startsWith("//") || /^[0-9]+\//.test(rest)) return undefined;
  const header = parseHeader(argument);
  if (header.value === "") {
    throw new UsageError(
      `the header item ${quote(argument)} has no value: httpie's "Name:" removes a header, which restbuild cannot do (the library's headers are always sent); for an empty value, write -H ${quote(`${name}:`)}`,
    );
  }
  return header;
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
