import { copyValue, freezeDeep, thaw } from "../core/copy.js";
import type { RequestOptions } from "../core/options.js";

// A builder never changes, so neither does its request: a builder built more than once keeps
// its request, and every later build returns a copy of it, without merging or expanding again.

/**
 * A copy of request options that nothing a caller holds can reach. Its body and request meta
 * are frozen, so that {@link copyOfKept} copies them; the top level and the headers are not,
 * as nothing outside ever sees them, and copies from unfrozen objects measured faster.
 */
export function keptRequest(request: RequestOptions): RequestOptions {
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
