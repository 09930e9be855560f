import {
  type CompiledTemplate,
  compileTemplate,
  isRestbuildError,
  RequestBuilder,
} from "../index.js";
import { SCHEME } from "../shared/url-scheme.js";
import { nearMiss } from "./near-miss.js";
import { cut, quote, UsageError } from "./usage-error.js";

/** The methods of RFC 9110 and RFC 5789 (PATCH); any other is sent, with a warning. */
const STANDARD_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

// `:name` in the path, as the library reads it (C4): a lowercase letter, then word characters.
const COLON_NAME = /:([a-z]\w+)/g;

/**
 * A route url with its `:name` placeholders written `{name}`, as the library reads them. Only
 * the path is rewritten: after `scheme://authority` and before the first `?` or `#`, and
 * never inside an expression (where `:` is a prefix modifier). The library does the same when
 * it compiles a route, and has no public entry for it.
 *
 * @example
 * ```ts
 * bracedUrl("/repos/:owner/{repo}"); // "/repos/{owner}/{repo}"
 * ```
 */
export function bracedUrl(url: string): string {
  const scheme = SCHEME.exec(url)?.[0];
  const authority =
    scheme === undefined ? "" : scheme + /^[^/?#]*/.exec(url.slice(scheme.length))?.[0];
  const rest = url.slice(authority.length);
  const end = rest.search(/[?#]/);
  const path = end === -1 ? rest : rest.slice(0, end);
  const tail = end === -1 ? "" : rest.slice(end);
  const rewritten = path
    .split(/(\{[^}]*\})/)
    .map((piece) => (piece.startsWith("{") ? piece : piece.replace(COLON_NAME, "{$1}")))
    .join("");
  return `${authority}${rewritten}${tail}`;
}

/**
 * A route url compiled with the library's public template API, `:name` read as `{name}`.
 *
 * @example
 * ```ts
 * routeTemplate("/repos/:owner/{repo}").variableNames; // ["owner", "repo"]
 * ```
 */
export function routeTemplate(url: string): CompiledTemplate {
  return compileTemplate(bracedUrl(url), { allowHyphenInNames: true });
}

/**
 * The names a route cannot do without, as the library judges them: for each placeholder, a
 * request with a value for every other one is built, and the library answers
 * `MISSING_PARAMETER` when the placeholder fills a path segment alone (`/{name}/`, `/:name`).
 * `{/name}`, `{a}.{b}` and query expressions may be left out, as the route types say.
 */
function requiredNames(method: string, template: CompiledTemplate): string[] {
  const names = template.variableNames;
  return names.filter((name) => {
    const others = Object.fromEntries(names.filter((other) => other !== name).map((n) => [n, "x"]));
    try {
      RequestBuilder.create().route(`${method} ${template.source}`).params(others).build();
      return false;
    } catch (error) {
      return isRestbuildError(error) && error.code === "MISSING_PARAMETER";
    }
  });
}

function listed(names: readonly string[]): string {
  const quoted = names.map(quote);
  return quoted.length === 1
    ? `${quoted[0]}`
    : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/**
 * Checks a route before its request is printed, so that the command never prints a request
 * to another resource with exit status 0: every placeholder the library requires needs a
 * value, and a parameter name that is one slip away from a missing one is named.
 *
 * @param method - the method sent
 * @param url - the route's url, `{name}` or `:name` placeholders
 * @param values - the parameters, by name
 * @param given - the parameter names from the command line, in order
 * @param bodyAsIs - whether the body comes from `--data` or `data=`: parameters the url does
 *   not name are then dropped, and a warning says so
 * @returns warnings for stderr: a method that is not a standard one, dropped parameters
 * @throws {@link UsageError} naming the missing placeholders and any near miss
 *
 * @example
 * ```ts
 * checkRoute("GET", "/repos/{owner}/{repo}", { owner: "o", rpeo: "r" }, ["owner", "rpeo"], false);
 * // throws: missing the path parameter "repo" of "/repos/{owner}/{repo}";
 * //   "rpeo" is not in the url: did you mean "repo"?
 * ```
 */
export function checkRoute(
  method: string,
  url: string,
  values: Readonly<Record<string, unknown>>,
  given: readonly string[],
  bodyAsIs: boolean,
): string[] {
  const template = routeTemplate(url);
  const unused = given.filter((name) => !template.variableNames.includes(name) && name !== "data");
  const missing = requiredNames(method, template).filter((name) => values[name] == null);
  if (missing.length > 0) {
    const hints = missing.flatMap((name) => {
      const slip = nearMiss(name, unused);
      return slip === undefined
        ? []
        : [`${quote(slip)} is not in the url: did you mean ${quote(name)}?`];
    });
    const plural = missing.length === 1 ? "the path parameter" : "the path parameters";
    const hint =
      hints.length > 0
        ? hints.join("; ")
        : `give ${missing.map((name) => `${cut(name)}=VALUE`).join(" ")}`;
    throw new UsageError(`missing ${plural} ${listed(missing)} of ${quote(url)}; ${hint}`);
  }

  const warnings: string[] = [];
  if (!STANDARD_METHODS.includes(method.toUpperCase())) {
    const slip = nearMiss(method.toUpperCase(), STANDARD_METHODS);
    warnings.push(
      `${quote(method)} is not a standard HTTP method${slip === undefined ? "" : ` (did you mean ${slip}?)`}; the request uses it as it is`,
    );
  }
  if (bodyAsIs && unused.length > 0) {
    const names = [...new Set(unused)];
    warnings.push(
      `the body is given as it is, so ${listed(names)} ${names.length === 1 ? "is" : "are"} not sent: ` +
        `a parameter the url does not name is dropped; to send it in the query, write ${quote(`{?${names.join(",")}}`)} in the url`,
    );
  }
  return warnings;
}
