import { asInputError } from "../shared/caller-failures.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { memberIndexes } from "../shared/list-members.js";
import { cycleError, MAX_VALUE_DEPTH, tooDeepError } from "../shared/value-text.js";
import type { MergedOptions } from "./options.js";

function deepCopy(value: unknown, ancestors: Set<unknown>): unknown {
  if (typeof value !== "object" || value === null) return value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  // The same rule as the text of a value (src/shared/value-text.ts), so endpoint() and the
  // builder refuse the same values.
  if (ancestors.has(value)) throw cycleError();
  if (ancestors.size >= MAX_VALUE_DEPTH) throw tooDeepError();
  ancestors.add(value);
  let copy: unknown;
  if (isArray) {
    copy = copyList(value, ancestors);
  } else {
    const source = value as Record<string | symbol, unknown>;
    // The copy keeps a null prototype: it is written as text (or refused) exactly as the
    // caller's object would be, so the builder and endpoint() follow one rule.
    const record: Record<string | symbol, unknown> =
      Object.getPrototypeOf(source) === null ? Object.create(null) : {};
    for (const key of Object.keys(source)) {
      if (key !== "__proto__") record[key] = deepCopy(source[key], ancestors);
    }
    // Symbol keys too (`Symbol.toPrimitive`, `Symbol.toStringTag`): they decide the text of
    // the map in a query, which must be the text endpoint() reads from the caller's object.
    for (const key of Object.getOwnPropertySymbols(source)) {
      record[key] = deepCopy(source[key], ancestors);
    }
    copy = record;
  }
  ancestors.delete(value);
  return copy;
}

/** A list's copy, holes kept: a long sparse list costs what it holds, not its length (C10). */
function copyList(list: unknown[], ancestors: Set<unknown>): unknown[] {
  const indexes = memberIndexes(list);
  if (indexes === undefined) return list.map((item) => deepCopy(item, ancestors));
  const copy = new Array<unknown>(list.length);
  for (const index of indexes) copy[index] = deepCopy(list[index], ancestors);
  return copy;
}

/**
 * A deep copy of the plain objects and arrays in a value; everything else (strings, maps,
 * class instances such as `Blob` or `AbortSignal`, a map or a set, functions) is kept by
 * reference. `__proto__` keys are dropped, so a JSON-parsed payload can never set a
 * prototype (C9).
 *
 * @throws {@link RestbuildError} `INVALID_PARAMETER` for a cyclic value.
 */
export function copyValue(value: unknown): unknown {
  // Most values are strings and numbers: no set of ancestors for them.
  if (typeof value !== "object" || value === null) return value;
  return deepCopy(value, new Set());
}

/**
 * A value a caller may change: frozen plain objects and arrays (a snapshot's, the defaults')
 * are copied, anything else is returned as it is.
 */
export function thaw<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
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

/**
 * A copy of merged options that its receiver may change without touching anything else (C8):
 * the output of `merge()`, `DEFAULTS` and `toOptions()`. Its keys come in `keyOrder` (the
 * reference's order, from `mergedKeyOrder()`), then any others. One rule for every key, option or
 * parameter: a frozen value (a snapshot's, or the defaults') is copied deeply ({@link thaw}),
 * any other value is the caller's own and kept by reference, as @octokit/endpoint keeps it.
 */
export function copyMergedOptions(
  options: Readonly<MergedOptions>,
  keyOrder: readonly string[] = [],
): MergedOptions {
  // The last look at the caller's values before they leave (a revoked Proxy among the
  // parameters answers `Object.isFrozen` with a TypeError): a failure here is the caller's,
  // turned into a RestbuildError as merge() and parse() turn theirs (C11).
  try {
    const copy = {} as MergedOptions;
    // The keys in `keyOrder` first, as it lists them; any other key after them.
    for (const key of [...keyOrder, ...Object.keys(options)]) {
      const value = Object.hasOwn(options, key) ? options[key] : undefined;
      if (value !== undefined && key !== "__proto__" && !Object.hasOwn(copy, key)) {
        copy[key] = thaw(value);
      }
    }
    return copy;
  } catch (error) {
    throw asInputError(error);
  }
}
