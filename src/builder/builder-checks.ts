import type {
  BaseUrlProblem,
  BesideData,
  DataProblem,
  FormatProblem,
  HeaderNameProblem,
  OptionKeyProblem,
  PreviewProblem,
  SendsBody,
} from "../core/option-problems.js";
import type {
  CatalogueEntry,
  IsStrictCatalogue,
  QueryInUrlRoute,
  RouteSpec,
  StrictRouteRequirement,
} from "../core/route-catalogue.js";
import type { LookalikeRequirement } from "../core/route-lookalikes.js";
import type {
  HostProblem,
  KnownNames,
  MissingMessages,
  MissingQueryNames,
  OptionKey,
  Problems,
  QueryNamesOutsideUrl,
  RequiredKeys,
  UnknownMessages,
} from "../core/route-problems.js";
import type { BuildRequirement, ParameterName, RouteUrl } from "../core/route-types.js";
import type { GitHubRouteChecks, GitHubRoutes } from "../routes/github.js";

/**
 * What the builder's steps check for a route literal: for a route of the catalogue, the names
 * and value types of its parameters and the required ones at `build()`; for any other literal,
 * its placeholders; for a `string` route, nothing. `Bound` names what earlier steps gave; the
 * name `data` in it means `.data()` gave the whole body.
 */

/**
 * What `.route()` asks of a route literal that is not one of the catalogue's keys, as
 * `endpoint()` asks it: on a strict catalogue, that it can be one of its routes; on any other,
 * that it is no look-alike of one (a method its path lacks, a path one edit from it). In the
 * checked type of a conditional type, so that the compiler does not expand it for the generic
 * route while it infers a call.
 */
export type RouteRequirement<Catalogue, Route extends string> =
  RouteProblems<Catalogue, Route> extends infer Requirement ? Requirement : never;

/** What a route literal must also be (see `RouteRequirement`). */
type RouteProblems<Catalogue, Route extends string> =
  IsStrictCatalogue<Catalogue> extends true
    ? StrictRouteRequirement<Catalogue, Route>
    : CatalogueEntry<Catalogue, Route> extends undefined
      ? LookalikeRequirement<Catalogue, Route>
      : CatalogueEntry<Catalogue, Route> extends infer Plain extends QueryInUrlRoute
        ? Problems<HostProblem<Plain["queryInUrl"], Route>>
        : unknown;

/** The parameters of a catalogue route, wherever they go. */
type ParametersOf<Spec extends RouteSpec> = Spec["path"] & Spec["query"] & Spec["body"];

/** Any value but `undefined`: what `.param()`'s first signature takes, and binds. */
export type Defined = NonNullable<unknown> | null;

/**
 * The routes whose checks `GitHubRouteChecks` holds, when the builder is over GitHub's catalogue
 * (or its strict form); none on any other catalogue.
 */
export type CheckedRouteName<Catalogue> = Catalogue extends GitHubRoutes
  ? keyof GitHubRouteChecks
  : never;

/** A parameter's value type as `.param()` takes it: `undefined` left out, `unknown` a defined value. */
type GivenValue<Value> = unknown extends Value ? Defined : Exclude<Value, undefined>;

/**
 * What a builder's `.param(name, value)` takes on a route, worked out once per route: a type
 * with each name the route takes and the value it takes, none optional, so that a step reads
 * a value's type with one indexed access, and a value that may be `undefined` (which binds
 * nothing) falls to the second signature. For a route of GitHub's catalogue it comes generated
 * (`GitHubRouteChecks`); for another catalogue's route it is worked out from its entry; another
 * literal takes its placeholders, a `string` route any name.
 */
export type StepParameters<Catalogue, Route extends string> = string extends Route
  ? AnyParameters
  : Route extends CheckedRouteName<Catalogue>
    ? GitHubRouteChecks[Route]["params"]
    : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
      ? { readonly [Name in keyof ParametersOf<Spec>]-?: GivenValue<ParametersOf<Spec>[Name]> }
      : TakesOtherNames<Route> extends true
        ? AnyParameters
        : Readonly<Record<ParameterName<Route>, Defined>>;

