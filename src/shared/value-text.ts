import { describeValue, RestbuildError, type RestbuildErrorCode } from "../errors.js";
import { memberIndexes, SPARSE_CHECK_LENGTH } from "./list-members.js";

/**
 * A parameter value as text, as `String()` gives it (numbers, booleans, arrays joined with
 * commas, objects by their `toString()`), but never a stray `TypeError`: symbols, functions
 * and objects whose conversion throws get the library's error.
 *
 * @param kind - with `name`, names the value in a message: `query parameter "page"`. The two
 * are joined only for an error, so a call with a good value builds no text.
 */
export function valueText(
  value: unknown,
  code: RestbuildErrorCode,
  kind: string,
  name: string,
): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path; String() gives a string back unchanged
  if (typeof value === "string") return value;
  // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path; the String() below writes a number the same
  if (typeof value === "number") return String(value);
  if (typeof value === "symbol" || typeof value === "function") {
    throw new RestbuildError(
      code,
      `${kind} "${name}" must be a string, number, boolean, list or map, got ${describeValue(value)}`,
    );
  }
  let sparse: boolean;
  try {
    sparse = Array.isArray(value) && holdsLongSparseList(value, undefined);
    if (!sparse) return String(value);
  } catch (cause) {
    throw new RestbuildError(
      code,
      `${kind} "${name}" cannot be turned into text: converting ${describeValue(value)} failed`,
      { cause },
    );
  }
  // Its text would hold a comma for every hole: billions of them for `length = 2 ** 32 - 1`.
  throw new RestbuildError(
    code,
    `${kind} "${name}" holds a list longer than ${SPARSE_CHECK_LENGTH} items with holes; give its members without holes`,
  );
}

/**
 * Whether a list, or a list inside it at any depth, is longer than
 * {@link SPARSE_CHECK_LENGTH} and has holes. Costs what the lists hold; `seen` guards against
 * a cycle, made only once a list holds another.
 */
function holdsLongSparseList(list: readonly unknown[], seen: Set<unknown> | undefined): boolean {
  if (memberIndexes(list) !== undefined) return true;
  let visited = seen;
  for (const item of list) {
    if (!Array.isArray(item)) continue;
    // Stryker disable next-line ArrayDeclaration: without the outer list in it, a cycle back to it is walked once more, then stops: same answer
    visited ??= new Set([list]);
    if (visited.has(item)) continue;
    visited.add(item);
    if (holdsLongSparseList(item, visited)) return true;
  }
  return false;
}
