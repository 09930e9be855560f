import { type FetchInit, toFetch, toRequest } from "../adapters/index.js";
import { copyMergedOptions } from "../core/copy.js";
import type {
  EndpointOptions,
  HeaderValue,
  MergedOptions,
  NotOptionKeys,
  RequestMeta,
} from "../core/options.js";
import type { RouteCatalogue, RouteNameOf } from "../core/route-catalogue.js";
import type { MergedRoute, RequestOptionsFor, WithMethod } from "../core/route-types.js";
import type { GitHubRouteChecks, GitHubRoutes } from "../routes/github.js";
import type {
  AfterMerge,
  AnyNames,
  BaseUrlArgument,
  BoundByAll,
  BuilderData,
  BuilderParameters,
  BuilderRequirement,
  CheckedParameters,
  CheckedRouteName,
  FormatArgument,
  GivenParameters,
  HeaderNameArgument,
  ParamsAfterData,
  PreviewArgument,
  RouteRequirement,
  StepParameters,
  StepRequirement,
} from "./builder-checks.js";
import { builderSnapshot, mergeChangesOver, requestOf } from "./builder-snapshot.js";
import { INITIAL_STATE } from "./builder-state.js";
import type { OptionsSource } from "./options-source.js";
import type { Change } from "./pending-changes.js";
import { keepRouteFromCreate, routeFromCreate } from "./routes-from-create.js";
import { Snapshot } from "./snapshot.js";
import * as steps from "./step-changes.js";

declare const givenParameters: unique symbol;

/**
 * An immutable, fluent builder of request options. Every call returns a new frozen snapshot
 * (or the same one, when the call changes nothing); an older snapshot never changes, so a
 * prepared builder can be shared and extended freely.
 *
 * For a route literal, {@link RequestBuilder.param} takes only the names of its placeholders
 * and {@link RequestBuilder.build} does not compile while a required one is unbound.
 *
 * @typeParam Route - the route as a string literal type, or `string` when it is not known.
 * @typeParam Bound - the parameter names bound so far.
 * @typeParam Catalogue - the route catalogue the route is checked against.
 * @typeParam Params - the names and value types `param()` takes, worked out when the route is set.
 * @typeParam Required - the names `build()` asks for on a route of GitHub's catalogue, worked
 * out once when the route is set; `unknown` where `build()` works them out itself.
 *
 * @example A shared base builder, and requests derived from it
 * {@includeCode ../../examples/builder.ts#request-builder}
 *
 * @category Builder
 */
export class RequestBuilder<
  // No variance annotations: TypeScript cannot verify them against build()'s conditional
  // types of the route and the bound names; the compiler measures the variance itself, once.
  Route extends string = string,
  Bound extends string = never,
  Catalogue = GitHubRoutes,
  Params = StepParameters<Catalogue, Route>,
  Required = StepRequirement<Catalogue, Route>,
