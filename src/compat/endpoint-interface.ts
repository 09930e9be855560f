import type { OptionChecks } from "../core/option-problems.js";
import type { EndpointOptions, MergedOptions, RequestOptions } from "../core/options.js";
import type { RouteCatalogue, RouteNameOf } from "../core/route-catalogue.js";
import type { RequestOptionsFor } from "../core/route-types.js";
import type { GitHubRoutes } from "../routes/github.js";
import type { CallOptions, CallRequirement } from "./catalogue-checks.js";

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
export type EndpointInterface<
  Bound extends string = never,
  Catalogue extends RouteCatalogue = GitHubRoutes,
  Strict extends boolean = false,
> = CallsOf<Bound, Catalogue, Strict> & EndpointMembers<Bound, Catalogue>;

/**
 * The mark of a strict `endpoint`: a type-only symbol that no value has. The members and the
 * generic call signatures read the mode from the type they are called on (`ModeOf<this>`)
 * rather than from a type argument, so that both modes share them and `const strict:
 * StrictEndpointInterface = endpoint` compares the two call interfaces alone. With the mode as
 * a type argument of the members, the compiler measured how they vary with it, about 11,000
 * instantiations in every program that made a strict `endpoint` (bench:types). GitHub's call
 * signatures, written out, take the mode as a literal: an interface that names `this` is
 * generic, and the compiler instantiates its signatures anew at every call.
 */
declare const strictEndpoint: unique symbol;

/**
 * What a strict `endpoint` has that another has not: an optional property under a type-only
 * symbol, so a function typed `EndpointInterface` can be annotated as strict.
 */
interface StrictMark {
  /** Present in the type only. */
  readonly [strictEndpoint]?: true;
}

/** Whether the `endpoint` type `Self` is strict: whether it has the strict mark. */
type ModeOf<Self> = typeof strictEndpoint extends keyof Self ? true : false;

/**
 * The call signatures for the arguments: for GitHub's catalogue with nothing bound, the
 * signatures written out for it: the compiler instantiates a generic interface's signatures
 * anew at every call, which costs the type checker more work per call (bench:types).
 */
type CallsOf<Bound extends string, Catalogue extends RouteCatalogue, Strict extends boolean> = [
  Bound,
] extends [never]
  ? [Catalogue, GitHubRoutes] extends [GitHubRoutes, Catalogue]
    ? [Strict] extends [true]
      ? GitHubStrictEndpointCalls
      : GitHubEndpointCalls
    : GenericCalls<Bound, Catalogue, Strict>
  : GenericCalls<Bound, Catalogue, Strict>;

/** The call signatures for any catalogue, with the strict mark in strict mode. */
type GenericCalls<
  Bound extends string,
  Catalogue extends RouteCatalogue,
  Strict extends boolean,
> = [Strict] extends [true]
  ? EndpointCalls<Bound, Catalogue> & StrictMark
  : EndpointCalls<Bound, Catalogue>;

/**
 * The call signatures of `endpoint` for a catalogue and the names its defaults bind. A route
 * must be in the catalogue when the function is strict ({@link StrictEndpointInterface}).
 *
 * @example A function made by defaults()
 * {@includeCode ../../examples/endpoint.ts#endpoint-interface}
 *
 * @category endpoint API
 */
export interface EndpointCalls<Bound extends string, Catalogue extends RouteCatalogue> {
  /**
   * Builds request options from a route and parameters. For a route literal, the compiler
   * checks that every required placeholder of the path (one that fills a path segment alone)
   * is given, by the options or by the defaults.
   *
   * @example A POST: the parameters that fill no placeholder become the body
   * {@includeCode ../../examples/endpoint.ts#endpoint-route}
   *
   * @example Placeholders the compiler asks for
   * {@includeCode ../../examples/route-types.ts#endpoint-placeholders}
   */
  <const Route extends RouteNameOf<Catalogue>, Options>(
    route: Route & CallRequirement<Catalogue, Route, Bound, Options, ModeOf<this>>,
    // The options' own type is checked against the route's, with the compiler's messages;
    // `Options` itself holds the names given, for the checks on the route argument.
    options: CallOptions<Catalogue, Route, Bound, Options> | undefined,
  ): RequestOptionsFor<Route>;
  /**
   * Builds request options from a route alone. For a route literal, the compiler checks that
   * the defaults give every required placeholder of the path and every required field.
   *
   * @example A route without placeholders
   * {@includeCode ../../examples/endpoint.ts#endpoint-route-only}
   */
  <const Route extends RouteNameOf<Catalogue>>(
    route: Route & CallRequirement<Catalogue, Route, Bound, unknown, ModeOf<this>>,
  ): RequestOptionsFor<Route>;
  /**
   * Builds request options from an options object with `method` and `url`.
   *
   * @example An upload to an absolute URL with a text body
   * {@includeCode ../../examples/endpoint.ts#endpoint-options}
   */
  (options: EndpointOptions): RequestOptions;
}

