import { RestbuildError } from "../errors.js";
import { isPlainObject } from "./validate.js";

/**
 * A deep copy of the plain objects and arrays in a value; everything else (strings, class
 * instances such as `Blob` or `AbortSignal`, functions) is kept by reference. `__proto__` keys
 * are dropped, so a JSON-parsed payload can never set a prototype (DESIGN C9).
 *
 * The builder copies a caller's values before they enter a snapshot, because immer freezes
 * what it stores, and a caller's object must stay theirs.
 *
 * @throws {@link RestbuildError} `INVALID_PARAMETER` for a cyclic value.
 */
export function copyValue(value: unknown, seen: unknown[] = []): unknown {
  if (typeof value !== "object" || value === null) return value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (seen.includes(value)) {
    throw new RestbuildError("INVALID_PARAMETER", "a parameter value must not contain cycles");
  }
  seen.push(value);
  let copy: unknown;
  if (isArray) {
    copy = value.map((item) => copyValue(item, seen));
  } else {
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (key !== "__proto__")
        record[key] = copyValue((value as Record<string, unknown>)[key], seen);
    }
    copy = record;
  }
  seen.pop();
  return copy;
}

/**
 * A value a caller may change: frozen plain objects and arrays (from a snapshot) are copied,
 * anything else is returned as it is.
 */
export function thaw<T>(value: T): T {
  if (typeof value !== "object" || value === null || !Object.isFrozen(value)) return value;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  return copyValue(value) as T;
}
