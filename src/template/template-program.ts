import type { AuthorityPlan } from "./authority.js";
import type { CompiledTemplate } from "./compile-template.js";
import type { Operator } from "./operators.js";

// The parsed form of a template, which expansion and the request checks read. It is not part
// of the public API: a caller sees a CompiledTemplate (source and variable names), so the
// representation and its performance flags can change without a breaking release.

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