/**
 * `EndpointCalls<never, GitHubRoutes>`, written out (see `CallsOf`), with the mode as a literal
 * rather than read from `this`: an interface that names `this` is generic too.
 */
interface GitHubEndpointCalls {
  <const Route extends RouteNameOf<GitHubRoutes>, Options>(
    route: Route & CallRequirement<GitHubRoutes, Route, never, Options, false>,
    options: CallOptions<GitHubRoutes, Route, never, Options> | undefined,
  ): RequestOptionsFor<Route>;
  <const Route extends RouteNameOf<GitHubRoutes>>(
    route: Route & CallRequirement<GitHubRoutes, Route, never, unknown, false>,
  ): RequestOptionsFor<Route>;
  (options: EndpointOptions): RequestOptions;
}

/** The strict form of `GitHubEndpointCalls`. */
interface GitHubStrictEndpointCalls extends StrictMark {
  <const Route extends RouteNameOf<GitHubRoutes>, Options>(
    route: Route & CallRequirement<GitHubRoutes, Route, never, Options, true>,
    options: CallOptions<GitHubRoutes, Route, never, Options> | undefined,
  ): RequestOptionsFor<Route>;
  <const Route extends RouteNameOf<GitHubRoutes>>(
    route: Route & CallRequirement<GitHubRoutes, Route, never, unknown, true>,
  ): RequestOptionsFor<Route>;
  (options: EndpointOptions): RequestOptions;
}

/**
 * The members of `endpoint` besides its call signatures: `DEFAULTS`, `defaults`, `merge` and
 * `parse`. They are the same in both modes: `defaults()` and `merge()` read whether the
 * function they are called on is strict from its type ({@link StrictEndpointInterface}).
 *
 * @example A function made by defaults()
 * {@includeCode ../../examples/endpoint.ts#endpoint-interface}
 *
 * @category endpoint API
 */
export interface EndpointMembers<Bound extends string, Catalogue extends RouteCatalogue> {
  /**
   * The current defaults, as a fresh object on every read: changing it changes nothing else.
   *
   * @example The built-in defaults
   * {@includeCode ../../examples/endpoint.ts#defaults-property}
   */
  readonly DEFAULTS: MergedOptions;

  /**
   * A new `endpoint` whose defaults are these options applied over the current ones. Headers
   * merge by name, previews add up, and the new function has `defaults` of its own; it is
   * strict when this one is.
   *
   * @example Defaults for an enterprise server, and a second level
   * {@includeCode ../../examples/endpoint.ts#defaults}
   */
  defaults<Options extends EndpointOptions | string>(
    // One signature for both forms, so that a mistake in the options is reported as itself,
    // not as "No overload matches this call".
    options: Options extends string ? Options : Options & OptionChecks<Options>,
  ): EndpointInterface<
    Options extends string ? Bound : Bound | (keyof Options & string),
    Catalogue,
    ModeOf<this>
  >;

  /**
   * The defaults with a route and options applied, not yet expanded: a fresh object the caller
   * may change. The route and options are checked as `endpoint()` checks them (names, value
   * types, option values, and on a strict `endpoint` a route outside the catalogue), since
   * `endpoint(route, options)` is `parse(merge(route, options))`; only the names a route needs
   * are not asked for, as merged options may be completed first.
   *
   * @example A route and its parameters, merged
   * {@includeCode ../../examples/endpoint.ts#merge-route}
   */
  merge<const Route extends RouteNameOf<Catalogue>, Options>(
    // `string` as the names bound: merged options may be completed before parse(), so a
    // required name is not asked for here; names, value types and option values are checked.
    route: Route & CallRequirement<Catalogue, Route, string, Options, ModeOf<this>>,
    options: CallOptions<Catalogue, Route, string, Options> | undefined,
  ): MergedOptions;
  /**
   * The defaults with a route, or with options, applied, not yet expanded: a fresh object the
   * caller may change. A route is checked as `endpoint(route)` checks it, but for the names it
   * needs; options as `endpoint.defaults()` checks them.
   *
   * @example Options with method and url, merged
   * {@includeCode ../../examples/endpoint.ts#merge-options}
   */
  merge<const Given extends RouteNameOf<Catalogue> | EndpointOptions>(
    // One signature for both forms, so that a mistake is reported as itself.
    given: Given extends string
      ? Given & CallRequirement<Catalogue, Given, string, unknown, ModeOf<this>>
      : Given & OptionChecks<Given>,
  ): MergedOptions;

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
 *
 * @category endpoint API
 */
export type StrictEndpointInterface<Catalogue extends RouteCatalogue = GitHubRoutes> =
  EndpointInterface<never, Catalogue, true>;
