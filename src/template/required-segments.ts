import { describeValue, RestbuildError } from "../errors.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { cut, quote } from "../shared/text.js";
import type { TemplateExpression, TemplatePart, TemplateProgram } from "./template-program.js";
import { authorityStart } from "./url-safety.js";

// C6b, an item never becomes its collection: a path segment that the template gives wholly
// to one expression names an item (`/orgs/{org}/members/{username}`). Expanded without a
// value, the segment empties and the trailing-slash rule (C7) sends the request to the
// collection, or `//` joins two segments into another path. Such a segment is required.

/** A path segment that one expression fills wholly: `/{name}/`, `/{name}` at the end, `/:name`. */
export interface RequiredSegment {
  /** The variable's name, which values are looked up by. */
  readonly name: string;
  /** The expression as the template writes it (`{username}`, `{+path}`), for a message. */
  readonly text: string;
  /**
   * How many `/` of the template's literal text come before the segment: its place in every
   * expansion, when no expression before it can write a `/`. Otherwise -1, and the check reads
   * the value instead.
   */
  readonly slashes: number;
}

const REQUIRED_SEGMENTS = new WeakMap<TemplateProgram, readonly RequiredSegment[]>();

/**
 * The segments of a template's path that one expression fills wholly, derived once per
 * compiled template. Such an expression is `{name}` or `{+name}`, with one variable (a
 * modifier allowed); `{/name}` stays optional, as RFC 6570 says, and `{a}.{b}` or `x-{a}`
 * share their segment. A segment starts after a literal `/` of the path, or at the start of a
 * relative template (which is joined to the base URL with a `/`), and ends at a literal `/`,
 * `?` or `#`, a `{/...}`, `{?...}` or `{#...}` expression, or the end of the template.
 */
export function requiredSegmentsOf(template: TemplateProgram): readonly RequiredSegment[] {
  let segments = REQUIRED_SEGMENTS.get(template);
  if (segments === undefined) {
    segments = deriveRequiredSegments(template);
    REQUIRED_SEGMENTS.set(template, segments);
  }
  return segments;
}

function deriveRequiredSegments(template: TemplateProgram): RequiredSegment[] {
  const { parts } = template;
  const segments: RequiredSegment[] = [];
  const seen = new Set<string>();
  // The literal `/` so far, while no expression could add one; then -1.
  let slashes = 0;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as TemplatePart;
    if (typeof part === "string") {
      // A literal `?` or `#` ends the path.
      if (part.includes("?") || part.includes("#")) break;
      if (slashes >= 0) for (const char of part) if (char === "/") slashes++;
      continue;
    }
    const operator = part.operator.char;
    if (operator === "?" || operator === "&" || operator === "#") break;
    const variable = part.variables[0];
    if (
      variable !== undefined &&
      part.variables.length === 1 &&
      (operator === "" || operator === "+") &&
      startsSegment(template, index) &&
      endsSegment(parts[index + 1]) &&
      !seen.has(variable.name)
    ) {
      seen.add(variable.name);
      segments.push({ name: variable.name, text: expressionText(part), slashes });
    }
    // `{+x}` and `{/x}` can write a `/`: the place of later segments is known only by reading.
    if (operator === "+" || operator === "/") slashes = -1;
  }
  return segments;
}

