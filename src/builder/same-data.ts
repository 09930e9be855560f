import { isPlainObject } from "../shared/is-plain-object.js";

/**
 * Whether two values hold the same data: the same value, or plain objects and arrays with
 * the same keys and the same data under each. A merge copies a map before it merges into it,
 * so a merge that sets what is there makes an equal copy, not a change.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (!(Array.isArray(a) || isPlainObject(a)) || !(Array.isArray(b) || isPlainObject(b))) {
    return false;
  }
  // A symbol key (`Symbol.toPrimitive`) may decide the text of a map: such maps are equal only
  // when they are the same object.
  if (hasSymbolKeys(a as object) || hasSymbolKeys(b as object)) return false;
  const first = a as Readonly<Record<string, unknown>>;
  const second = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(first);
  if (keys.length !== Object.keys(second).length) return false;
  return keys.every((key) => Object.hasOwn(second, key) && sameData(first[key], second[key]));
}

function hasSymbolKeys(value: object): boolean {
  return Object.getOwnPropertySymbols(value).length > 0;
}
