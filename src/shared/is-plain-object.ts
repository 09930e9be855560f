/**
 * Whether a value is a plain object: an object literal or `Object.create(null)`. Class
 * instances, arrays and maps are not: they are kept by reference, not merged.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
