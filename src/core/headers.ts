import type { HeaderValue, ResultHeaders } from "./options.js";
import { expectPlainObject, normalizeHeaderName, validateHeaderValue } from "./validate.js";

// Headers as every face reads them: names lowercased, values checked, `undefined` is "not
// given", `__proto__` dropped (C9).

/** Checks headers and returns them with lowercase names, `undefined` values left out. */
export function normalizeHeaders(headers: unknown): ResultHeaders {
  const source = expectPlainObject(headers, "headers");
  const names = Object.keys(source);
  return normalizedHeaders(names, readValues(source, names));
}

/**
 * One header as {@link normalizeHeaders} reads it from an object of one name: its lowercase
 * name and checked value, or `undefined` when it sets nothing (an `undefined` value, a
 * `__proto__` name).
 */
export function normalizeHeader(
  name: string,
  value: unknown,
): { readonly name: string; readonly value: HeaderValue } | undefined {
  if (name === "__proto__") return undefined;
  const lowercase = normalizeHeaderName(name);
  if (value === undefined) return undefined;
  const checked = validateHeaderValue(lowercase, value);
  return lowercase === "__proto__" ? undefined : { name: lowercase, value: checked };
}

/**
 * The values of `names` in `source`, each read once: a getter read twice could give one value
 * to the check and another to the result.
 */
function readValues(source: Readonly<Record<string, unknown>>, names: readonly string[]) {
  const values: unknown[] = [];
  for (const name of names) values.push(source[name]);
  return values;
}

function normalizedHeaders(names: readonly string[], values: readonly unknown[]): ResultHeaders {
  const result: Record<string, HeaderValue | undefined> = {};
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    if (name === "__proto__") continue;
    const value = values[index];
    const lowercase = normalizeHeaderName(name);
    result[lowercase] = value === undefined ? undefined : validateHeaderValue(lowercase, value);
  }
  // As @octokit/endpoint: names are lowercased first (a later spelling wins, in the place of
  // the first), then `undefined` values are dropped.
  for (const name of Object.keys(result)) if (result[name] === undefined) delete result[name];
  return result as ResultHeaders;
}

/** Merges a caller's headers over `target` by lowercase name. */
export function mergeHeaders(target: ResultHeaders, headers: unknown): void {
  const source = expectPlainObject(headers, "headers");
  const names = Object.keys(source);
  const values = readValues(source, names);
  // An `undefined` value cancels only another spelling in the same object, never a header of
  // `target`: that needs the normalized object first. Without one, write straight through.
  if (values.includes(undefined)) {
    Object.assign(target, normalizedHeaders(names, values));
    return;
  }
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    if (name === "__proto__") continue;
    const lowercase = normalizeHeaderName(name);
    target[lowercase] = validateHeaderValue(lowercase, values[index]);
  }
}
