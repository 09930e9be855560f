import type { EndpointOptions } from "../core/options.js";
import type {
  CatalogueEntry,
  QueryInUrl,
  QueryInUrlRoute,
  RouteParameters,
  RouteSpec,
  UnknownRouteRequirement,
} from "../core/route-catalogue.js";
import type {
  KnownNames,
  LooksLike,
  MissingQueryNames,
  OptionKey,
  Problems,
  QueryNamesOutsideUrl,
  RequiredKeys,
  UnknownMessages,
} from "../core/route-problems.js";
import type { BuildRequirement, RequiredParameters, RouteMethod } from "../core/route-types.js";

/**
 * The checks a call makes beyond placeholder inference, for a route literal and its options.
 * Every check adds a property named after the problem to what the route argument must be, so
 * the compiler's error reads `Property 'unknown parameter: perpage (did you mean per_page?)'
 * is missing in type ...`, as `BuildRequirement` reads for a missing placeholder.
 */

/** The known options, without the parameters' index signature. */
type KnownOptions = Pick<EndpointOptions, OptionKey>;

/** The methods of HTTP, in any case: a route literal whose method is none of them is a typo. */
type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "TRACE";

/**
 * The options a route takes: for a catalogue route, the known options and the route's
 * parameters with their types, the required ones required unless the defaults give them
 * (`Bound`); for any other route, any options. The compiler checks a call's options against
 * this type with its own messages (a missing `repo`, a value outside an enum); editors offer
 * these names and their enum values inside the options object.
 *
 * @example The options of a GitHub route
 * {@includeCode ../../examples/route-catalogue.ts#options-for}
 */
export type OptionsFor<
  Catalogue,
  Route extends string,
  Bound extends string = never,
> = PartialKnownOptions & ParametersFor<Catalogue, Route, Bound>;

/**
 * A catalogue route's parameters, or any parameters. Written as a conditional type on the
 * catalogue entry: while the compiler still infers `Route`, this type then stands for `object`
 * rather than for every route of the catalogue at once.
 */
type ParametersFor<Catalogue, Route extends string, Bound extends string> = [Route] extends [never]
  ? EndpointOptions
  : string extends Route
    ? EndpointOptions
    : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
      ? [Bound] extends [never]
        ? RouteParameters<Spec>
        : WithDefaults<RouteParameters<Spec>, Bound>
      : EndpointOptions;

/**
 * Parameters whose names the defaults give are optional; for each member of a union (a body
 * that may be left out as a whole), so a member keeps its other required fields.
 */
type WithDefaults<Parameters, Bound extends string> = Parameters extends unknown
  ? Omit<Parameters, Bound> & Partial<Pick<Parameters, Bound & keyof Parameters>>
  : never;

/**
 * The options a call gave, as the options parameter holds them beside `OptionsFor`: the
 * compiler infers `Options` from the argument through this type, so the checks on the route
 * argument see every name and value given. For a catalogue route every value is `unknown`
 * here, so the compiler compares a value with the catalogue's type alone and says so plainly
 * (`Type 'string' is not assignable to type 'number'`).
 */
export type GivenOptions<Catalogue, Route extends string, Options> =
  CatalogueEntry<Catalogue, Route> extends RouteSpec
    ? { [Name in keyof Options]: unknown }
    : Options;

// Named once, so the compiler makes this mapped type once rather than for every call.
type PartialKnownOptions = Partial<KnownOptions>;

/** The names among `Names` whose option value may be `undefined` (an `any` value passes). */
type UndefinedNames<Names extends PropertyKey, Options> = {
  [Name in Names & keyof Options]: undefined extends Options[Name]
    ? 0 extends 1 & Options[Name]
      ? never
      : Name
    : never;
}[Names & keyof Options] &
  string;

/** What a call without options leaves missing: placeholders and required fields. */
type MissingProblems<Spec extends RouteSpec, Bound extends string> =
  | `missing route parameter: ${Exclude<keyof Spec["path"] & string, Bound>}`
  | `missing parameter: ${Exclude<RequiredKeys<Spec["query"]> | RequiredKeys<Spec["body"]>, Bound>}`;

