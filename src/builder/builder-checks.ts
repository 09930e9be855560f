import type {
  CatalogueEntry,
  QueryInUrlRoute,
  RouteSpec,
  StrictRouteRequirement,
} from "../core/route-catalogue.js";
import type {
  KnownNames,
  MissingQueryNames,
  Problems,
  QueryNamesOutsideUrl,
  RequiredKeys,
  UnknownMessages,
} from "../core/route-problems.js";
import type { BuildRequirement, ParameterName } from "../core/route-types.js";

/**
 * What the builder's steps check for a route literal: for a route of the catalogue, the names
 * and value types of its parameters and the required ones at `build()`; for any other literal,
 * its placeholders; for a `string` route, nothing. `Bound` names what earlier steps gave; the
 * name `data` in it means `.data()` gave the whole body.
 */

/** The parameters of a catalogue route, wherever they go. */
type ParametersOf<Spec extends RouteSpec> = Spec["path"] & Spec["query"] & Spec["body"];

/**
 * The parameters `.param(name, value)` takes on a route, by name: a catalogue route's with
 * their types, another literal's placeholders with any value, any name on a `string` route.
 * One type per route: a step takes its keys as names and reads a value's type with an indexed
 * access (cheaper to check than a conditional type per name).
 */
export type BuilderParameterTypes<Catalogue, Route extends string> = string extends Route
  ? Readonly<Record<string, unknown>>
  : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? ParametersOf<Spec>
    : Readonly<Record<ParameterName<Route>, unknown>>;

/** Any value but `undefined`: what `.param()`'s first signature takes, and binds. */
export type Defined = NonNullable<unknown> | null;

/**
 * The name a value binds in `.params()`: none when the value may be `undefined`, which gives
 * nothing (so `build()` asks for a placeholder given as `process.env.REPO`), as `.param()`'s
 * second signature. An `unknown` or `any` value binds its name: the caller has opted out of
 * the check.
 */
type BoundBy<Name extends string, Value> = unknown extends Value
  ? Name
  : undefined extends Value
    ? never
    : Name;

/**
 * The names a `.params(parameters)` step binds: each name whose value cannot be `undefined`,
 * as `BoundBy` reads one (`{ org: process.env.ORG }` binds nothing, so
 * `build()` asks for `org`).
 */
export type BoundByAll<Parameters> = Extract<
  { [Name in keyof Parameters]: BoundBy<Name & string, Parameters[Name]> }[keyof Parameters],
  string
>;

/**
 * The object `.params()` takes: a catalogue route's parameters with their types, all
 * optional; any names elsewhere.
 */
export type BuilderParameters<Catalogue, Route extends string> = string extends Route
  ? Readonly<Record<string, unknown>>
  : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? Partial<ParametersOf<Spec>>
    : Readonly<Record<string, unknown>>;

/**
 * What the object given to `.params()` must also be, beside `BuilderParameters`, for the names
 * it has (`Given`). When every name is one the route takes, it is `unknown`, so a wrong value
 * gets the compiler's plain message on its key. On a catalogue route, a name the route does not
 * take gets a message as its type, so the error stands on that key: `perPage: Type 'number' is
 * not assignable to type '"unknown parameter: perPage (did you mean per_page?)"'`. Other
 * routes take any names, which go to the query or the body, except the query names of a route
 * written without its query expression (spec 2.2 rule 4), reported on the object with the
 * route to write instead.
 */
export type GivenParameters<Catalogue, Route extends string, Given> = string extends Route
  ? unknown
  : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? keyof Given extends KnownNames<Spec>
      ? unknown
      : string extends keyof Given
        ? unknown // names known only as `string` (or an object typed `any`): nothing to say of one
        : string extends keyof Spec["body"]
          ? unknown // a body of any shape: every name passes
          : {
              [Name in Exclude<keyof Given, KnownNames<Spec>> & string]: UnknownMessages<
                Name,
                Extract<keyof ParametersOf<Spec>, string>
              >;
            }
    : CatalogueEntry<Catalogue, Route> extends infer Plain extends QueryInUrlRoute
      ? Problems<QueryNamesOutsideUrl<Plain["queryInUrl"], keyof Given>> // it would go in the body
      : unknown;

/**
 * The body `.data()` takes: for a catalogue route whose body is a JSON object, that object with
 * its required fields; anything else (a string, bytes, a form) for other routes.
 */
export type BuilderData<Catalogue, Route extends string> = string extends Route
  ? unknown
  : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? [keyof Spec["body"]] extends [never]
      ? unknown
      : string extends keyof Spec["body"]
        ? unknown
        : Spec["body"]
    : unknown;

/**
 * What `build()` asks of a builder: every required placeholder bound, and on a catalogue route
 * every required query and body field (a body given whole with `.data()` counts for its fields).
 */
export type BuilderRequirement<
  Catalogue,
  Route extends string,
  Bound extends string,
> = string extends Route
  ? unknown
  : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? Problems<
        | `missing route parameter: ${Exclude<keyof Spec["path"] & string, Bound>}`
        | `missing parameter: ${Exclude<
            | RequiredKeys<Spec["query"]>
            | ("data" extends Bound ? never : RequiredKeys<Spec["body"]>),
            Bound
          >}`
      >
    : BuildRequirement<Route, Bound> &
        StrictRouteRequirement<Catalogue, Route> &
        (CatalogueEntry<Catalogue, Route> extends infer Plain extends QueryInUrlRoute
          ? Problems<MissingQueryNames<Plain["queryInUrl"], Bound>>
          : unknown);
