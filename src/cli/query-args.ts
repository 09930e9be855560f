import { quote, UsageError } from "./usage-error.js";

// A name as an RFC 6570 variable name: letters, digits and "_" as they are, every other byte
// pct-encoded. A named expansion writes the name as it is, so it arrives encoded in the url.
function variableName(name: string): string {
  let encoded = "";
  for (const byte of new TextEncoder().encode(name)) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9_]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/** The index of the first `char` outside every `{...}` expression, or -1. */
function outsideExpressions(url: string, char: string): number {
  let depth = 0;
  for (let index = 0; index < url.length; index++) {
    const current = url[index];
    if (current === "{") depth++;
    else if (current === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0 && current === char) return index;
  }
  return -1;
}

/** A url with query names added to it, and the parameter name each value is given under. */
export interface QueryExpression {
  /** The url with the names in a `{?...}` or `{&...}` expression, before any fragment. */
  readonly url: string;
  /** The values keyed by their template variable names, ready for the library's parameters. */
  readonly params: Record<string, unknown>;
}

/**
 * Adds `name==value` query parameters to a route's url as an RFC 6570 query expression, so
 * the library writes them with its template encoding (the one a `{?name}` the route declares
 * gets): a name the url already has a `{?...}` expression for joins it, a url with a literal
 * `?` gets `{&...}`, any other `{?...}`; always before a `#` fragment. A name that is no
 * RFC 6570 variable name is written pct-encoded (`a b` is `a%20b`).
 *
 * @throws {@link UsageError} when a query name is also a placeholder of the url.
 *
 * @example
 * ```ts
 * withQueryExpression("/x?a=1#top", { "q": "a b" });
 * // { url: "/x?a=1{&q}#top", params: { q: "a b" } }
 * ```
 */
export function withQueryExpression(
  url: string,
  query: Readonly<Record<string, unknown>>,
  urlNames: readonly string[],
): QueryExpression {
  const names = Object.keys(query);
  if (names.length === 0) return { url, params: {} };
  const params: Record<string, unknown> = Object.create(null);
  for (const name of names) {
    const variable = variableName(name);
    if (urlNames.includes(variable)) {
      throw new UsageError(
        `${quote(`${name}==`)} is a query parameter, but the url has the placeholder ${quote(name)}; give it as ${quote(`${name}=`)}`,
      );
    }
    params[variable] = query[name];
  }
  const hash = outsideExpressions(url, "#");
  const [head, fragment] = hash === -1 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  const list = Object.keys(params).join(",");
  // The url's own query expression takes the names: `{?a}{&b}` would lose the "?" when a is empty.
  const expression = head.lastIndexOf("{?");
  if (expression !== -1) {
    const close = head.indexOf("}", expression);
    return {
      url: `${head.slice(0, close)},${list}${head.slice(close)}${fragment}`,
      params: { ...params },
    };
  }
  const operator = outsideExpressions(head, "?") === -1 ? "?" : "&";
  return { url: `${head}{${operator}${list}}${fragment}`, params: { ...params } };
}
