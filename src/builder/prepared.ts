import { copyValue, freezeDeep, thaw } from "../core/copy.js";
import { isParameterKey, type MergedOptions, type RequestOptions } from "../core/options.js";
import { isPlainObject } from "../shared/is-plain-object.js";

// A builder never changes, so neither does its request, as long as every value it holds is its
// own data: a builder built more than once keeps its request, and every later build returns a
// copy of it, without merging or expanding again. A value the caller still owns (a class
// instance such as a Date, a map) may change between builds, so a builder holding one expands
// at every build, as a fresh one would.

/**
 * The request to keep for later builds of merged options, or `undefined` when a parameter holds
 * a value the caller owns, whose text a later build must read again.
 */
export function requestToKeep(
  merged: Readonly<MergedOptions>,
  request: RequestOptions,
): RequestOptions | undefined {
  for (const key of Object.keys(merged)) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: keeping no request changes no build, only makes later ones slower
    if (isParameterKey(key) && !isOwnData(merged[key])) return undefined;
  }
  return keptRequest(request);
}

/**
 * Whether a value is the builder's own: a primitive, or a plain object or list it copied and
 * froze, holding only such values (at most 1000 levels deep, as copies are).
 */
// Stryker disable next-line BlockStatement: an empty body answers undefined, which keeps no request: later builds are only slower
function isOwnData(value: unknown): boolean {
  // Stryker disable next-line all: a URL refuses a function and a body holds it by reference, as a fresh build does; any other answer for a primitive keeps no request, which only makes later builds slower
  if (typeof value !== "object" || value === null) return typeof value !== "function";
  // Stryker disable next-line ConditionalExpression,LogicalOperator: answering false for a list or a plain object keeps no request, which only makes later builds slower
  if (!Array.isArray(value) && !isPlainObject(value)) return false;
  // A symbol key (`Symbol.toPrimitive`) is a function the caller owns, which writes the text.
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  // Object.values() reads a sparse list's members only (C10).
  for (const member of Object.values(value)) if (!isOwnData(member)) return false;
  // Stryker disable next-line BooleanLiteral: false keeps no request, which only makes later builds slower
  return true;
}

/**
 * A copy of request options that nothing a caller holds can reach. Its body and request meta
 * are frozen, so that {@link copyOfKept} copies them; the top level and the headers are not,
 * as nothing outside ever sees them, and copies from unfrozen objects measured faster.
 */
// Stryker disable next-line BlockStatement: an empty body answers undefined, which keeps no request: later builds are only slower
function keptRequest(request: RequestOptions): RequestOptions {
  const kept: RequestOptions = {
    method: request.method,
    url: request.url,
    headers: Object.assign({}, request.headers),
  };
  if (Object.hasOwn(request, "body")) kept.body = freezeDeep(copyValue(request.body));
  // Stryker disable next-line ConditionalExpression: a kept `request: undefined` is left out again by copyOfKept()
  if (request.request !== undefined) {
    kept.request = freezeDeep(copyValue(request.request) as typeof kept.request);
  }
  return kept;
}

/** A copy of a kept request that its receiver may change, as a fresh build would give. */
export function copyOfKept(kept: RequestOptions): RequestOptions {
  const copy: RequestOptions = {
    method: kept.method,
    url: kept.url,
    headers: Object.assign({}, kept.headers),
  };
  if (Object.hasOwn(kept, "body")) copy.body = thaw(kept.body);
  if (kept.request !== undefined) copy.request = thaw(kept.request);
  return copy;
}
