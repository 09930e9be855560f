import { describeValue, RestbuildError } from "../errors.js";
import { valueText } from "../shared/value-text.js";
import { isUnreserved } from "../template/encode.js";

function encodeComponent(text: string, what: string): string {
  if (isUnreserved(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch (cause) {
    // Only a lone surrogate makes encodeURIComponent throw.
    throw new RestbuildError(
      "INVALID_QUERY_VALUE",
      `${what} ${describeValue(text)} contains a lone UTF-16 surrogate`,
      { cause },
    );
  }
}

/** Query names keep `[` and `]` literal, so `labels[]` and `filter[state]` read as written (C5). */
function encodeName(name: string): string {
  const encoded = encodeComponent(name, "query parameter name");
  return encoded.includes("%5") ? encoded.replace(/%5B/g, "[").replace(/%5D/g, "]") : encoded;
}

function encodeQueryValue(name: string, value: unknown): string {
  if (name === "q") {
    // As @octokit/endpoint: GitHub's search syntax uses "+" between qualifiers, so it stays.
    if (typeof value !== "string") {
      throw new RestbuildError(
        "INVALID_QUERY_VALUE",
        `the search parameter "q" must be a string, got ${describeValue(value)}`,
      );
    }
    return value
      .split("+")
      .map((part) => encodeComponent(part, "query parameter q"))
      .join("+");
  }
  // As @octokit/endpoint: String() joins arrays with commas and writes null as "null".
  const what = `query parameter "${name}"`;
  return encodeComponent(valueText(value, "INVALID_QUERY_VALUE", what), what);
}

/**
 * Appends parameters to a URL's query string, in their order, as @octokit/endpoint does
 * (C5), but before a `#` fragment rather than after it. `undefined` values are left out.
 *
 * @example
 * ```ts
 * appendQuery("https://api.github.com/search/issues", { q: "is:open+label:bug", per_page: 5 });
 * // "https://api.github.com/search/issues?q=is%3Aopen+label%3Abug&per_page=5"
 * ```
 */
export function appendQuery(url: string, parameters: Readonly<Record<string, unknown>>): string {
  let query = "";
  for (const name of Object.keys(parameters)) {
    const value = parameters[name];
    if (value === undefined) continue;
    query += `${query === "" ? "" : "&"}${encodeName(name)}=${encodeQueryValue(name, value)}`;
  }
  if (query === "") return url;
  // The query goes before a fragment: after the "#" it would belong to the fragment, which no
  // client sends, and the parameters would be lost without a word.
  const fragment = url.indexOf("#");
  const question = url.indexOf("?");
  const separator = question !== -1 && (fragment === -1 || question < fragment) ? "&" : "?";
  if (fragment === -1) return url + separator + query;
  return url.slice(0, fragment) + separator + query + url.slice(fragment);
}