/**
 * The problems of a call to a catalogue route that the options parameter (`OptionsFor`) does
 * not see: names the route does not take (the parameter's type holds the given options, so
 * the compiler finds no excess name), and, when the call passes no options, what the defaults
 * leave missing. A correct call passes with one assignability test, and only a failing one has
 * its names looked at one by one.
 */
type CatalogueProblems<Spec extends RouteSpec, Bound extends string, Options> =
  keyof Options extends KnownNames<Spec>
    ? unknown extends Options
      ? MissingProblems<Spec, Bound> // no options
      : never
    : 0 extends 1 & Options
      ? never // options typed `any`: the caller opted out
      : string extends keyof Options
        ? never // names known only as `string`: nothing to say of one
        : string extends keyof Spec["body"]
          ? never // a body of any shape: every name passes
          : UnknownMessages<
              Exclude<keyof Options & string, KnownNames<Spec>>,
              Extract<KnownNames<Spec>, string>
            >;

/**
 * Placeholders whose value may be `undefined`: the URL could not be built from it. (A default
 * of that name stays when the call passes `undefined`: no error then.)
 */
type UndefinedRequirement<
  Route extends string,
  Options,
  Bound extends string,
> = Problems<`route parameter may be undefined: ${UndefinedNames<Exclude<RequiredParameters<Route>, Bound>, Options>}`>;

/** The HTTP method a method literal is likely a typo of, or `never`. */
type MethodTypo<Method extends string> = {
  [Known in HttpMethod]: LooksLike<Uppercase<Method>, Known> extends false ? never : Known;
}[HttpMethod];

type MethodRequirement<Route extends string> = [RouteMethod<Route>] extends [never]
  ? unknown
  : string extends RouteMethod<Route>
    ? unknown
    : Uppercase<RouteMethod<Route>> extends HttpMethod
      ? unknown
      : [MethodTypo<RouteMethod<Route>>] extends [never]
        ? unknown // any other token is a method (docs/compat.md, "Methods")
        : {
            [Message in `unknown method: ${RouteMethod<Route>} (did you mean ${MethodTypo<
              RouteMethod<Route>
            >}?)`]: true;
          };

/**
 * What the route argument of a call must also be, for a route literal, the names the defaults
 * give (`Bound`) and the call's options (`unknown` when the call passes none). For a catalogue
 * route: no unknown option name, or, without options, every placeholder and required field in
 * the defaults. For any other literal: every placeholder given (`BuildRequirement`), none
 * possibly `undefined`, and a known method. With `Strict`, the route must be in the catalogue.
 * `unknown` (no requirement) when all is well and for a `string` route.
 *
 * @example A call that needs nothing more
 * {@includeCode ../../examples/route-catalogue.ts#call-requirement}
 */
export type CallRequirement<
  Catalogue,
  Route extends string,
  Bound extends string,
  Options,
  Strict extends boolean,
> = string extends Route
  ? unknown
  : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? Problems<CatalogueProblems<Spec, Bound, Options>>
    : CatalogueEntry<Catalogue, Route> extends infer Plain extends QueryInUrlRoute
      ? Problems<QueryInUrlProblems<Plain["queryInUrl"], Options>> &
          LiteralRequirement<Catalogue, Route, Bound, Options, false>
      : LiteralRequirement<Catalogue, Route, Bound, Options, Strict>;

/**
 * The requirement for a route literal outside the catalogue. A conditional type, so that the
 * compiler builds its parts only for such a route: while it infers a catalogue route's call,
 * this stays one deferred type.
 */
type LiteralRequirement<
  Catalogue,
  Route extends string,
  Bound extends string,
  Options,
  Strict extends boolean,
> = Route extends string
  ? BuildRequirement<Route, Bound | (keyof Options & string)> &
      MethodRequirement<Route> &
      UndefinedRequirement<Route, Options, Bound> &
      (Strict extends true ? UnknownRouteRequirement<Catalogue, Route> : unknown)
  : never;

/**
 * The problems of a call to a route written without the query expression its API declares
 * (spec 2.2 rule 4): a query name given, which would go in the body, and a query name the API
 * requires, which this route cannot send. Each names the route to write instead.
 */
type QueryInUrlProblems<Moved extends QueryInUrl, Options> =
  | QueryNamesOutsideUrl<Moved, keyof Options>
  | MissingQueryNames<Moved, keyof Options>;
