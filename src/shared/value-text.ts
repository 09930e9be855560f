import { describeValue, RestbuildError, type RestbuildErrorCode } from "../errors.js";

/**
 * A parameter value as text, as `String()` gives it (numbers, booleans, arrays joined with
 * commas, objects by their `toString()`), but never a stray `TypeError`: symbols, functions
 * and objects whose conversion throws get the library's error.
 *
 * @param what - names the value in the message, for example `query parameter "page"`.
 */
export function valueText(value: unknown, code: RestbuildErrorCode, what: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "symbol" || typeof value === "function") {
    throw new RestbuildError(
      code,
      `${what} must be a string, number, boolean, list or map, got ${describeValue(value)}`,
    );
  }
  try {
    return String(value);
  } catch (cause) {
    throw new RestbuildError(
      code,
      `${what} cannot be turned into text: converting ${describeValue(value)} failed`,
      { cause },
    );
  }
}
