import type { AfterScheme, BracedUrl } from "./braced-url.js";
import type { RequestOptions } from "./options.js";
import type { RouteCarrier } from "./route-carrier.js";

/**
 * Placeholder names of a route, read from its string literal type, and which of them a call
 * must give. The runtime reads the same names from the compiled template
 * (`CompiledTemplate.variableNames`) and marks the required ones (C6b, `markRequiredSegments`);
 * test/types/required-names.test.ts compares both readings for every catalogue route and
 * thousands of generated templates.
 *
 * Every type here recurses with an accumulator in tail position, which TypeScript evaluates
 * without growing its instantiation depth: routes with dozens of placeholders stay cheap.
 */

/**
 * The URL of a route: what follows `METHOD `, or the whole string.
 *
 * @example With and without a method
 * {@includeCode ../../examples/route-types.ts#route-url}
 */
export type RouteUrl<Route extends string> = Route extends `${string} ${infer Url}` ? Url : Route;

/**
 * The method of a route literal, or `never` when the route has none.
 *
 * @example With and without a method
 * {@includeCode ../../examples/route-types.ts#route-method}
 */
export type RouteMethod<Route extends string> = Route extends `${infer Method} ${string}`
  ? Method
  : never;

/** The bodies of every `{...}` expression, as a union. */
type Expressions<
  Url extends string,
  Found extends string = never,
> = Url extends `${string}{${infer Body}}${infer Rest}` ? Expressions<Rest, Found | Body> : Found;

/** `*` and `:3` modifiers removed from one variable. */
type VariableName<Spec extends string> = Spec extends `${infer Name}*`
  ? Name
  : Spec extends `${infer Name}:${string}`
    ? Name
    : Spec;

/** Characters no variable name holds: a name with one comes from an invalid template. */
type InvalidNameChar = "{" | "}" | "=" | "!" | "@" | "|" | "$" | " ";

/** The name itself, or `never` for what only an invalid template gives (the runtime rejects it). */
type ValidName<Name extends string> = Name extends ""
  ? never
  : Name extends `${string}${InvalidNameChar}${string}`
    ? never
    : Name;

type SplitVariables<
  List extends string,
  Found extends string = never,
> = List extends `${infer Head},${infer Tail}`
  ? SplitVariables<Tail, Found | ValidName<VariableName<Head>>>
  : Found | ValidName<VariableName<List>>;

type Operator = "+" | "#" | "." | "/" | ";" | "?" | "&";

/** The names of one expression, its operator left out (`{/path*,name}` gives both). */
type NamesOf<Body extends string> = Body extends `${Operator}${infer List}`
  ? SplitVariables<List>
  : SplitVariables<Body>;

/** What may follow a placeholder that fills its segment: a `/`, `?` or `#`, or the end. */
type SegmentEnd = "" | `${"/" | "?" | "#" | "{/" | "{?" | "{#"}${string}`;

/** The name of `{name}` or `{+name}` (one variable, a modifier allowed), or `never`. */
type SegmentName<Body extends string> = Body extends `+${infer Spec}`
  ? SingleName<Spec>
  : SingleName<Body>;

type SingleName<Spec extends string> = Spec extends `${string},${string}`
  ? never
  : Spec extends `${Operator}${string}`
    ? never
    : ValidName<VariableName<Spec>>;

/**
 * One walk over a URL whose `:name` placeholders are written as `{name}`: `[required, all]`,
 * the names a call must give and every placeholder name. Required are the expressions that
 * fill a path segment of their own, as the runtime marks them (C6b, `markRequiredSegments`):
 * `{name}` or `{+name}` after a literal `/` (or at the start of a relative URL) and before a
 * literal `/`, `?` or `#`, a `{/...}`, `{?...}` or `{#...}`, or the end. The path ends at the
 * first literal `?` or `#` and at a `{?...}`, `{&...}` or `{#...}`; the names after it are only
 * collected. `AtSegmentStart`: the text before `Text` ends a segment. One walk for both, since
 * a builder asks for both: `.param()` for all names, `build()` for the required ones.
 */
type Walk<
  Text extends string,
  AtSegmentStart extends boolean,
  Required extends string = never,
  All extends string = never,
> = Text extends `${infer Literal}{${infer Body}}${infer Rest}`
  ? Literal extends `${string}${"?" | "#"}${string}`
    ? [Required, All | NamesOf<Expressions<Text>>]
    : Body extends `${"?" | "&" | "#"}${string}`
      ? [Required, All | NamesOf<Expressions<Text>>]
      : Walk<
          Rest,
          false,
          // Written out rather than as helper types: this runs once per expression of a route.
          Rest extends SegmentEnd
            ? Literal extends `${string}/`
              ? Required | SegmentName<Body>
              : Literal extends ""
                ? AtSegmentStart extends true
                  ? Required | SegmentName<Body>
                  : Required
                : Required
            : Required,
          All | NamesOf<Body>
        >
  : [Required, All];

