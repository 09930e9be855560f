import type { RequestOptions } from "./options.js";

/**
 * Placeholder names of a route, read from its string literal type. The runtime reads the same
 * names from the compiled template (`CompiledTemplate.variableNames`); a type test and a runtime
 * test check both against one fixture list.
 *
 * Every type here recurses with an accumulator in tail position, which TypeScript evaluates
 * without growing its instantiation depth: routes with dozens of placeholders stay cheap.
 */

type LowercaseLetter =
  | "a"
  | "b"
  | "c"
  | "d"
  | "e"
  | "f"
  | "g"
  | "h"
  | "i"
  | "j"
  | "k"
  | "l"
  | "m"
  | "n"
  | "o"
  | "p"
  | "q"
  | "r"
  | "s"
  | "t"
  | "u"
  | "v"
  | "w"
  | "x"
  | "y"
  | "z";

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

type OptionalOperator = "?" | "&";
type OtherOperator = "+" | "#" | "." | "/" | ";";

/** Names of an expression whose operator makes them optional (`{?a,b}`, `{&c}`). */
type OptionalNamesOf<Body extends string> = Body extends `${OptionalOperator}${infer List}`
  ? SplitVariables<List>
  : never;

/** Names of an expression that fills the path (`{x}`, `{+x}`, `{/x*}`, `{.x}`, `{;x}`, `{#x}`). */
type RequiredNamesOf<Body extends string> = Body extends `${OptionalOperator}${string}`
  ? never
  : Body extends `${OtherOperator}${infer List}`
    ? SplitVariables<List>
    : SplitVariables<Body>;

type WordChar =
  | LowercaseLetter
  | Uppercase<LowercaseLetter>
  | "0"
  | "1"
  | "2"
  | "3"
  | "4"
  | "5"
  | "6"
  | "7"
  | "8"
  | "9"
  | "_";

/** Characters a URI scheme cannot hold: a `://` after one of them is no scheme separator. */
type NonSchemeChar = "/" | "?" | "#" | "{" | "}" | ":" | "@";

/** Expressions replaced by `{}`: `:name` is never read inside one, nor a `?` or `#` of it. */
type WithoutExpressions<
  Url extends string,
  Done extends string = "",
> = Url extends `${infer Before}{${string}}${infer After}`
  ? WithoutExpressions<After, `${Done}${Before}{}`>
  : `${Done}${Url}`;

/** Up to the first literal `?` or `#`. */
type BeforeQuery<Url extends string> = Url extends `${infer Path}?${string}`
  ? BeforeQuery<Path>
  : Url extends `${infer Path}#${string}`
    ? Path
    : Url;

/** The path of a URL (expressions blanked): after `scheme://authority`, before `?` or `#`. */
type PathOf<Url extends string> =
  BeforeQuery<WithoutExpressions<Url>> extends infer Target extends string
    ? Target extends `${infer Scheme}://${infer AfterScheme}`
      ? Scheme extends `${string}${NonSchemeChar}${string}` | ""
        ? Target
        : AfterScheme extends `${string}/${infer Path}`
          ? `/${Path}`
          : ""
      : Target
    : never;

/** The word characters at the start of a text: the name of a `:name`. */
type ColonNameEnd<
  Text extends string,
  Name extends string = "",
> = Text extends `${infer Char}${infer Rest}`
  ? Char extends WordChar
    ? ColonNameEnd<Rest, `${Name}${Char}`>
    : Name
  : Name;

/** A `:name` counts when it is a lowercase letter and at least one more character. */
type ValidColonName<Name extends string> = Name extends `${LowercaseLetter}${infer Rest}`
  ? Rest extends ""
    ? never
    : Name
  : never;

type ColonNames<
  Path extends string,
  Found extends string = never,
> = Path extends `${string}:${infer After}`
  ? ColonNames<After, Found | ValidColonName<ColonNameEnd<After>>>
  : Found;

/**
 * Placeholders a route cannot build without: `{x}`, `{+x}`, `{/x*}`, `{.x}`, `{;x}`, `{#x}` and
 * `:x` in the path. `never` for a route typed as plain `string`.
 *
 * @example Path placeholders of a route
 * {@includeCode ../../examples/route-types.ts#required-parameters}
 */
export type RequiredParameters<Route extends string> = string extends Route
  ? never
  : RequiredNamesOf<Expressions<RouteUrl<Route>>> | ColonNames<PathOf<RouteUrl<Route>>>;

/**
 * Placeholders a route may leave unbound: the names of `{?a,b}` and `{&c}` expressions.
 *
 * @example Query placeholders of a route
 * {@includeCode ../../examples/route-types.ts#optional-parameters}
 */
export type OptionalParameters<Route extends string> = string extends Route
  ? never
  : OptionalNamesOf<Expressions<RouteUrl<Route>>>;

/**
 * Names `.param()` accepts on a route: its placeholders, or any string for a route typed as
 * plain `string`.
 *
 * @example The names param() accepts
 * {@includeCode ../../examples/route-types.ts#parameter-name}
 */
export type ParameterName<Route extends string> = string extends Route
  ? string
  : RequiredParameters<Route> | OptionalParameters<Route>;

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
 * literal when the route names one (`"get"`), and GET and HEAD results have no `body`.
 *
 * @example Result types by method
 * {@includeCode ../../examples/route-types.ts#request-options-for}
 */
export type RequestOptionsFor<Route extends string> = [Route] extends [never]
  ? RequestOptions
  : Route extends `${infer Method} ${string}`
    ? ResultOfMethod<Method>
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
