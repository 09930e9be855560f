import { RestbuildError } from "../errors.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { memberIndexes } from "../shared/list-members.js";

/**
 * A box immer does not look into (it drafts and freezes only plain objects, arrays, maps and
 * sets), so a caller's map or set, such as a cache under `request`, stays theirs: by reference
 * and never frozen. {@link copyValue} unboxes it on the way out.
 */
class OpaqueValue {
  constructor(readonly value: unknown) {}
}

/** Deeper values are refused rather than copied: recursion must not exhaust the stack. */
const MAX_VALUE_DEPTH = 1000;

function deepCopy(value: unknown, ancestors: unknown[], boxCollections: boolean): unknown {
  if (boxCollections && (value instanceof Map || value instanceof Set)) {
    return new OpaqueValue(value);
  }
  if (typeof value !== "object" || value === null) return value;
  // A box stays a box in a snapshot, and opens on the way out.
  if (value instanceof OpaqueValue) return boxCollections ? value : value.value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (ancestors.includes(value)) {
    throw new RestbuildError("INVALID_PARAMETER", "a parameter value must not contain cycles");
  }
  if (ancestors.length >= MAX_VALUE_DEPTH) {
    throw new RestbuildError(
      "INVALID_PARAMETER",
      `a parameter value must not nest deeper than ${MAX_VALUE_DEPTH} levels`,
    );
  }
  ancestors.push(value);
  let copy: unknown;
  if (isArray) {
    copy = copyList(value, ancestors, boxCollections);
  } else {
    const source = value as Record<string, unknown>;
    // The copy keeps a null prototype: it is written as text (or refused) exactly as the
    // caller's object would be, so the builder and endpoint() follow one rule.
    const record: Record<string, unknown> =
      Object.getPrototypeOf(source) === null ? Object.create(null) : {};
    for (const key of Object.keys(source)) {
      if (key !== "__proto__") record[key] = deepCopy(source[key], ancestors, boxCollections);
    }
    copy = record;
  }
  ancestors.pop();
  return copy;
}

/** A list's copy, holes kept: a long sparse list costs what it holds, not its length (C10). */
function copyList(list: unknown[], ancestors: unknown[], boxCollections: boolean): unknown[] {
  const indexes = memberIndexes(list);
  if (indexes === undefined) return list.map((item) => deepCopy(item, ancestors, boxCollections));
  const copy = new Array<unknown>(list.length);
  for (const index of indexes) copy[index] = deepCopy(list[index], ancestors, boxCollections);
  return copy;
}

/**
 * A deep copy of the plain objects and arrays in a value; everything else (strings, maps,
 * class instances such as `Blob` or `AbortSignal`, functions) is kept by reference, and boxed
 * values are unboxed. `__proto__` keys are dropped, so a JSON-parsed payload can never set a
 * prototype (C9).
 *
 * @throws {@link RestbuildError} `INVALID_PARAMETER` for a cyclic value.
 */
export function copyValue(value: unknown): unknown {
  return deepCopy(value, [], false);
}

/**
 * A copy of a caller's value for a snapshot, which immer freezes: as {@link copyValue}, and
 * maps and sets are boxed so that they stay the caller's, by reference and unfrozen.
 *
 * @throws {@link RestbuildError} `INVALID_PARAMETER` for a cyclic value.
 */
export function copyIntoSnapshot(value: unknown): unknown {
  return deepCopy(value, [], true);
}

/** A boxed value's content; any other value as it is. */
export function unbox(value: unknown): unknown {
  return value instanceof OpaqueValue ? value.value : value;
}

/**
 * A value a caller may change: frozen plain objects and arrays (from a snapshot) are copied,
 * boxed values unboxed, anything else is returned as it is.
 */
export function thaw<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof OpaqueValue) return value.value as T;
  return Object.isFrozen(value) ? (copyValue(value) as T) : value;
}

/**
 * Freezes the plain objects and arrays of a value, at every depth; anything else (a caller's
 * map, a `Blob`) stays as it is, since freezing would change what its owner can do with it.
 */
export function freezeDeep<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  for (const item of Object.values(value)) freezeDeep(item);
  return Object.freeze(value);
}
