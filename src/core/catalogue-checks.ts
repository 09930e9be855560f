import type { EndpointOptions } from "./options.js";
import type { CatalogueEntry, RouteSpec } from "./route-catalogue.js";
import type { BuildRequirement, RequiredParameters, RouteMethod } from "./route-types.js";

/**
 * The checks a call makes beyond placeholder inference, for a route literal and its options.
 * Every check adds a property named after the problem to what the route argument must be, so
 * the compiler's error reads `Property 'unknown parameter: perpage (did you mean per_page?)'
 * is missing in type ...`, as `BuildRequirement` reads for a missing placeholder.
 */

/** Option keys that are not parameters. */
type OptionKey = "method" | "url" | "baseUrl" | "headers" | "mediaType" | "data" | "request";

/** The known options, without the parameters' index signature. */
type KnownOptions = Pick<EndpointOptions, OptionKey>;

/** The methods of HTTP, in any case: a route literal whose method is none of them is a typo. */
type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "TRACE";

/**
 * The options a route takes: for a catalogue route, the known options and the route's
 * parameters with their types, all optional here (defaults may give them; which are missing
 * is `CallRequirement`'s to say, and an empty default then fits); for any other route, any
 * options. Editors offer
 * these names and their enum values inside the options object.
 *
 * @example The options of a GitHub route
 * {@includeCode ../../examples/route-catalogue.ts#options-for}
 */
export type OptionsFor<Catalogue, Route extends string> = Partial<
  [Route] extends [never]
    ? EndpointOptions
    : string extends Route
      ? EndpointOptions
      : CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
        ? KnownOptions & Spec["path"] & Spec["query"] & Spec["body"]
        : EndpointOptions
>;

/** Lowercase, without `_` and `-`: two names equal here are likely one misspelled. */
type Normalized<
  Name extends string,
  Done extends string = "",
> = Name extends `${infer Char}${infer Rest}`
  ? Normalized<Rest, Char extends "_" | "-" ? Done : `${Done}${Lowercase<Char>}`>
  : Done;

type Suggestion<Name extends string, Known extends string> = {
  [Candidate in Known]: Normalized<Candidate> extends Normalized<Name> ? Candidate : never;
}[Known];

type UnknownMessage<Name extends string, Known extends string> = [Suggestion<Name, Known>] extends [
  never,
]
  ? `unknown parameter: ${Name}`
  : `unknown parameter: ${Name} (did you mean ${Suggestion<Name, Known>}?)`;

/** Names given that the catalogue route does not take. */
type UnknownNames<Spec extends RouteSpec, Given extends string> = Exclude<
  Given,
  OptionKey | keyof Spec["path"] | keyof Spec["query"] | keyof Spec["body"]
>;

type UnknownRequirement<Catalogue, Route extends string, Given extends string> =
  CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? string extends keyof Spec["body"]
      ? unknown // a body of any shape: every name passes
      : [UnknownNames<Spec, Given>] extends [never]
        ? unknown
        : {
            [Name in UnknownNames<Spec, Given> as UnknownMessage<
              Name,
              Extract<
                OptionKey | keyof Spec["path"] | keyof Spec["query"] | keyof Spec["body"],
                string
              >
            >]: true;
          }
    : unknown;

/** Required query and body fields of a catalogue route that neither options nor defaults give. */
type MissingFields<Spec extends RouteSpec, Given extends string> = Exclude<
  RequiredKeys<Spec["query"]> | RequiredKeys<Spec["body"]>,
  Given
>;

type RequiredKeys<Fields> = {
  [Name in keyof Fields]-?: Record<never, never> extends Pick<Fields, Name> ? never : Name;
}[keyof Fields] &
  string;

type FieldRequirement<Catalogue, Route extends string, Given extends string> =
  CatalogueEntry<Catalogue, Route> extends infer Spec extends RouteSpec
    ? [MissingFields<Spec, Given>] extends [never]
      ? unknown
      : { [Name in MissingFields<Spec, Given> as `missing parameter: ${Name}`]: true }
    : unknown;

/**
 * Placeholders whose value may be `undefined`: the URL could not be built from it. (A default
 * of that name stays when the call passes `undefined`: no error then.) An `any` value is the
 * caller opting out of checks, so it passes.
 */
type MaybeUndefined<Route extends string, Options, Bound extends string> = {
  [Name in Exclude<RequiredParameters<Route>, Bound> &
    keyof Options]: undefined extends Options[Name]
    ? 0 extends 1 & Options[Name]
      ? never
      : Name
    : never;
}[Exclude<RequiredParameters<Route>, Bound> & keyof Options];

type UndefinedRequirement<Route extends string, Options, Bound extends string> = [
  MaybeUndefined<Route, Options, Bound>,
] extends [never]
  ? unknown
  : {
      [Name in MaybeUndefined<
        Route,
        Options,
        Bound
      > as `route parameter may be undefined: ${Name}`]: true;
    };

/**
 * Whether `Text` could be a typo of `Method`: as long, and made of its letters (`GTE`, `PSOT`).
 * Other tokens (`PROPFIND`, `PURGE`) are methods in their own right and pass.
 */
type LooksLike<Text extends string, Method extends string> =
  SameLength<Text, Method> extends true ? LettersIn<Text, Method> : false;

type SameLength<A extends string, B extends string> = A extends `${infer _First}${infer RestA}`
  ? B extends `${infer _Second}${infer RestB}`
    ? SameLength<RestA, RestB>
    : false
  : B extends ""
    ? true
    : false;

type LettersIn<
  Text extends string,
  Method extends string,
> = Text extends `${infer Char}${infer Rest}`
  ? Method extends `${string}${Char}${string}`
    ? LettersIn<Rest, Method>
    : false
  : true;

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

type StrictRequirement<Catalogue, Route extends string> = string extends Route
  ? unknown
  : CatalogueEntry<Catalogue, Route> extends RouteSpec
    ? unknown
    : { [Message in `unknown route: ${Route}`]: true };

/**
 * What the route argument of a call must also be, for a route literal, bound names and options:
 * every placeholder given (`BuildRequirement`), a known method, no placeholder possibly
 * `undefined`, and for a catalogue route no unknown parameter. With `Strict`, the route must be
 * in the catalogue. `unknown` (no requirement) when all is well and for a `string` route.
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
  : BuildRequirement<Route, Bound | (keyof Options & string)> &
      MethodRequirement<Route> &
      (Strict extends true ? StrictRequirement<Catalogue, Route> : unknown) &
      // Options with every option key are the constraint itself: the given options did not fit
      // it, and the compiler reports that on the options, naming the value.
      ([OptionKey] extends [keyof Options]
        ? unknown
        : UndefinedRequirement<Route, Options, Bound> &
            UnknownRequirement<Catalogue, Route, keyof Options & string> &
            FieldRequirement<Catalogue, Route, Bound | (keyof Options & string)>);
