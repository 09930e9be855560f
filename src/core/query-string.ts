import { describeValue, RestbuildError } from "../errors.js";
import { keepBrackets } from "../shared/text.js";
import { valueText } from "../shared/value-text.js";
import { isUnreserved } from "../template/encode.js";

/** `text` percent-encoded; `kind` and `name` name it in an error (joined only then). */
function encodeComponent(text: string, kind: string, name?: string): string {
  if (isUnreserved(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch (cause) {
    // Only a lone surrogate makes encodeURIComponent throw.
    throw new RestbuildError(
      "INVALID_QUERY_VALUE",
      `${name === undefined ? kind : `${kind} "${name}"`} ${describeValue(text)} contains a lone UTF-16 surrogate`,
      { cause },
    );
  }
}

/** Query names keep `[` and `]` literal, so `labels[]` and `filter[state]` read as written (C5). */
function encodeName(name: string): string {
  const encoded = encodeComponent(name, "query parameter name");
  // Most names need no encoding, and then have no brackets to restore.
  return encoded === name ? name : keepBrackets(encoded);
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
  const text = valueText(value, "INVALID_QUERY_VALUE", "query parameter", name);
  return encodeComponent(text, "query parameter", name);
}

/**
 * One `name=value` pair of a query string, both encoded as @octokit/endpoint does (C5).
 *
 * @example
 * ```ts
 * queryPair("q", "is:open+label:bug"); // "q=is%3Aopen+label%3Abug"
 * ```
 */
export function queryPair(name: string, value: unknown): string {
  return `${encodeName(name)}=${encodeQueryValue(name, value)}`;
}

/**
 * Adds an encoded query string (pairs joined with `&`) to a URL: after the URL's own query,
 * and before a `#` fragment rather than after it as @octokit/endpoint does.
 *
 * @example
 * ```ts
 * withQuery("https://api.github.com/search/issues#top", "per_page=5");
 * // "https://api.github.com/search/issues?per_page=5#top"
 * ```
 */
export function withQuery(url: string, query: string): string {
  if (query === "") return url;
  // The query goes before a fragment: after the "#" it would belong to the fragment, which no
  // client sends, and the parameters would be lost without a word.
  const fragment = url.indexOf("#");
  const question = url.indexOf("?");
  const separator = question !== -1 && (fragment === -1 || question < fragment) ? "&" : "?";
  if (fragment === -1) return url + separator + query;
  return url.slice(0, fragment) + separator + query + url.slice(fragment);
}
