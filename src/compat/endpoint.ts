import { RequestBuilder } from "../builder/request-builder.js";
import { callDefaults, copyMergedOptions, mergeCallOptions, mergeOptions } from "../core/merge.js";
import type { EndpointOptions, MergedOptions, RequestOptions } from "../core/options.js";
import type { OptionsSource } from "../core/options-source.js";
import { buildCall, buildRequest } from "../core/parse.js";
import { readingInput } from "../errors.js";
import type { EndpointInterface } from "./endpoint-interface.js";

/** A snapshot that defaults can be derived from: a `RequestBuilder`. */
interface DefaultsSource extends OptionsSource {
  merge(options: EndpointOptions): DefaultsSource;
}

/**
 * Wraps a builder snapshot in the `endpoint` API. The snapshot is made once, here; a call of
 * the returned function only merges and parses plain objects, without an immer `produce`.
 */
function endpointFromBuilder(builder: DefaultsSource): EndpointInterface {
  // A private copy of the snapshot's options that nothing outside ever sees or changes.
  // Frozen at every depth, so that a call copies only what it merges into (mergeCallOptions);
  // besides, merge()'s copies spread from a frozen object measured four times faster per call
  // on Node 20, as they keep stable shapes when parameters are added.
  const prepared = callDefaults(builder.toOptions());
  const defaults = prepared.options;

  function merge(route: unknown, options?: unknown): MergedOptions {
    return readingInput(() => mergeOptions(defaults, route, options));
  }
  function endpoint(route: unknown, options?: unknown): RequestOptions {
    // The merged options never leave this call, and merge() checked them: no second check.
    return readingInput(() => buildCall(mergeCallOptions(prepared, route, options)));
  }

  return Object.defineProperties(endpoint, {
    DEFAULTS: { enumerable: true, get: () => copyMergedOptions(defaults) },
    defaults: {
      enumerable: true,
      value: (options: EndpointOptions) => endpointFromBuilder(builder.merge(options)),
    },
    merge: { enumerable: true, value: merge },
    parse: { enumerable: true, value: buildRequest },
  }) as unknown as EndpointInterface;
}

/**
 * Builds request options for GitHub's REST API. A drop-in for `@octokit/endpoint`'s `endpoint`
 * with the differences listed in docs/compat.md (lowercase method, previews on every URL,
 * RFC 6570 URLs).
 *
 * @example A GET: the parameters that fill no placeholder go to the query string
 * {@includeCode ../../examples/endpoint.ts#endpoint}
 *
 * @function
 * @category endpoint API
 */
export const endpoint: EndpointInterface = endpointFromBuilder(RequestBuilder.create());
