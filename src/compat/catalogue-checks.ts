import type { CheckedRouteName } from "../builder/builder-checks.js";
import type {
  AsProblem,
  BesideData,
  DataProblem,
  OptionChecks,
  OptionKeyProblem,
  OptionValueCheck,
  SendsBody,
} from "../core/option-problems.js";
import type { EndpointOptions } from "../core/options.js";
import type {
  CatalogueEntry,
  QueryInUrl,
  QueryInUrlRoute,
  RouteParameters,
  RouteSpec,
  UnknownRouteRequirement,
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
  RequiredNamesOf,
  UnknownMessages,
} from "../core/route-problems.js";
import type { BuildRequirement, ParameterName, RequiredParameters } from "../core/route-types.js";
import type { GitHubRouteChecks } from "../routes/github.js";
import type { MethodRequirement } from "./method-checks.js";

/**
 * The checks a call makes beyond placeholder inference, for a route literal and its options.
 * Every check adds a property named after the problem to what the route argument must be, so
 * the compiler's error reads `Property 'unknown parameter: perpage (did you mean per_page?)'
 * is missing in type ...`, as `BuildRequirement` reads for a missing placeholder.
 */

/** The known options, without the parameters' index signature. */
type KnownOptions = Pick<EndpointOptions, OptionKey>;

/**
 * The options a route takes: for a catalogue route, the known options and the route's
 * parameters with their types, the required ones required unless the defaults give them
 * (`Bound`); for any other route, any options. The compiler checks a call's options against
 * this type with its own messages (a missing `repo`, a value outside an enum); editors offer
 * these names and their enum values inside the options object. When the options given
 * (`Options`) have `data`, it is the route's body, whole: the body fields are not asked for,
 * as the runtime sends `data` instead of them.
 *
 * @example The options of a GitHub route
 * {@includeCode ../../examples/route-catalogue.ts#options-for}
 */
export type OptionsFor<
  Catalogue,
  Route extends string,
  Bound extends string = never,
  Options = unknown,
> = CommonOptions & ParametersFor<Catalogue, Route, Bound, Options>;

/**
 * A catalogue route's parameters, or any parameters. Written as a conditional type on the
 * catalogue entry: while the compiler still infers `Route`, this type then stands for `object`
 * rather than for every route of the catalogue at once.
 */
type ParametersFor<Catalogue, Route extends string, Bound extends string, Options> = [
  Route,
] extends [never]
  ? EndpointOptions
  : string extends Route
    ? EndpointOptions
    : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
      ? SpecParameters<Spec, Bound, Options>
      : EndpointOptions;

/**
 * The parameters of a catalogue route's entry, the required ones required unless the defaults
 * give them; with `data` given, the path and query parameters and the body as `data`.
 */
type SpecParameters<
  Spec extends RouteSpec,
  Bound extends string,
  Options,
> = "data" extends keyof Options
  ? WithDefaults<Spec["path"] & Spec["query"], Bound> &
      // No body (a GET): `data` is left to the option keys, so that its check stays.
      ([keyof Spec["body"]] extends [never] ? unknown : { readonly data?: BodyOf<Spec> })
  : [Bound] extends [never]
    ? RouteParameters<Spec>
    : WithDefaults<RouteParameters<Spec>, Bound>;

/**
 * The body a catalogue route takes as `data`: its JSON object with the required fields, or
 * anything (a string, bytes, a form) for a route whose body is no object of known fields.
 */
export type BodyOf<Spec extends RouteSpec> = [keyof Spec["body"]] extends [never]
  ? unknown
  : string extends keyof Spec["body"]
    ? unknown
    : Spec["body"];

/**
 * Parameters whose names the defaults give are optional; for each member of a union (a body
 * that may be left out as a whole), so a member keeps its other required fields.
 */
type WithDefaults<Parameters, Bound extends string> = Parameters extends unknown
  ? Omit<Parameters, Bound> & Partial<Pick<Parameters, Bound & keyof Parameters>>
  : never;

/**
 * The type of a call's options parameter: what the options must be (`OptionsFor`) and what the
 * names given must also be, worked out on one reading of the catalogue entry. The compiler
 * infers `Options` from the argument through this type. When every name is a parameter the
 * route takes (or `method`, `url`, `request`) and no required one is left out, the checks are
 * `unknown`, so the parameter reads as the route's options alone (in hovers too) and a wrong
 * value gets the compiler's plain message (`Type 'string' is not assignable to type 'number'`).
 * Otherwise each name gets a type its value must also have: a message where it is wrong, so
 * the error stands on that key: `perPage: Type 'number' is not assignable to type '"unknown
 * parameter: perPage (did you mean per_page?)"'`, a base URL without a scheme, a misspelt
 * header, `data` on a GET, a body field beside `data`; and a name left out is named first
 * (`MissingNames`). A correct call without option keys costs two conditional types and the
 * relation of its options to the route's parameters.
 */