/** The part before `index` ends with a `/` of the path, or the relative template starts there. */
function startsSegment(template: TemplateProgram, index: number): boolean {
  if (index === 0) return !template.absolute;
  const previous = template.parts[index - 1];
  if (typeof previous !== "string" || !previous.endsWith("/")) return false;
  // The `//` of `scheme://` starts the authority, not a segment.
  return !(template.absolute && index === 1 && previous.length <= authorityStart(previous));
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

function expressionText(expression: TemplateExpression): string {
  const variable = expression.variables[0];
  const modifier =
    variable === undefined
      ? ""
      : variable.explode
        ? "*"
        : variable.maxLength > 0
          ? `:${variable.maxLength}`
          : "";
  return `{${expression.operator.char}${variable?.name ?? ""}${modifier}}`;
}

/** What a request needs to name its route in a message: its method and url as given. */
export interface RouteText {
  readonly method: string;
  readonly url?: string | undefined;
}

/**
 * C6b: checks an expansion of `template` for a required segment ({@link requiredSegmentsOf})
 * left empty. Such a segment is an error when its value is `undefined` or `null`, whatever the
 * method, and when it is empty otherwise (`""`, an empty list or map) unless the method is GET
 * or HEAD: GitHub lists a repository's root with `GET /repos/{owner}/{repo}/contents/{path}`
 * and `path: ""`. The check reads the expansion, not the values, so that each value is read
 * once; a value is read again only to tell an empty GET or HEAD segment's `""` from a missing
 * one, and for a segment after a `{+x}` or `{/x}`, whose place the expansion does not tell.
 *
 * @throws {@link RestbuildError} `MISSING_PARAMETER` naming the segment's expression.
 */
export function checkRequiredSegments(
  template: TemplateProgram,
  expansion: string,
  values: Readonly<Record<string, unknown>>,
  route: RouteText,
): void {
  const segments = requiredSegmentsOf(template);
  let slashes = 0;
  let position = 0;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] as RequiredSegment;
    if (segment.slashes >= 0) {
      for (; slashes < segment.slashes; slashes++) position = expansion.indexOf("/", position) + 1;
      const next = expansion.charCodeAt(position);
      // A value fills the segment: its first character is none of "/", "?", "#" (or the end).
      if (position < expansion.length && next !== 47 && next !== 63 && next !== 35) continue;
    }
    const value = Object.hasOwn(values, segment.name) ? values[segment.name] : undefined;
    const allowEmpty = isGetOrHead(route.method);
    const given =
      segment.slashes >= 0 ? emptySegmentValue(value, allowEmpty) : missingValue(value, allowEmpty);
    if (given !== undefined) throw missingParameterError(segment, given, route, expansion);
  }
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

/** How a value leaves its segment empty, in words, or undefined when it fills it. */
function missingValue(value: unknown, allowEmpty: boolean): string | undefined {
  if (value === undefined) return "was left out";
  if (value === null) return "is null";
  if (allowEmpty) return undefined;
  if (value === "") return 'is ""';
  if (typeof value !== "object") return undefined;
  if (Array.isArray(value) || isPlainObject(value)) {
    // The defined members, read by their own keys: a sparse list costs what it holds (C10).
    const members = Object.values(value).filter(
      (member) => member !== undefined && member !== null,
    );
    if (members.length === 0) return Array.isArray(value) ? "is an empty list" : "is an empty map";
    // A list of one "" expands to nothing; a map's members come with their keys.
    return Array.isArray(value) && members.length === 1 && textOf(members[0]) === ""
      ? 'is [""]'
      : undefined;
  }
  // Any other object expands to its text (a boxed string, an object with a toString).
  return textOf(value) === "" ? "is an object whose text is empty" : undefined;
}

/** A value's text as expansion writes it; one that cannot be converted is left to expansion. */
function textOf(value: unknown): string | undefined {
  if (typeof value === "symbol" || typeof value === "function") return undefined;
  try {
    return String(value);
  } catch {
    return undefined;
  }
}

/** A URL quoted with at most its last 60 characters: where it goes shows at its end. */
function quoteEnd(url: string): string {
  return JSON.stringify(url.length > 60 ? `...${url.slice(-57)}` : url);
}

function missingParameterError(
  segment: RequiredSegment,
  given: string,
  route: RouteText,
  expansion: string,
): RestbuildError {
  const onlyEmpty = given !== "was left out" && given !== "is null";
  return new RestbuildError(
    "MISSING_PARAMETER",
    `the route ${quote(`${route.method} ${route.url}`)} needs a value for ${cut(segment.text)}, which ${given}${onlyEmpty ? " (an empty value is allowed only for GET and HEAD)" : ""}: without it the template expands to ${quoteEnd(expansion)}`,
  );
}
