/**
 * The expression operators of RFC 6570 section 3.2 and the table (appendix A) that says how
 * each one expands: what it puts first, what separates values, whether values are named, what
 * an empty named value looks like, and whether reserved characters pass through.
 *
 * @example The reserved expansion operator
 * {@includeCode ../../examples/templates.ts#operator}
 *
 * @category Templates
 */
export interface Operator {
  /**
   * The character after `{`, or `""` for simple string expansion.
   *
   * @example Every operator
   * {@includeCode ../../examples/templates.ts#operator-char}
   */
  readonly char: string;
  /**
   * What the expansion starts with when at least one variable is defined.
   *
   * @example Path-style parameters
   * {@includeCode ../../examples/templates.ts#operator-first}
   */
  readonly first: string;
  /**
   * What goes between the values of two variables.
   *
   * @example Query parameters
   * {@includeCode ../../examples/templates.ts#operator-separator}
   */
  readonly separator: string;
  /**
   * Whether each value is written as `name=value`.
   *
   * @example Named and unnamed
   * {@includeCode ../../examples/templates.ts#operator-named}
   */
  readonly named: boolean;
  /**
   * What follows the name of a named variable whose value is empty.
   *
   * @example Empty values
   * {@includeCode ../../examples/templates.ts#operator-if-empty}
   */
  readonly ifEmpty: string;
  /**
   * `true` for `+` and `#`: reserved characters and pct-encoded triplets pass through.
   *
   * @example Reserved characters
   * {@includeCode ../../examples/templates.ts#operator-allow-reserved}
   */
  readonly allowReserved: boolean;
}

function operator(
  char: string,
  first: string,
  separator: string,
  named: boolean,
  ifEmpty: string,
  allowReserved: boolean,
): Operator {
  return Object.freeze({ char, first, separator, named, ifEmpty, allowReserved });
}

export const SIMPLE_OPERATOR = operator("", "", ",", false, "", false);

const OPERATORS: Readonly<Record<string, Operator>> = {
  "+": operator("+", "", ",", false, "", true),
  "#": operator("#", "#", ",", false, "", true),
  ".": operator(".", ".", ".", false, "", false),
  "/": operator("/", "/", "/", false, "", false),
  ";": operator(";", ";", ";", true, "", false),
  "?": operator("?", "?", "&", true, "=", false),
  "&": operator("&", "&", "&", true, "=", false),
};

/** Operator characters that RFC 6570 reserves for future extensions (section 2.2). */
const RESERVED_OPERATORS = "=,!@|";

/** Returns the operator for a character, `undefined` when it is no operator. */
export function operatorFor(char: string): Operator | undefined {
  return Object.hasOwn(OPERATORS, char) ? OPERATORS[char] : undefined;
}

export function isReservedOperator(char: string): boolean {
  return char.length === 1 && RESERVED_OPERATORS.includes(char);
}
