import { RequestBuilder } from "../builder/request-builder.js";
import type { EndpointOptions } from "../core/options.js";
import { parse } from "../core/parse.js";
import { parseRoute } from "../core/route.js";
import type { EndpointInterface } from "./endpoint-interface.js";
import { type AnyBuilder, endpointVerbs } from "./endpoint-verbs.js";

/**
 * What `defaults()` merges: its options, or the method and url of a route, which
 * `@octokit/endpoint` takes there too (`defaults("POST /x/{id}")`).
 */
function defaultsOptions(options: EndpointOptions | string): EndpointOptions {
  if (typeof options !== "string") return options;
  const { method, url } = parseRoute(options);
  return method === undefined ? { url } : { method, url };
}

/**
 * The `endpoint` API over a builder that holds its defaults: each member is a builder step or
 * one of the two verbs, with no rule of its own.
 */
function endpointOver(builder: AnyBuilder): EndpointInterface {
  const calls = endpointVerbs(builder);
  const endpoint = (route: unknown, options?: unknown) => calls.build(route, options);
  return Object.defineProperties(endpoint, {
    DEFAULTS: { enumerable: true, get: () => builder.toOptions() },
    defaults: {
      enumerable: true,
      value: (options: EndpointOptions | string) =>
        endpointOver(builder.merge(defaultsOptions(options)) as AnyBuilder),
    },
    merge: {
      enumerable: true,
      value: (route: unknown, options?: unknown) => calls.merge(route, options),
    },
    parse: { enumerable: true, value: parse },
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
export const endpoint: EndpointInterface = endpointOver(RequestBuilder.create() as AnyBuilder);
