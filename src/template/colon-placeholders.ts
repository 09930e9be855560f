import { isWordChar } from "../shared/char-codes.js";
import { SCHEME } from "../shared/url-text.js";

/** Where the path starts: after `scheme://authority`, or at 0 for a relative URL. */
function pathStart(url: string): number {
  const scheme = SCHEME.exec(url);
  if (scheme === null) return 0;
  let depth = 0;
  for (let index = scheme[0].length; index < url.length; index++) {
    const char = url[index];
    if (char === "{") depth++;
    else if (char === "}") depth--;
    else if (depth === 0 && (char === "/" || char === "?" || char === "#")) return index;
  }
  return url.length;
}

/**
 * Rewrites `:name` placeholders (a lowercase letter and at least one more word character) to
 * `{name}`, as @octokit/endpoint does, but only in the path: never in the scheme, host, port
 * or user info, inside an expression, or after a literal `?` or `#`.
 *
 * @example
 * ```ts
 * colonToBraces("https://u:pw@example.com:8080/orgs/:org/repos?x=:y");
 * // "https://u:pw@example.com:8080/orgs/{org}/repos?x=:y"
 * ```
 */
export function colonToBraces(url: string): string {
  if (!url.includes(":")) return url;
  let result = "";
  let copied = 0;
  let depth = 0;
  for (let index = pathStart(url); index < url.length; index++) {
    const char = url[index];
    if (char === "{") depth++;
    else if (char === "}") depth--;
    else if (depth === 0 && (char === "?" || char === "#")) break;
    else if (depth === 0 && char === ":") {
      const first = url.charCodeAt(index + 1);
      if (!(first >= 97 && first <= 122) || !isWordChar(url.charCodeAt(index + 2))) continue;
      let end = index + 3;
      while (end < url.length && isWordChar(url.charCodeAt(end))) end++;
      result += `${url.slice(copied, index)}{${url.slice(index + 1, end)}}`;
      copied = end;
      index = end - 1;
    }
  }
  return copied === 0 ? url : result + url.slice(copied);
}
