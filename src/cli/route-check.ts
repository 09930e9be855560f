import { type CompiledTemplate, compileTemplate } from "../index.js";
import { nearMiss } from "./near-miss.js";
import { cut, quote, UsageError } from "./usage-error.js";

/** The methods of RFC 9110 and RFC 5789 (PATCH); any other is sent, with a warning. */
const STANDARD_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

/**
 * A route url compiled with the library's public template API, as the library reads a route:
 * `:name` read as `{name}`, names with `-` allowed.
 *
 * @example
 * ```ts
 * routeTemplate("/repos/:owner/{repo}").source; // "/repos/{owner}/{repo}"
 * routeTemplate("/repos/:owner/{repo}").requiredNames; // ["owner", "repo"]
 * ```
 */
export function routeTemplate(url: string): CompiledTemplate {
  return compileTemplate(url, { allowHyphenInNames: true, colonPlaceholders: true });
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
  // The names the library refuses to leave out (MISSING_PARAMETER): `/{name}/`, `/:name`.
  const missing = template.requiredNames.filter((name) => values[name] == null);
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
