import fc from "fast-check";
import catalogue from "../../../src/routes/github-routes.json" with { type: "json" };

// Arbitraries of URL templates (every RFC 6570 operator in every position, and GitHub's
// routes) and of values aimed at another server on 127.0.0.1.

export const OPERATORS = ["", "+", "#", ".", "/", ";", "?", "&"] as const;
export const NAMES = ["a", "b", "c"] as const;
export const METHODS = ["GET", "DELETE", "POST"] as const;

export const operator = fc.constantFrom(...OPERATORS);

const variable = fc
  .tuple(fc.constantFrom(...NAMES), fc.constantFrom("", "*", ":3"))
  .map(([name, modifier]) => name + modifier);

/** An expression of the given operators, with one or two of the variables a, b, c. */
export function expressionOf(operators: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(operators, fc.array(variable, { minLength: 1, maxLength: 2 }))
    .map(([op, variables]) => `{${op}${variables.join(",")}}`);
}

export const expression = expressionOf(operator);

/** Literal text; its dots make a dot segment only together with what an expression writes. */
const literal = fc.constantFrom("/", "x", "/x", "/x/", ".", "..", "-", "?q=1", "#f", "~");

/** Expressions and literal text, glued in any order. */
export function parts(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof(expression, literal), { minLength, maxLength })
    .map((pieces) => pieces.join(""));
}

const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

/**
 * Whether the template writes a dot segment by itself, which the library keeps (C11): a path
 * segment whose text before its first `{?…}` or `{#…}` is one (what such an expression writes
 * starts the query or the fragment), or that is one once they are left out, with no other
 * expression in it.
 */
export function hasLiteralDotSegment(template: string): boolean {
  // The path ends at the first literal "?" or "#", one outside an expression.
  const path = template.replace(/^[a-z]+:\/\/[^/]*/i, "").split(/[?#](?![^{}]*\})/)[0] ?? "";
  return path
    .split("/")
    .some((segment) =>
      [segment.split(/\{[?#]/)[0] ?? "", segment.replace(/\{[?#][^}]*\}/g, "")].some(
        (text) => !/[{}]/.test(text) && DOT_SEGMENT.test(text),
      ),
    );
}

/** A literal dot right before or after an expression of the `;`, `?`, `&` or `#` operator. */
export function hasDotBesideNamedExpression(template: string): boolean {
  return /[;?&#][^{}]*\}\.|\.\{[;?&#]/.test(template);
}

/** Texts aimed at the other server, dot segments, empty texts. */
function hostileText(otherPort: string): fc.Arbitrary<string> {
  const other = `127.0.0.1:${otherPort}`;
  return fc.constantFrom(
    other,
    `:${otherPort}`,
    otherPort,
    `//${other}/x`,
    `/${other}/x`,
    `\\\\${other}`,
    `/\\${other}`,
    `@${other}`,
    `${other}/`,
    `.${other}`,
    `1:${otherPort}/`,
    `1:${otherPort}#`,
    `1:${otherPort}?`,
    `http://${other}/x`,
    `localhost:${otherPort}`,
    "127.0.0.1",
    ".",
    "..",
    "%2e",
    "%2E%2e",
    ".%2e",
    "../..",
    "x/../..",
    "..\\..",
    "/",
    "?",
    "#",
    "",
    "x",
    "127",
    "1",
  );
}

/**
 * Hostile values: texts, empty lists, lists with empty items, maps, null and undefined; and
 * the `honest` texts, if any, as often as all hostile texts together.
 */
function hostileValue(otherPort: string, honest: readonly string[]): fc.Arbitrary<unknown> {
  const text = hostileText(otherPort);
  return fc.oneof(
    { weight: honest.length === 0 ? 0 : 11, arbitrary: fc.constantFrom("", ...honest) },
    { weight: 5, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom([], [""], ["", ""]) },
    { weight: 2, arbitrary: fc.array(text, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constant(""), text, fc.constant("x")) },
    { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 2 }) },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  );
}

/**
 * Values for `names`, aimed at `otherPort`, mixed with `honest` texts; a name left out of the
 * record is a missing value.
 */
export function hostileValues(
  names: readonly string[],
  otherPort: string,
  honest: readonly string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const value = hostileValue(otherPort, honest);
  return fc.record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] });
}

/** GitHub's routes, `METHOD url`. */
export const GITHUB_ROUTES = catalogue.routes.map(({ route }) => route);

/** The names a template's expressions use. */
export function variableNames(template: string): string[] {
  const names = [...template.matchAll(/\{[+#./;?&]?([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? "").split(",").map((name) => name.replace(/[*:].*/, "")),
  );
  return [...new Set(names)];
}

/** A template with the operator of each expression replaced, in turn, by one of `operators`. */
export function withOperators(template: string, operators: readonly string[]): string {
  let index = 0;
  return template.replace(/\{[+#./;?&]?/g, () => `{${operators[index++ % operators.length]}`);
}

/**
 * Path values that end the path (`?`, `#`) or climb once a proxy decodes `%2e`, `%2f` and
 * `%5c` (C6a), with a few that do neither.
 */
export const PATH_END_AND_DECODED_DOTS = [
  "r#",
  "acme?",
  "a?b=1",
  "?",
  "#",
  "x/y#z",
  "%23",
  "..%2f..%2fadmin",
  "%2e%2e%2fadmin",
  "..%5cadmin",
  "..%2F",
  "../x",
  "..\\x",
  "x/..",
  "%2E%2E",
  ".%2e%2F",
  "..%252f",
  "a%2fb",
  "x",
] as const;
