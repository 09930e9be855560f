import { RestbuildError } from "../errors.js";
import { isPlainObject } from "./validate.js";

/**
 * A deep copy of the plain objects and arrays in a value; everything else (strings, maps,
 * class instances such as `Blob` or `AbortSignal`, functions) is kept by reference, and boxed
 * values are unboxed. `__proto__` keys are dropped, so a JSON-parsed payload can never set a
 * prototype (DESIGN C9).
 *
 * @throws {@link RestbuildError} `INVALID_PARAMETER` for a cyclic value.
 */
export function copyValue(value: unknown, ancestors: unknown[] = []): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof OpaqueValue) return value.value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (ancestors.includes(value)) {
    throw new RestbuildError("INVALID_PARAMETER", "a parameter value must not contain cycles");
  }
  ancestors.push(value);
  let copy: unknown;
  if (isArray) {
    copy = value.map((item) => copyValue(item, ancestors));
  } else {
    const record: Record<string, unknown> = {};
    const source = value as Record<string, unknown>;
    for (const key of Object.keys(source)) {
      if (key !== "__proto__") record[key] = copyValue(source[key], ancestors);
    }
    copy = record;
  }
  ancestors.pop();
  return copy;
}

/**
 * A box immer does not look into (it drafts and freezes only plain objects, arrays, maps and
 * sets), so a value under `request`, such as a cache `Map`, stays the caller's own object,
 * by reference and never frozen. {@link copyValue} unboxes it on the way out.
 */
export class OpaqueValue {
  constructor(readonly value: unknown) {}
}

/**
 * A copy of a caller's value for a snapshot, which immer freezes: plain objects and arrays are
 * copied, maps and sets boxed so that they stay the caller's, by reference and unfrozen.
 *
 * @throws {@link RestbuildError} `INVALID_PARAMETER` for a cyclic value.
 */
export function copyIntoSnapshot(value: unknown, ancestors: unknown[] = []): unknown {
  if (value instanceof Map || value instanceof Set) return new OpaqueValue(value);
  if (typeof value !== "object" || value === null) return value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (ancestors.includes(value)) {
    throw new RestbuildError("INVALID_PARAMETER", "a parameter value must not contain cycles");
  }
  ancestors.push(value);
  let copy: unknown;
  if (isArray) {
    copy = value.map((item) => copyIntoSnapshot(item, ancestors));
  } else {
    const record: Record<string, unknown> = {};
    const source = value as Record<string, unknown>;
    for (const key of Object.keys(source)) {
      if (key !== "__proto__") record[key] = copyIntoSnapshot(source[key], ancestors);
    }
    copy = record;
  }
  ancestors.pop();
  return copy;
}

/**
 * A value a caller may change: frozen plain objects, arrays, maps and sets (from a snapshot)
 * are copied, anything else is returned as it is.
 */
export function thaw<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof OpaqueValue) return value.value as T;
  return Object.isFrozen(value) ? (copyValue(value) as T) : value;
}