/**
 * Whether `.param()` takes names beyond the placeholders on a route literal outside the
 * catalogue: yes, as `.params()` does (they go to the query or the body), unless the route is a
 * GET or HEAD that declares its query in an expression (`{?state,per_page}`), where another name
 * is likely a typo. So `.param("query", …)` compiles on `POST /graphql`.
 */
type TakesOtherNames<Route extends string> =
  SendsBody<Route> extends true
    ? true
    : RouteUrl<Route> extends `${string}{${"?" | "&"}${string}`
      ? false
      : true;

/**
 * Any name with a defined value, but an option key or `data`, which `.param()` refuses at run
 * time (`INVALID_PARAMETER`): its value must be a message naming the problem.
 */
type AnyParameters = Readonly<Record<string, Defined>> & {
  readonly [Key in OptionKey]?: `${Key} is an option, not a parameter: set it with its own step`;
};

/**
 * The names `build()` asks for on a route of GitHub's catalogue, worked out once per route;
 * `unknown` for any other route, whose `build()` works out what it asks for
 * ({@link BuilderRequirement}).
 */
export type StepRequirement<Catalogue, Route extends string> =
  Route extends CheckedRouteName<Catalogue> ? GitHubRouteChecks[Route]["required"] : unknown;

/**
 * What a builder's `Params` or `Required` becomes after `merge(options)`: kept while the options
 * set neither method nor url (the route stays, as `MergedRoute` reads it), `Unknown` (what a
 * `string` route has) when they set one.
 */
export type AfterMerge<Kept, Options, Unknown> = Options extends
  | { method: string }
  | { url: string }
  ? Unknown
  : Kept;

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
export type GivenParameters<
  Catalogue,
  Route extends string,
  Given,
  Bound extends string = never,
> = string extends Route
  ? OptionKeyNearMisses<Given>
  : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? keyof Given extends KnownNames<Spec>
      ? DroppedByData<Given, BodyOnlyNames<Spec>, Route, Bound>
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
      : OptionKeyNearMisses<Given> &
          DroppedByData<Given, Exclude<keyof Given, ParameterName<Route>>, Route, Bound>;

/** A message as the type of each name that is a near miss of an option key (`base_url`). */
type OptionKeyNearMisses<Given> = string extends keyof Given
  ? unknown
  : {
      [Name in keyof Given]: [OptionKeyProblem<Name>] extends [never]
        ? unknown
        : OptionKeyProblem<Name>;
    };

/** The body fields of a catalogue route that are neither placeholders nor query names. */
type BodyOnlyNames<Spec extends RouteSpec> = Exclude<
  keyof Spec["body"],
  keyof Spec["path"] | keyof Spec["query"]
>;

/**
 * After `.data()` (`data` in `Bound`) on a route that sends a body: a message as the type of
 * each name in `Dropped` given, which the body given whole would replace.
 */
type DroppedByData<
  Given,
  Dropped,
  Route extends string,
  Bound extends string,
> = string extends Bound
  ? unknown // bound by another builder: not known
  : "data" extends Bound
    ? SendsBody<Route> extends true
      ? { [Name in keyof Given & Dropped]: BesideData<Name, false> }
      : unknown
    : unknown;

/**
 * The body `.data()` takes: for a catalogue route whose body is a JSON object, that object with
 * its required fields; anything else (a string, bytes, a form) for other routes. A message
 * instead on a GET or HEAD route, which sends no body, and when a body parameter is bound
 * already (`Bound`), which the body would replace.
 */
export type BuilderData<
  Catalogue,
  Route extends string,
  Bound extends string = never,
