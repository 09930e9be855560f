import { describeValue, RestbuildError, type RestbuildErrorCode } from "../errors.js";

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
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "symbol" || typeof value === "function") {
    throw new RestbuildError(
      code,
      `${kind} "${name}" must be a string, number, boolean, list or map, got ${describeValue(value)}`,
    );
  }
  try {
    return String(value);
  } catch (cause) {
    throw new RestbuildError(
      code,
      `${kind} "${name}" cannot be turned into text: converting ${describeValue(value)} failed`,
      { cause },
    );
  }
}