export type CallOptions<Catalogue, Route extends string, Bound extends string, Options> =
  CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? (keyof Options extends PlainNames<SpecParameters<Spec, Bound, Options>>
        ? Options extends SpecParameters<Spec, Bound, Options>
          ? unknown // what a correct call costs: the relation the compiler then checks anyway
          : // In the checked type of a conditional type, as `LiteralRequirement`, so that the
            // compiler does not expand the check for the generic route of a signature.
            MissingNames<Catalogue, Route, Spec, Bound, Options> extends infer Missing
            ? Missing
            : never
        : GivenChecks<Spec, Route, Options>) &
        CommonOptions &
        SpecParameters<Spec, Bound, Options>
    : // In the checked type of a conditional type, as `LiteralRequirement`, so that the compiler
      // does not expand the checks for the generic route of a signature.
      (
          string extends Route
            ? OptionChecks<Options>
            : LiteralOptionChecks<Route, Options>
        ) extends infer Checks
      ? Options & Checks & CommonOptions & EndpointOptions
      : never;

/**
 * The names a call to a catalogue route may give whose values need no check of their own: the
 * parameters its options take (`SpecParameters`), and `method`, `url` and `request`. A body of
 * any shape takes every name, the option keys too: such a route's options are not checked (the
 * check would cost every call a conditional type more). A name the defaults give, or a body
 * field beside `data`, is checked on its own.
 */
type PlainNames<Parameters> = "method" | "url" | "request" | keyof Parameters;

/** The checks of the names a call to a catalogue route gave, unless it opted out. */
type GivenChecks<Spec extends RouteSpec, Route extends string, Options> = 0 extends 1 & Options
  ? unknown // options typed `any`: the caller opted out
  : string extends keyof Options
    ? unknown // names known only as `string`: nothing to say of one
    : CatalogueOptionChecks<Spec, Route, Options>;

/** Each name's check for a call to a catalogue route (see `CallOptions`). */
type CatalogueOptionChecks<Spec extends RouteSpec, Route extends string, Options> = {
  [Name in keyof Options]: Name extends OptionKey
    ? Name extends "data"
      ? DataProblem<Route, false>
      : OptionValueCheck<Name, Options[Name], true, false>
    : Name extends keyof Spec["path"] | keyof Spec["query"]
      ? unknown
      : Name extends keyof Spec["body"]
        ? "data" extends keyof Options
          ? SendsBody<Route> extends true
            ? BesideData<Name, false>
            : unknown
          : unknown
        : UnknownMessages<Name & string, Extract<KnownNames<Spec>, string>>;
};

/**
 * Each name's check for a call to a route literal outside the catalogue: the option keys'
 * values, no near miss of an option key, no `data` on a GET, and, beside `data` on a route that
 * sends a body, no name that fills no placeholder (it would be dropped).
 */
type LiteralOptionChecks<Route extends string, Options> = string extends keyof Options
  ? unknown
  : 0 extends 1 & Options
    ? unknown
    : {
        [Name in keyof Options]: Name extends OptionKey
          ? Name extends "data"
            ? DataProblem<Route, true>
            : OptionValueCheck<Name, Options[Name], false, true>
          : [OptionKeyProblem<Name>] extends [never]
            ? "data" extends keyof Options
              ? Name extends ParameterName<Route>
                ? unknown
                : SendsBody<Route> extends true
                  ? BesideData<Name, true>
                  : unknown
              : unknown
            : AsProblem<OptionKeyProblem<Name>, true>;
      };

/**
 * The options every call takes beside the route's parameters, all optional. An interface, so
 * a hover names it rather than spelling out a mapped type, and the compiler makes it once.
 */
interface CommonOptions extends Partial<KnownOptions> {}

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
type MissingProblems<Spec extends RouteSpec, Bound extends string> = MissingMessages<
  Spec,
  Exclude<RequiredNamesOf<Spec>, Bound>
>;

/**
 * The names a call to a catalogue route must give, read from `GitHubRouteChecks` for GitHub's
 * routes (worked out once, as the builder reads them) and from the entry for any other.
 */
type RequiredNames<Catalogue, Route extends string, Spec extends RouteSpec> =
  Route extends CheckedRouteName<Catalogue>
    ? GitHubRouteChecks[Route]["required"]
    : RequiredNamesOf<Spec>;