> {
  readonly #snapshot: Snapshot;
  /**
   * The names bound so far, for the type checker only (no such property exists at run time).
   * As a parameter type it makes `Bound` contravariant: a builder with more bound names can
   * stand where fewer are expected, never the other way round.
   * @internal
   */
  declare readonly [givenParameters]: (bound: Bound, catalogue: Catalogue) => void;

  private constructor(snapshot: Snapshot) {
    this.#snapshot = builderSnapshot(snapshot);
    Object.freeze(this);
  }

  /**
   * A builder with the built-in defaults: method `GET`, base URL `https://api.github.com`,
   * `accept: application/vnd.github.v3+json` and restbuild's `user-agent`.
   *
   * @example The built-in defaults
   * {@includeCode ../../examples/builder.ts#create}
   */
  static create<Catalogue extends RouteCatalogue = GitHubRoutes>(): RequestBuilder<
    string,
    never,
    Catalogue
  > {
    return EMPTY_BUILDER as RequestBuilder<string, never, Catalogue>;
  }

  /**
   * The one way a step derives a builder: this snapshot with checked, copied changes, or this
   * builder when they change nothing. The type parameters describe the state, not its shape.
   */
  #step<Next>(changes: readonly Change[]): Next {
    const next = this.#snapshot.with(changes);
    return (next === this.#snapshot ? this : new RequestBuilder(next)) as unknown as Next;
  }

  /**
   * Sets method and URL from a route such as `"GET /repos/{owner}/{repo}"`. A route without a
   * method sets only the URL.
   *
   * @example Routes with and without a method
   * {@includeCode ../../examples/builder.ts#route}
   */
  route<const NextRoute extends CheckedRouteName<Catalogue>>(
    route: NextRoute,
  ): RequestBuilder<
    NextRoute,
    Bound,
    Catalogue,
    GitHubRouteChecks[NextRoute]["params"],
    GitHubRouteChecks[NextRoute]["required"]
  >;
  /**
   * Sets method and URL (only the URL for a route without a method) from any other route string.
   *
   * @example Routes with and without a method
   * {@includeCode ../../examples/builder.ts#route}
   */
  route<const NextRoute extends RouteNameOf<Catalogue>>(
    route: NextRoute & RouteRequirement<Catalogue, NextRoute>,
  ): RequestBuilder<NextRoute, Bound, Catalogue>;
  route(route: string): object {
    if (this !== EMPTY_BUILDER) return this.#step(steps.routeChanges(route));
    return (
      routeFromCreate(route) ?? keepRouteFromCreate(route, this.#step(steps.routeChanges(route)))
    );
  }

  /**
   * Sets the HTTP method, kept as given until `build()` lowercases it.
   *
   * @example Changing the method
   * {@includeCode ../../examples/builder.ts#method}
   */
  method<Method extends string, Before extends string, Bound extends string, Params, Required>(
    this: RequestBuilder<Before, Bound, Catalogue, Params, Required>,
    method: Method,
  ): RequestBuilder<WithMethod<Before, Method>, Bound, Catalogue> {
    return this.#step(steps.methodChanges(method));
  }

  /**
   * Sets the base URL put in front of relative URLs.
   *
   * @example An enterprise server
   * {@includeCode ../../examples/builder.ts#base-url}
   */
  baseUrl<const Url extends string>(
    baseUrl: BaseUrlArgument<Url>,
  ): RequestBuilder<Route, Bound, Catalogue, Params, Required> {
    return this.#step(steps.baseUrlChanges(baseUrl));
  }

  /**
   * Binds one parameter: it fills the placeholder of that name, or goes to the query string
   * (GET, HEAD) or the JSON body. `undefined` is "not given": the builder stays as it is. The
   * value is copied, so later changes to the caller's object do not reach the snapshot. An
   * option key or `data` as the name is `INVALID_PARAMETER`: those have their own steps.
   *
   * @example Filling a placeholder
   * {@includeCode ../../examples/builder.ts#param}
   */
  param<Name extends keyof Params & string>(
    name: Name,
    value: Params[Name],
  ): RequestBuilder<Route, Bound | Name, Catalogue, Params, Required>;
  /**
   * Binds one parameter with a value that may be `undefined` (or is typed `unknown`), which
   * binds nothing: `build()` still asks for a placeholder or a required field given so
   * (`process.env.REPO`).
   *
   * @example Filling a placeholder
   * {@includeCode ../../examples/builder.ts#param}
   */
  param<Name extends keyof Params & string>(
    name: Name,
    value: Params[Name] | undefined,
  ): RequestBuilder<Route, Bound, Catalogue, Params, Required>;
  param(name: string, value: unknown): RequestBuilder<Route, Bound, Catalogue, Params, Required> {
    return this.#step(steps.parameterChanges(name, value));
  }

  /**
   * Binds several parameters at once, as {@link RequestBuilder.param} does for each. Safe for
   * an untrusted object: it binds parameters only, and an option key or `data` in it is
   * `INVALID_PARAMETER` naming the step that sets it (`.data()`, `.headers()`, ...).
   *
   * @example Placeholders, query and body
   * {@includeCode ../../examples/builder.ts#params}
   */
  params<const Parameters extends BuilderParameters<Catalogue, Route> & NotOptionKeys & AnyNames>(
    // The names are checked on the argument, not on the type parameter: a wrong one is then
    // one error on its key, and the names given still count as bound for build().
    parameters: CheckedParameters<Parameters, GivenParameters<Catalogue, Route, Parameters, Bound>>,
  ): RequestBuilder<Route, Bound | BoundByAll<Parameters>, Catalogue, Params, Required> {
    return this.#step(steps.parametersChanges(parameters));
  }

  /**
   * Sets one header, its name lowercased; `undefined` is "not given" and changes nothing.
   *
   * @example Setting a header
   * {@includeCode ../../examples/builder.ts#header}
   */
  header<const Name extends string>(
    name: HeaderNameArgument<Name>,
    value: HeaderValue | undefined,
  ): RequestBuilder<Route, Bound, Catalogue, Params, Required> {
    return this.#step(steps.headerChanges(name, value));
  }

  /**
   * Sets several headers, merged by lowercase name; an `undefined` value is "not given".
   *
   * @example Headers merged by name
   * {@includeCode ../../examples/builder.ts#headers}
   */
  headers(
    headers: Readonly<Record<string, HeaderValue | undefined>>,
  ): RequestBuilder<Route, Bound, Catalogue, Params, Required> {
    return this.#step(steps.headersChanges(headers));
  }

  /**
   * Adds a preview to the `accept` header (`mercy` or `mercy-preview`).
   *
   * @example One preview
   * {@includeCode ../../examples/builder.ts#preview}
   */
  preview<Before extends string, Bound extends string, Params, Required, const Name extends string>(
    // `this` names the route, so that the route type stays out of the parameters' types.
    this: RequestBuilder<Before, Bound, Catalogue, Params, Required>,
    name: PreviewArgument<Catalogue, Before, Name>,
  ): RequestBuilder<Before, Bound, Catalogue, Params, Required> {
    return this.previews([name]);
  }

  /**
   * Adds previews to the `accept` header, each name once.
   *
   * @example Several previews
   * {@includeCode ../../examples/builder.ts#previews}
   */
  previews<
    Before extends string,
    Bound extends string,
    Params,
    Required,
    const Name extends string,
  >(
    this: RequestBuilder<Before, Bound, Catalogue, Params, Required>,
    names: readonly PreviewArgument<Catalogue, Before, Name>[],
  ): RequestBuilder<Before, Bound, Catalogue, Params, Required> {
    return this.#step(steps.previewsChanges(names));
  }

  /**
   * Sets the media type format, such as `raw` or `diff`, that amends the `accept` header.
   *
   * @example A diff instead of JSON
   * {@includeCode ../../examples/builder.ts#format}
   */
  format<const Format extends string>(
    format: FormatArgument<Format>,
  ): RequestBuilder<Route, Bound, Catalogue, Params, Required> {
    return this.#step(steps.formatChanges(format));
  }

  /**
   * Sets the request body, sent as it is instead of one built from parameters; `undefined` is
   * "not given" and changes nothing.
   *
   * @example A text body
   * {@includeCode ../../examples/builder.ts#data}
   */
  data<Before extends string, Bound extends string, Params, Required>(
    this: RequestBuilder<Before, Bound, Catalogue, Params, Required>,
    data: BuilderData<Catalogue, Before, Bound>,
  ): RequestBuilder<
    Before,
    Bound | "data",
    Catalogue,
    ParamsAfterData<Catalogue, Before, Params>,
    Required
  > {
    return this.#step(steps.dataChanges(data));
  }

  /**
   * Merges meta information into `request`, which the result carries unchanged (a `fetch`, an
   * `AbortSignal`, a timeout); functions and class instances are kept by reference, not frozen.
   *
   * @example A signal for the client
   * {@includeCode ../../examples/builder.ts#request}
   */
  request(meta: RequestMeta): RequestBuilder<Route, Bound, Catalogue, Params, Required> {
    return this.#step(mergeChangesOver(this.#snapshot, steps.requestOptions(meta)));
  }

  /**
   * Merges another builder's settings over this one, with the defaults rules: headers merge by
   * name, previews add up. What the other builder's steps set counts, a default's value too
   * (`.method("GET")`): merging a builder that only adds a header keeps this one's method and
   * base URL. An object with `toOptions()` gives all its options. The route type is `string`.
   *
   * @example Merging another builder
   * {@includeCode ../../examples/builder.ts#merge-builder}
   */
  merge(other: OptionsSource): RequestBuilder<string, string, Catalogue>;
  /**
   * Merges options, as `endpoint.defaults()` reads them, over this builder's: headers merge
   * by name, previews add up, `undefined` leaves a value alone. Parameters given here count
   * as bound for {@link RequestBuilder.build}.
   *
   * @example Defaults for an enterprise server
   * {@includeCode ../../examples/builder.ts#merge-options}
   */
  merge<Options extends EndpointOptions>(
    options: Options,
  ): RequestBuilder<
    MergedRoute<Route, Options>,
    Bound | (keyof Options & string),
    Catalogue,
    AfterMerge<Params, Options, StepParameters<Catalogue, string>>,
    AfterMerge<Required, Options, unknown>
  >;
  merge(other: OptionsSource | EndpointOptions): unknown {
    // A brand check (`#snapshot in`), not `instanceof`: it runs no trap of a Proxy.
    const builder = typeof other === "object" && other !== null && #snapshot in other;
    return this.#step(mergeChangesOver(this.#snapshot, builder ? other.#snapshot : other));
  }

  /**
   * Builds the request options, a fresh object each call.
   *
   * @throws {@link RestbuildError} when no URL is set or a value cannot be expanded.
   *
   * @example A POST with a JSON body
   * {@includeCode ../../examples/builder.ts#build}
   */
  // `this` is `unknown` when every name `Required` lists is bound, else what is missing as
  // properties ({@link BuilderRequirement}), so that the first line of the error names it.
  // Written out rather than as a type alias, which the checker would instantiate per step.
  build(
    this: [Required] extends [Bound] ? unknown : BuilderRequirement<Catalogue, Route, Bound>,
  ): RequestOptionsFor<Route>;
  build(): RequestOptionsFor<Route> {
    return requestOf(this.#snapshot) as RequestOptionsFor<Route>;
  }

  /**
   * The merged options, every default applied and nothing expanded: a fresh object.
   *
   * @example Merged options of a route
   * {@includeCode ../../examples/builder.ts#to-options}
   */
  toOptions(): MergedOptions {
    return copyMergedOptions(this.#snapshot.options());
  }

  /**
   * The request as `fetch()` arguments: see {@link toFetch}.
   *
   * @example Arguments for fetch
   * {@includeCode ../../examples/adapters.ts#builder-to-fetch}
   */
  toFetch(
    this: [Required] extends [Bound] ? unknown : BuilderRequirement<Catalogue, Route, Bound>,
  ): [url: string, init: FetchInit];
  toFetch(): [url: string, init: FetchInit] {
    return toFetch(requestOf(this.#snapshot));
  }

  /**
   * The request as a WHATWG `Request`: see {@link toRequest}.
   *
   * @example A Request object
   * {@includeCode ../../examples/adapters.ts#builder-to-request}
   */
  toRequest(
    this: [Required] extends [Bound] ? unknown : BuilderRequirement<Catalogue, Route, Bound>,
  ): Request;
  toRequest(): Request {
    return toRequest(requestOf(this.#snapshot));
  }
}

const EMPTY_BUILDER: object = Reflect.construct(RequestBuilder, [Snapshot.of(INITIAL_STATE)]);
