import type { Operator } from "./operators.js";

// The parsed form of a template, which expansion and the request checks read, and the
// CompiledTemplate a caller sees of it (source and variable names): the representation and its
// performance flags are not public, so they can change without a breaking release. Types only,
// so that every file of src/template can import them without a circle.

/**
 * Options of {@link compileTemplate}.
 *
 * @example Names with a hyphen
 * {@includeCode ../../examples/templates.ts#compile-options}
 *
 * @category Templates
 */
export interface CompileOptions {
  /**
   * Also accept `-` inside variable names. RFC 6570 does not, but GitHub's published routes
   * do (`{enterprise-team}`), so route URLs of `endpoint()` and the builder allow it.
   *
   * @example GitHub's team route
   * {@includeCode ../../examples/templates.ts#compile-options}
   */
  readonly allowHyphenInNames?: boolean;
  /**
   * Also read `:name` in the path as `{name}`, as `endpoint()` and the builder read a route's
   * url (`/repos/:owner/:repo`, the notation of @octokit/endpoint). `:name` is a lowercase
   * letter and at least one more letter, digit or `_`; it is read in the path only: never in
   * the scheme, host, port or user info, inside an expression, or after a literal `?` or `#`.
   * The compiled template's `source` is the template with `{name}`.
   *
   * @example A route written with colon placeholders
   * {@includeCode ../../examples/templates.ts#colon-placeholders}
   */
  readonly colonPlaceholders?: boolean;
}

/**
 * A URI template parsed once, ready to expand many times with {@link expandTemplate}. Its
 * parsed form is internal; what a caller can read is the source and the variable names.
 *
 * @example A compiled template
 * {@includeCode ../../examples/templates.ts#compiled-template}
 *
 * @category Templates
 */
export interface CompiledTemplate {
  /**
   * The template text as given, with its `:name` placeholders written `{name}` when it was
   * compiled with {@link CompileOptions.colonPlaceholders}.
   */
  readonly source: string;
  /** RFC variable names of every expression, in order, without duplicates. */
  readonly variableNames: readonly string[];
  /**
   * The variable names a request cannot do without, in order, without duplicates: those of the
   * expressions that fill a path segment of their own (`/{name}/`, `/{name}` or `/{+name}` at
   * the end of the path, `/:name` with {@link CompileOptions.colonPlaceholders}). Such a
   * segment names an item; without it the request would go to the collection, or `//` would
   * join two segments. `endpoint()` and the builder refuse a route with one of these names
   * `undefined` or `null` (`MISSING_PARAMETER`), and with it `""` unless the method is GET or
   * HEAD. `{/name}` (an optional segment), `{a}.{b}` or `x-{a}` (a shared segment) and query
   * expressions may be left out. {@link expandTemplate} itself follows RFC 6570 and expands a
   * missing value to nothing.
   *
   * @example Which parameters a route needs
   * {@includeCode ../../examples/templates.ts#required-names}
   */
  readonly requiredNames: readonly string[];
}

/** Where the authority of a template ends, and what its literal text holds, part by part. */
export interface AuthorityPlan {
  /** The index of the literal part that holds the first literal `/`, `?` or `#`, or the part count. */
  readonly endPart: number;
  /** Where in that literal the authority ends. */
  readonly endOffset: number;
  /** Expressions before this part index have a literal `@` after them: they write user info. */
  readonly userInfoBefore: number;
  /** Expressions before this part index have literal authority text after them. */
  readonly literalBefore: number;
  /**
   * Expressions before this part index have literal host text after them (`api{x}.example.com`):
   * the host is still being written there. After them, literal text holds only a port or
   * nothing, so an expression glued to a literal host would extend a host already complete.
   */
  readonly hostTextBefore: number;
  /** The literal authority text alone (every expression empty) names a valid host. */
  readonly literalValid: boolean;
}

/** One variable of an expression: `var`, `var*` or `var:3`. */
export interface VariableSpec {
  /** The name values are looked up by, without its modifier. */
  readonly name: string;
  /** `var*`: a list or map expands member by member. */
  readonly explode: boolean;
  /** The prefix length of `var:3`, or 0 without a prefix modifier. */
  readonly maxLength: number;
}

/** A parsed `{...}` expression. */
export interface TemplateExpression {
  /** The operator after `{`, which decides how the expression expands. */
  readonly operator: Operator;
  readonly variables: readonly VariableSpec[];
  /**
   * A simple or `/` expression before the first literal `?` or `#` and before any query or
   * fragment expression: its output forms path segments.
   */
  readonly writesPathSegment: boolean;
  /**
   * A `{+x}` in the path (before the first literal `?` or `#` and any query or fragment
   * expression): its value may write `?` or `#`, which must not move what the template writes
   * after it out of the path (C6a).
   */
  readonly reservedInPath: boolean;
  /** A `{.x}` right after a `/` in the path: its whole output is a segment. */
  readonly startsDotSegment: boolean;
  /**
   * In the path, beside literal text of one or two dots in the same segment (`{a}..{b}`,
   * `:name.:ext`): even an empty output can leave a dot segment there, so every expansion
   * judges the segment.
   */
  readonly besideLiteralDot: boolean;
  /**
   * `{name}` or `{+name}` alone in a path segment (`/{name}/`, `/{name}` at the end): the
   * segment names an item, and an expansion for a request needs its value (C6b).
   */
  readonly fillsSegment: boolean;
  /**
   * The variable's name when the expression is `{name}`: the simple operator, one variable, no
   * modifier. Most route placeholders are; expansion takes a shorter path for them.
   */
  readonly simpleName: string | undefined;
}

/** A literal (already encoded) or an expression. */
export type TemplatePart = string | TemplateExpression;

/** A compiled template as the library reads it. */
export interface TemplateProgram extends CompiledTemplate {
  /** The literals and expressions, in order. */
  readonly parts: readonly TemplatePart[];
  /**
   * The path (before any `?` or `#`) can end with `/`: its last path part is an expression or
   * a literal ending with `/`. When not, no expansion needs the trailing-slash check (C7).
   */
  readonly pathMayEndWithSlash: boolean;
  /** The template starts with a literal `/`: every expansion is relative to the base URL (C6). */
  readonly startsWithSlash: boolean;
  /** The template's literal text starts with `scheme://`: it is an absolute URL (C6). */
  readonly absolute: boolean;
  /**
   * For an absolute template whose first literal holds its whole authority, where the path of
   * every expansion starts: the index of the first `/`, `?` or `#` after the authority. No
   * expression can write into such an authority, so an expansion needs no authority check.
   * Otherwise -1.
   */
  readonly literalPathStart: number;
  /**
   * For an absolute template with expressions in its authority (before the first literal `/`,
   * `?` or `#`): what each expansion checks there. Otherwise `undefined`.
   */
  readonly authority: AuthorityPlan | undefined;
  /** A variable appears in more than one place: its value is read once per expansion. */
  readonly repeatsVariable: boolean;
  /**
   * No literal `?` or `#`, and no expression that can write one (`{?x}`, `{&x}`, `{#x}`,
   * `{+x}`): every expansion is path to its end, so neither the trailing-slash check (C7) nor
   * the query string needs to look for where the path ends.
   */
  readonly pathRunsToEnd: boolean;
}
