import type { RequestBuilder } from "../builder/request-builder.js";
import { copyMergedOptions, freezeDeep } from "../core/copy.js";
import { mergedKeyOrder } from "../core/key-order.js";
import { merge } from "../core/merge.js";
import type { MergedOptions, RequestOptions } from "../core/options.js";
import { parseMerged } from "../core/parse.js";

/** Any builder, whatever its type parameters. */
export type AnyBuilder = RequestBuilder<string, never, unknown>;

/** One `endpoint()` call and one `endpoint.merge()` call over a builder's options. */
export interface EndpointVerbs {
  /** `route, options` merged over the builder's options and built. */
  readonly build: (route: unknown, options?: unknown) => RequestOptions;
  /** `route, options` merged over the builder's options, as a fresh object. */
  readonly merge: (route: unknown, options?: unknown) => MergedOptions;
}

/**
 * The two verbs of the `endpoint()` face over a builder that holds its defaults. The defaults
 * are read once, at the first call, as a builder never changes; not before, so that a cascade
 * of `defaults()` reads only the levels it calls, and each level costs what it adds (C10).
 * They are frozen: `merge()` shares their maps and lists with what it returns.
 *
 * @example
 * ```ts
 * const calls = endpointVerbs(RequestBuilder.create().baseUrl("https://ghe.example/api/v3"));
 * calls.build("GET /user").url; // "https://ghe.example/api/v3/user"
 * ```
 */
export function endpointVerbs(builder: AnyBuilder): EndpointVerbs {
  let state: Readonly<MergedOptions> | undefined;
  const defaults = () => {
    state ??= freezeDeep(builder.toOptions());
    return state;
  };
  return {
    build: (route, options) => parseMerged(merge(defaults(), route, options)),
    merge: (route, options) =>
      copyMergedOptions(
        merge(defaults(), route, options),
        mergedKeyOrder(defaults(), route, options),
      ),
  };
}