/**
 * What the options of a call to a catalogue route must also have when they leave out a name the
 * route requires (neither given nor in the defaults, `Bound`; a body field counts as given when
 * `data` gives the body): a property named after each, so the error reads `Argument of type '{
 * owner: string; repo: string; }' is not assignable to parameter of type '{ "missing parameter:
 * title": true; } & ...'`. `unknown` when nothing is missing, and while the options are not yet
 * inferred (`unknown`), as when an editor lists completions inside them.
 */
type MissingNames<
  Catalogue,
  Route extends string,
  Spec extends RouteSpec,
  Bound extends string,
  Options,
> =
  RequiredNames<Catalogue, Route, Spec> extends keyof Options | Bound
    ? unknown
    : unknown extends Options
      ? unknown
      : Problems<
          MissingMessages<
            Spec,
            Exclude<
              RequiredNames<Catalogue, Route, Spec>,
              keyof Options | Bound | ("data" extends keyof Options ? keyof Spec["body"] : never)
            >
          >
        > &
          LeftOut;

/**
 * Beside the properties named after what a call left out: a call signature, which no options
 * object has. An editor lists no name of a type with one among the names it offers inside the
 * object, so it offers the route's names, not the problems', while a required one is missing.
 */
type LeftOut = () => never;

/**
 * Placeholders whose value may be `undefined`: the URL could not be built from it. (A default
 * of that name stays when the call passes `undefined`: no error then.)
 */
type UndefinedRequirement<
  Route extends string,
  Options,
  Bound extends string,
> = Problems<`route parameter may be undefined: ${UndefinedNames<Exclude<RequiredParameters<Route>, Bound>, Options>}`>;

/**
 * What the route argument of a call must also be, for a route literal, the names the defaults
 * give (`Bound`) and the call's options (`unknown` when the call passes none). For a catalogue
 * route: no unknown option name, or, without options, every placeholder and required field in
 * the defaults. For any other literal: every required placeholder given (`BuildRequirement`),
 * none possibly `undefined`, a known method, and no look-alike of a catalogue route (a method
 * its path lacks, a path one edit from it: `LookalikeRequirement`). With `Strict`, the route
 * must be in the catalogue. `unknown` (no requirement) when all is well and for a `string` route.
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
    ? unknown extends Options
      ? Problems<MissingProblems<Spec, Bound>>
      : unknown // the options parameter names what options leave out (`CallOptions`)
    : CatalogueEntry<Catalogue, Route> extends infer Plain extends QueryInUrlRoute
      ? Problems<QueryInUrlProblems<Plain["queryInUrl"], Options>> &
          HostRequirement<Plain["queryInUrl"], Route> &
          LiteralRequirement<Catalogue, Route, Bound, Options, false>
      : LiteralRequirement<Catalogue, Route, Bound, Options, Strict>;

/**
 * The requirement for a route literal outside the catalogue. Its parts are in the checked type
 * of a conditional type rather than in a branch: while it infers a call, the compiler expands
 * the branches of the conditional types in a parameter's type for the signature's generic
 * route, once per signature and program, but not a checked type.
 */
type LiteralRequirement<
  Catalogue,
  Route extends string,
  Bound extends string,
  Options,
  Strict extends boolean,
> =
  LiteralProblems<Catalogue, Route, Bound, Options, Strict> extends infer Requirement
    ? Requirement
    : never;

/** What a route literal outside the catalogue must also be (see `LiteralRequirement`). */
type LiteralProblems<
  Catalogue,
  Route extends string,
  Bound extends string,
  Options,
  Strict extends boolean,
> = Route extends string
  ? BuildRequirement<Route, Bound | (keyof Options & string)> &
      MethodRequirement<Route> &
      UndefinedRequirement<Route, Options, Bound> &
      (Strict extends true
        ? UnknownRouteRequirement<Catalogue, Route>
        : LookalikeRequirement<Catalogue, Route>)
  : never;

/**
 * The problems of a call to a route written without the query expression its API declares
 * (spec 2.2 rule 4): a query name given, which would go in the body, and a query name the API
 * requires, which this route cannot send. Each names the route to write instead.
 */
type QueryInUrlProblems<Moved extends QueryInUrl, Options> =
  | QueryNamesOutsideUrl<Moved, keyof Options>
  | MissingQueryNames<Moved, keyof Options>;

/**
 * The problem of a route written with its query expression but without the host that serves
 * it. In the checked type of a conditional type, as `LiteralRequirement`, so that the compiler
 * does not expand it for the generic route of every call.
 */
type HostRequirement<Moved extends QueryInUrl, Route extends string> =
  Problems<HostProblem<Moved, Route>> extends infer Requirement ? Requirement : never;