> = string extends Route
  ? unknown
  : [DataProblem<Route, false>] extends [string]
    ? DataProblem<Route, false>
    : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
      ? BoundBeforeData<Extract<Bound, BodyOnlyNames<Spec>>, Bound> extends infer Problem extends
          string
        ? Problem
        : [keyof Spec["body"]] extends [never]
          ? unknown
          : string extends keyof Spec["body"]
            ? unknown
            : Spec["body"]
      : SendsBody<Route> extends true
        ? BoundBeforeData<
            Exclude<Bound, ParameterName<Route> | OptionKey>,
            Bound
          > extends infer Problem extends string
          ? Problem
          : unknown
        : unknown;

/** The message for body parameters bound before `.data()`, or `unknown`. */
type BoundBeforeData<Dropped, Bound extends string> = string extends Bound
  ? unknown
  : [Dropped] extends [never]
    ? unknown
    : Dropped extends string
      ? BesideData<Dropped, false> // one message per name
      : never;

/**
 * What `.param()` takes after `.data()`: on a route that sends a body, the body fields of a
 * catalogue route take a message naming the problem as their value, and a route outside the
 * catalogue takes its placeholders only; the body given whole would replace the others.
 */
export type ParamsAfterData<Catalogue, Route extends string, Params> = string extends Route
  ? Params
  : SendsBody<Route> extends true
    ? CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
      ? string extends keyof Spec["body"]
        ? Params
        : {
            readonly [Name in keyof Params]: Name extends BodyOnlyNames<Spec>
              ? BesideData<Name, false>
              : Params[Name];
          }
      : Readonly<Record<ParameterName<Route>, Defined>>
    : Params;

/** What `.baseUrl()` takes: the base URL, or a message when a literal has no scheme. */
export type BaseUrlArgument<Url extends string> = [BaseUrlProblem<Url>] extends [never]
  ? Url
  : BaseUrlProblem<Url>;

/** What `.header()` takes: the name, or a message when it is a near miss of a known header. */
export type HeaderNameArgument<Name extends string> = [HeaderNameProblem<Name>] extends [never]
  ? Name
  : HeaderNameProblem<Name>;

/** What `.format()` takes: the format, or a message when it is a whole media type. */
export type FormatArgument<Format extends string> = [FormatProblem<Format>] extends [never]
  ? Format
  : FormatProblem<Format>;

/**
 * What `.preview()` takes: the name, or, on a route of the catalogue, a message when GitHub
 * never had a preview of that name.
 */
export type PreviewArgument<
  Catalogue,
  Route extends string,
  Name extends string,
> = string extends Route
  ? Name
  : CatalogueEntry<Catalogue, Route> extends RouteSpec
    ? [PreviewProblem<Name>] extends [never]
      ? Name
      : PreviewProblem<Name>
    : Name;

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
        MissingMessages<
          Spec,
          Exclude<
            | (keyof Spec["path"] & string)
            | RequiredKeys<Spec["query"]>
            | ("data" extends Bound ? never : RequiredKeys<Spec["body"]>),
            Bound
          >
        >
      >
    : BuildRequirement<Route, Bound> &
        StrictRouteRequirement<Catalogue, Route> &
        (CatalogueEntry<Catalogue, Route> extends infer Plain extends QueryInUrlRoute
          ? Problems<MissingQueryNames<Plain["queryInUrl"], Bound>>
          : unknown);

/**
 * The type of the object given to `.params()`: the object itself when `Problems` (what
 * `GivenParameters` asks of it) is `unknown`; otherwise each name with a problem takes its
 * message as its type, and a problem of the whole object is a property it must have.
 */
export type CheckedParameters<Given, Problems> = unknown extends Problems
  ? Given
  : {
      readonly [Name in keyof Given]: Name extends keyof Problems ? Problems[Name] : Given[Name];
    } & Omit<Problems, keyof Given>;

/**
 * Any names, in the constraint of what `.params()` takes: an object whose names are all
 * unknown then still fits it (rather than failing as having none of its optional names), and
 * each such name is reported on its key by `CheckedParameters`.
 */
export type AnyNames = { readonly [name: string]: unknown };
