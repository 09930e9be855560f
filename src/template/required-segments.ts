import { describeValue, RestbuildError } from "../errors.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { cut, quote } from "../shared/text.js";
import { expressionText } from "./expression-text.js";
import type { TemplateExpression, TemplatePart } from "./template-program.js";
import { authorityStart } from "./url-reading.js";

// C6b, an item never becomes its collection: a path segment that the template gives wholly
// to one expression names an item (`/orgs/{org}/members/{username}`). Expanded without a
// value, the segment empties and the trailing-slash rule (C7) sends the request to the
// collection, or `//` joins two segments into another path. Such a segment is required.

/**
 * Marks the expressions that fill a path segment of their own (`fillsSegment`), once, when a
 * template is compiled: each expansion then knows by the expression's output alone whether
 * such a segment was left empty. Such an expression is `{name}` or `{+name}`, with one
 * variable (a modifier allowed); `{/name}` stays optional, as RFC 6570 says, and `{a}.{b}` or
 * `x-{a}` share their segment. A segment starts after a literal `/` of the path, or at the
 * start of a relative template (which is joined to the base URL with a `/`), and ends at a
 * literal `/`, `?` or `#`, a `{/...}`, `{?...}` or `{#...}` expression, or the end of the
 * template.
 *
 * @returns the names of the marked expressions' variables, each once, in the template's order:
 *   the template's `requiredNames`.
 */
export function markRequiredSegments(parts: TemplatePart[], absolute: boolean): string[] {
  const names = new Set<string>();
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as TemplatePart;
    if (typeof part === "string") {
      // A literal `?` or `#` ends the path.
      if (part.includes("?") || part.includes("#")) break;
      continue;
    }
    const operator = part.operator.char;
    if (operator === "?" || operator === "&" || operator === "#") break;
    const only = part.variables.length === 1 ? part.variables[0] : undefined;
    if (
      only !== undefined &&
      (operator === "" || operator === "+") &&
      startsSegment(parts, absolute, index) &&
      endsSegment(parts[index + 1])
    ) {
      parts[index] = { ...part, fillsSegment: true };
      names.add(only.name);
    }
  }
  return [...names];
}

/** The part before `index` ends with a `/` of the path, or the relative template starts there. */
function startsSegment(parts: readonly TemplatePart[], absolute: boolean, index: number): boolean {
  if (index === 0) return !absolute;
  const previous = parts[index - 1];
  if (typeof previous !== "string" || !previous.endsWith("/")) return false;
  // The `//` of `scheme://` starts the authority, not a segment.
  return !(absolute && index === 1 && previous.length <= authorityStart(previous));
}

/**
 * Whether the output of an expression that fills a segment leaves the segment empty: it wrote
 * nothing, or a `{+x}` value starts with `/`, `?` or `#`.
 */
export function leavesSegmentEmpty(piece: string): boolean {
  if (piece === "") return true;
  const first = piece.charCodeAt(0);
  return first === 47 || first === 63 || first === 35;
}

/** The part after an expression closes its segment: a literal `/`, `?` or `#`, or the end. */
function endsSegment(next: TemplatePart | undefined): boolean {
  if (next === undefined) return true;
  if (typeof next === "string") {
    const first = next.charCodeAt(0);
    return first === 47 || first === 63 || first === 35;
  }
  const operator = next.operator.char;
  return operator === "/" || operator === "?" || operator === "#";
}

/** What a request needs to name its route in a message: its method and url as given. */
export interface RouteText {
  readonly method: string;
  readonly url?: string | undefined;
}

/**
 * C6b: the error for an expression that fills a segment of its own ({@link markRequiredSegments})
 * and left it empty, or `undefined` when that is allowed. It is an error when the value is
 * `undefined` or `null`, whatever the method, and when it is empty otherwise (`""`, an empty
 * list or map) unless the method is GET or HEAD: GitHub lists a repository's root with
 * `GET /repos/{owner}/{repo}/contents/{path}` and `path: ""`. The expansion found the empty
 * segment by the expression's output; the value is read again only here, to tell an empty
 * value from a missing one.
 *
 * @param values - the values the expansion read (read once when a variable repeats).
 */
export function emptySegmentError(
  expression: TemplateExpression,
  values: Readonly<Record<string, unknown>>,
  route: RouteText,
  expansion: string,
): RestbuildError | undefined {
  const name = expression.variables[0]?.name ?? "";
  const value = Object.hasOwn(values, name) ? values[name] : undefined;
  const given = emptySegmentValue(value, isGetOrHead(route.method));
  return given === undefined
    ? undefined
    : missingParameterError(expression, given, route, expansion);
}

function isGetOrHead(method: string): boolean {
  const lower = method.toLowerCase();
  return lower === "get" || lower === "head";
}

/** The value of a segment the expansion left empty, in words; undefined when it is allowed. */
function emptySegmentValue(value: unknown, allowEmpty: boolean): string | undefined {
  if (value === undefined) return "was left out";
  if (value === null) return "is null";
  if (allowEmpty) return undefined;
  // Named by its kind, not read: a list may be sparse, four billion holes long (C10). A `{+x}`
  // value that starts with "/", "?" or "#" leaves its segment empty too.
  if (value === "") return 'is ""';
  if (Array.isArray(value)) return "is a list with nothing to write";
  if (isPlainObject(value)) return "is a map with nothing to write";
  return `is ${describeValue(value)}`;
}

/** A URL quoted with at most its last 60 characters: where it goes shows at its end. */
function quoteEnd(url: string): string {
  return JSON.stringify(url.length > 60 ? `...${url.slice(-57)}` : url);
}

function missingParameterError(
  expression: TemplateExpression,
  given: string,
  route: RouteText,
  expansion: string,
): RestbuildError {
  const onlyEmpty = given !== "was left out" && given !== "is null";
  return new RestbuildError(
    "MISSING_PARAMETER",
    `the route ${quote(`${route.method} ${route.url}`)} needs a value for ${cut(expressionText(expression))}, which ${given}${onlyEmpty ? " (an empty value is allowed only for GET and HEAD)" : ""}: without it the template expands to ${quoteEnd(expansion)}`,
  );
}