/** `[required, all]` names of a route's URL (see {@link Walk}). */
type Placeholders<Route extends string> =
  BracedUrl<RouteUrl<Route>> extends infer Url extends string
    ? Url extends `${string}://${string}`
      ? [AfterScheme<Url>] extends [never]
        ? Walk<Url, true>
        : Walk<AfterScheme<Url>, false> // `scheme://` starts the authority, not a segment
      : Walk<Url, true>
    : never;

/**
 * Placeholders a route cannot build without, as the runtime requires them (contract C6b): a
 * `{name}`, `{+name}` or `:name` that fills a path segment on its own (`/orgs/{org}/repos`,
 * `/contents/{+path}` at the end, `/repos/:owner/:repo`). Without a value the segment would be
 * empty and the request would go to another resource. Every other placeholder is optional
 * ({@link OptionalParameters}). `never` for a route typed as plain `string`.
 *
 * @example Path placeholders of a route
 * {@includeCode ../../examples/route-types.ts#required-parameters}
 */
export type RequiredParameters<Route extends string> = string extends Route
  ? never
  : Placeholders<Route>[0];

/**
 * Placeholders a route may leave unbound: every placeholder that does not fill a path segment
 * on its own. The names of `{?a,b}` and `{&c}`, an optional segment `{/x}` (RFC 6570),
 * `{.ext}`, `{;m}`, `{#frag}`, and placeholders that share their segment (`{base}...{head}`,
 * `v{version}`).
 *
 * @example Optional placeholders of a route
 * {@includeCode ../../examples/route-types.ts#optional-parameters}
 */
export type OptionalParameters<Route extends string> = string extends Route
  ? never
  : Exclude<Placeholders<Route>[1], Placeholders<Route>[0]>;

/**
 * Names `.param()` accepts on a route: its placeholders, or any string for a route typed as
 * plain `string`.
 *
 * @example The names param() accepts
 * {@includeCode ../../examples/route-types.ts#parameter-name}
 */
export type ParameterName<Route extends string> = string extends Route
  ? string
  : Placeholders<Route>[1];

/**
 * What `build()` asks of its builder: nothing when every required placeholder is bound,
 * otherwise a property named after each missing one, so the compiler's error reads
 * `Property 'missing route parameter: repo' is missing in type ...`.
 *
 * @example Complete and incomplete bindings
 * {@includeCode ../../examples/route-types.ts#build-requirement}
 */
export type BuildRequirement<Route extends string, Bound extends string> = [
  Exclude<RequiredParameters<Route>, Bound>,
] extends [never]
  ? unknown
  : {
      [Name in Exclude<
        RequiredParameters<Route>,
        Bound
      > as `missing route parameter: ${Name}`]: true;
    };

/**
 * The result type of `build()` and `endpoint()` for a route: the method is the lowercase
 * literal when the route names one (`"get"`), and GET and HEAD results have no `body`. The
 * route itself rides along in the type only ({@link RouteCarrier}), for `ResponseOf`.
 *
 * @example Result types by method
 * {@includeCode ../../examples/route-types.ts#request-options-for}
 */
export type RequestOptionsFor<Route extends string> = [Route] extends [never]
  ? RequestOptions
  : Route extends `${infer Method} ${string}`
    ? // Named rather than written out as `{ [carriedRoute]?: Route }`: a user's declaration
      // file can then name it (`RouteCarrier`); written out, `export const options =
      // endpoint(...)` failed with TS4023 under `declaration: true`.
      ResultOfMethod<Method> & RouteCarrier<Route>
    : RequestOptions;

/** The result type for a method: made once per method, shared by every route that names it. */
type ResultOfMethod<Method extends string> =
  Uppercase<Method> extends "GET" | "HEAD"
    ? Omit<RequestOptions, "method" | "body"> & { method: Lowercase<Method> }
    : Omit<RequestOptions, "method"> & { method: Lowercase<Method> };

/**
 * A route with its method replaced, for `.method()`.
 *
 * @example Replacing the method
 * {@includeCode ../../examples/route-types.ts#with-method}
 */
export type WithMethod<Route extends string, Method extends string> = string extends Route
  ? string
  : `${Method} ${RouteUrl<Route>}`;

/**
 * The route type after `merge(options)`: unchanged unless the options set a method or url.
 *
 * @example Which options keep the route type
 * {@includeCode ../../examples/route-types.ts#merged-route}
 */
export type MergedRoute<Route extends string, Options> = Options extends
  | { method: string }
  | { url: string }
  ? string
  : Route;
