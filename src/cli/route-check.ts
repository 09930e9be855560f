import { compileTemplate, type MergedOptions } from "../index.js";
import { SCHEME } from "../shared/url-scheme.js";
import type { TemplateProgram } from "../template/template-program.js";
import { nearMiss } from "./near-miss.js";
import { cut, quote, UsageError } from "./usage-error.js";

/** The methods of RFC 9110 and RFC 5789 (PATCH); any other is sent, with a warning. */
const STANDARD_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

// `:name` in the path, as the library reads it (C4): a lowercase letter, then word characters.
const COLON_NAME = /:([a-z]\w+)/g;

/**
 * A route url with its `:name` placeholders written `{name}`, compiled. Only the path is
 * rewritten: after `scheme://authority` and before the first `?` or `#`.
 *
 * @example
 * ```ts
 * routeTemplate("/repos/:owner/{repo}").source; // "/repos/{owner}/{repo}"
 * ```
 */
export function routeTemplate(url: string): TemplateProgram {
  const scheme = SCHEME.exec(url)?.[0];
  const authority =
    scheme === undefined ? "" : scheme + /^[^/?#]*/.exec(url.slice(scheme.length))?.[0];
  const rest = url.slice(authority.length);
  const end = rest.search(/[?#]/);
  const path = end === -1 ? rest : rest.slice(0, end);
  const tail = end === -1 ? "" : rest.slice(end);
  // Inside an expression a ":" is a prefix modifier, so only literal text is rewritten.
  const rewritten = path
    .split(/(\{[^}]*\})/)
    .map((piece) => (piece.startsWith("{") ? piece : piece.replace(COLON_NAME, "{$1}")))
    .join("");
  // The command reads which placeholders sit in the path from the parsed form (a named
  // exception to the folder rules: the public CompiledTemplate hides it).
  const compiled = compileTemplate(`${authority}${rewritten}${tail}`, { allowHyphenInNames: true });
  return compiled as TemplateProgram;
}

/**
 * The names a url cannot do without: those of `{name}` and `{+name}` expressions in the path
 * (`:name` counts as `{name}`). Without a value they expand to nothing and leave `//` or a
 * shorter path, which is another resource. `{/name}`, `{.name}` and query expressions may be
 * left out.
 */
function requiredNames(template: TemplateProgram): string[] {
  const names: string[] = [];
  for (const part of template.parts) {
    if (typeof part === "string") {
      if (part.includes("?") || part.includes("#")) break;
      continue;
    }
    const operator = part.operator.char;
    if (operator === "?" || operator === "&" || operator === "#") break;
    if (operator !== "" && operator !== "+") continue;
    for (const { name } of part.variables) if (!names.includes(name)) names.push(name);
  }
  return names;
}

function listed(names: readonly string[]): string {
  const quoted = names.map(quote);
  return quoted.length === 1
    ? `${quoted[0]}`
    : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/**
 * Checks a route before its request is printed, so that the command never prints a request
 * to another resource with exit status 0: every path placeholder needs a value, and a
 * parameter name that is one slip away from a missing one is named.
 *
 * @param given - the parameter names from the command line, in order
 * @param bodyAsIs - whether the body comes from `--data` or `data=`: parameters the url does
 *   not name are then dropped, and a warning says so
 * @returns warnings for stderr: a method that is not a standard one, dropped parameters
 * @throws {@link UsageError} naming the missing placeholders and any near miss
 *
 * @example
 * ```ts
 * checkRoute({ ...options, url: "/repos/{owner}/{repo}", owner: "o", rpeo: "r" }, ["owner", "rpeo"], false);
 * // throws: missing the path parameter "repo" of "/repos/{owner}/{repo}";
 * //   "rpeo" is not in the url: did you mean "repo"?
 * ```
 */
export function checkRoute(
  options: Readonly<MergedOptions>,
  given: readonly string[],
  bodyAsIs: boolean,
): string[] {
  const url = options.url ?? "";
  const template = routeTemplate(url);
  const unused = given.filter((name) => !template.variableNames.includes(name) && name !== "data");
  const missing = requiredNames(template).filter((name) => options[name] == null);
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
  const method = options.method.toUpperCase();
  if (!STANDARD_METHODS.includes(method)) {
    const slip = nearMiss(method, STANDARD_METHODS);
    warnings.push(
      `${quote(options.method)} is not a standard HTTP method${slip === undefined ? "" : ` (did you mean ${slip}?)`}; the request uses it as it is`,
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
