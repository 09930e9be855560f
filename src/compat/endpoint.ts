import { RequestBuilder } from "../builder/request-builder.js";
import type { CallRequirement, OptionsFor } from "../core/catalogue-checks.js";
import { copyMergedOptions, mergeOptions } from "../core/merge.js";
import type { EndpointOptions, MergedOptions, RequestOptions } from "../core/options.js";
import type { OptionsSource } from "../core/options-source.js";
import { buildCheckedRequest, buildRequest } from "../core/parse.js";
import type { RouteCatalogue, RouteNameOf } from "../core/route-catalogue.js";
import type { RequestOptionsFor } from "../core/route-types.js";
import { readingInput } from "../errors.js";
import type { GitHubRoutes } from "../routes/github.js";

/** A snapshot that defaults can be derived from: a `RequestBuilder`. */
interface DefaultsSource extends OptionsSource {
  merge(options: EndpointOptions): DefaultsSource;
}

/**
 * The `endpoint` function and its members, the API of `@octokit/endpoint`: `endpoint(route, options)`
 * and `endpoint(options)` build request options; `defaults`, `DEFAULTS`, `merge` and `parse`
 * come with it.
 *
 * @typeParam Bound - parameter names the defaults already give, so a route's placeholders of
 * those names need not be passed again.
 * @typeParam Catalogue - the routes whose parameters are known (see {@link RouteCatalogue}).
 * @typeParam Strict - `true` when a route literal must be in the catalogue.
 *
 * @example A function made by defaults()
 * {@includeCode ../../examples/endpoint.ts#endpoint-interface}
 *
 * @category endpoint API
 */
export interface EndpointInterface<
  Bound extends string = never,
  Catalogue extends RouteCatalogue = GitHubRoutes,
  Strict extends boolean = false,
> {
  /**
   * Builds request options from a route and parameters. For a route literal, the compiler
   * checks that every placeholder of the path is given, by the options or by the defaults.
   *
   * @example A POST: the parameters that fill no placeholder become the body
   * {@includeCode ../../examples/endpoint.ts#endpoint-route}
   *
   * @example Placeholders the compiler asks for
   * {@includeCode ../../examples/route-types.ts#endpoint-placeholders}
   */
  <const Route extends RouteNameOf<Catalogue>, const Options extends OptionsFor<Catalogue, Route>>(
    route: Route & CallRequirement<Catalogue, Route, Bound, Options, Strict>,
    // No default for Options: while the object is typed, editors complete it from the constraint.
    options: Options | undefined,
  ): RequestOptionsFor<Route>;
  /**
   * Builds request options from a route alone. For a route literal, the compiler checks that
   * the defaults give every placeholder of the path and every required field.
   *
   * @example A route without placeholders
   * {@includeCode ../../examples/endpoint.ts#endpoint-route-only}
   */
  <const Route extends RouteNameOf<Catalogue>>(
    route: Route & CallRequirement<Catalogue, Route, Bound, Record<never, never>, Strict>,
  ): RequestOptionsFor<Route>;
  /**
   * Builds request options from an options object with `method` and `url`.
   *
   * @example An upload to an absolute URL with a text body
   * {@includeCode ../../examples/endpoint.ts#endpoint-options}
   */
  (options: EndpointOptions): RequestOptions;

  /**
   * The current defaults, as a fresh object on every read: changing it changes nothing else.
   *
   * @example The built-in defaults
   * {@includeCode ../../examples/endpoint.ts#defaults-property}
   */
  readonly DEFAULTS: MergedOptions;

  /**
   * A new `endpoint` whose defaults are these options applied over the current ones. Headers
   * merge by name, previews add up, and the new function has `defaults` of its own.
   *
   * @example Defaults for an enterprise server, and a second level
   * {@includeCode ../../examples/endpoint.ts#defaults}
   */
  defaults<Options extends EndpointOptions>(
    options: Options,
  ): EndpointInterface<Bound | (keyof Options & string), Catalogue, Strict>;

  /**
   * The defaults with a route and options applied, not yet expanded: a
   * fresh object the caller may change.
   *
   * @example A route and its parameters, merged
   * {@includeCode ../../examples/endpoint.ts#merge-route}
   */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  /**
   * The defaults with options applied, not yet expanded: a fresh object
   * the caller may change.
   *
   * @example Options with method and url, merged
   * {@includeCode ../../examples/endpoint.ts#merge-options}
   */
  merge(options: EndpointOptions): MergedOptions;

  /**
   * Turns merged options into request options. Stateless: `endpoint(route, options)` equals
   * `endpoint.parse(endpoint.merge(route, options))`.
   *
   * @example Parsing merged options
   * {@includeCode ../../examples/endpoint.ts#parse}
   */
  parse(options: MergedOptions): RequestOptions;
}

/**
 * The strict form of `endpoint`: a route literal must be a route of GitHub's catalogue, so an
 * unknown route, a wrong method and a body on a GET do not compile. Types only: annotate
 * `endpoint` with it, `const strict: StrictEndpointInterface = endpoint;`, and call `strict`.
 *
 * @example The strict endpoint
 * {@includeCode ../../examples/route-catalogue.ts#strict-endpoint}
 */
export type StrictEndpointInterface<Catalogue extends RouteCatalogue = GitHubRoutes> =
  EndpointInterface<never, Catalogue, true>;

/**
 * Wraps a builder snapshot in the `endpoint` API. The snapshot is made once, here; a call of
 * the returned function only merges and parses plain objects, without an immer `produce`.
 */
function endpointFromBuilder(builder: DefaultsSource): EndpointInterface {
  // A private copy of the snapshot's options that nothing outside ever sees or changes.
  // Frozen: besides guarding it, this measured four times faster per call on Node 20, as the
  // copies spread from a frozen object keep stable shapes when parameters are added.
  const defaults: Readonly<MergedOptions> = Object.freeze(builder.toOptions());

  function merge(route: unknown, options?: unknown): MergedOptions {
    return readingInput(() => mergeOptions(defaults, route, options));
  }
  function endpoint(route: unknown, options?: unknown): RequestOptions {
    // The merged options never leave this call, and merge() checked them: no second check.
    return readingInput(() => {
      const merged = mergeOptions(defaults, route, options);
      return buildCheckedRequest(merged, merged.headers);
    });
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
