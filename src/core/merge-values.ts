import { isPlainObject } from "../shared/is-plain-object.js";
import { copyValue } from "./copy.js";

// Parameters and `request` merge as @octokit/endpoint merges them: a plain object key by key
// into a plain object of its name, at every depth; any other value replaces.

/** One parameter: plain objects merge key by key into plain objects, as @octokit/endpoint. */
export function mergeValue(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
  depth: number,
): void {
  // Most parameters are strings and numbers, which replace and need no copy.
  if (typeof value !== "object" || value === null) {
    target[key] = value;
    return;
  }
  const existing = Object.hasOwn(target, key) ? target[key] : undefined;
  if (isPlainObject(value) && isPlainObject(existing)) {
    // A map at the top came with the defaults, which stay as they are: it is copied before it
    // changes; deeper ones are parts of that copy.
    const own = depth === 0 ? (copyValue(existing) as Record<string, unknown>) : existing;
    target[key] = own;
    mergeDeep(own, value, depth + 1);
  } else {
    target[key] = value;
  }
}

export function mergeDeep(
  target: Record<string, unknown>,
  source: Readonly<Record<string, unknown>>,
  depth: number,
): void {
  for (const key of Object.keys(source)) {
    const value = source[key];
    // "Not given" at every depth: a default inside a map shows through, as at the top.
    if (value !== undefined && key !== "__proto__") mergeValue(target, key, value, depth);
  }
}
