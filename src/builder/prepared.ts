import { copyValue, freezeDeep, thaw } from "../core/copy.js";
import type { RequestOptions } from "../core/options.js";

// A builder never changes, so neither does its request: a builder built more than once keeps
// its request, frozen, and every later build returns a copy of it, without merging or
// expanding again.

/** A frozen copy of request options, which nothing a caller holds can reach. */
export function keptRequest(request: RequestOptions): Readonly<RequestOptions> {
  const kept: RequestOptions = { ...request, headers: { ...request.headers } };
  if (Object.hasOwn(request, "body")) kept.body = copyValue(request.body);
  if (request.request !== undefined)
    kept.request = copyValue(request.request) as typeof kept.request;
  return freezeDeep(kept);
}

/** A copy of a kept request that its receiver may change, as a fresh build would give. */
export function copyOfKept(kept: Readonly<RequestOptions>): RequestOptions {
  const copy: RequestOptions = { ...kept, headers: Object.assign({}, kept.headers) };
  if (Object.hasOwn(kept, "body")) copy.body = thaw(kept.body);
  if (kept.request !== undefined) copy.request = thaw(kept.request);
  return copy;
}
