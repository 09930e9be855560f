/**
 * The expression operators of RFC 6570 section 3.2 and the table (appendix A) that says how
 * each one expands: what it puts first, what separates values, whether values are named, what
 * an empty named value looks like, and whether reserved characters pass through.
 */
export interface Operator {
  /**
   * The character after `{`, or `""` for simple string expansion.
   */
  readonly char: string;
  /**
   * What the expansion starts with when at least one variable is defined.
   */
  readonly first: string;
  /**
   * What goes between the values of two variables.
   */
  readonly separator: string;
  /**
   * Whether each value is written as `name=value`.
   */
  readonly named: boolean;
  /**
   * What follows the name of a named variable whose value is empty.
   */
  readonly ifEmpty: string;
  /**
   * `true` for `+` and `#`: reserved characters and pct-encoded triplets pass through.
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
