import type { RouteMethod, RouteUrl } from "./route-types.js";

/**
 * Whether a route that is not one of the catalogue's keys can still be one of its routes, for
 * strict mode: a URL with values in place of the placeholders (`GET /repos/octocat/hello/issues`),
 * a template-literal type (`` `GET /repos/${string}/${string}/issues` ``), or either with an
 * absolute host (`https://api.github.com/...`). A route with a `{...}` expression of its own is
 * a template, and its expression must stand where the catalogue's does.
 *
 * Cheap by construction: the keys of the same method and first segment are found by
 * intersecting the catalogue's keys with a pattern (the compiler reduces that without
 * instantiating anything), each key's pattern is made once per program, and only the keys
 * whose pattern fits are compared segment by segment (a pattern lets a value span a `/`).
 */

/**
 * The path of a URL without its host, query string and fragment, literal (`?state=open`) or
 * an expression (`{?state}`, `{&page}`, `{#part}`): one rule for a route and a catalogue key.
 */
export type PathOf<Url extends string> =
  WithoutQueryExpression<WithoutHost<Url>> extends infer Rest extends string
    ? Rest extends `${infer Path}?${string}`
      ? Path
      : Rest extends `${infer Path}#${string}`
        ? Path
        : Rest
    : never;

type WithoutQueryExpression<Url extends string> =
  Url extends `${infer Path}{${"?" | "&" | "#"}${string}` ? Path : Url;

type WithoutHost<Url extends string> = Url extends `${"https" | "http"}://${string}/${infer Path}`
  ? `/${Path}`
  : Url;

/** A template as a pattern: each `{...}` any text. */
type PathPattern<Path extends string> = Path extends `${infer Before}{${string}}${infer After}`
  ? `${Before}${string}${PathPattern<After>}`
  : Path;

/** A path split on `/`. */
type Segments<
  Path extends string,
  Done extends string[] = [],
> = Path extends `${infer Head}/${infer Rest}` ? Segments<Rest, [...Done, Head]> : [...Done, Path];

/** The method a call sends: the route's, or GET. */
export type MethodOf<Route extends string> = [RouteMethod<Route>] extends [never]
  ? "GET"
  : Uppercase<RouteMethod<Route>>;

/** The keys that may be the path's route: same method and first segment. */
type SameStart<
  Keys extends string,
  Method extends string,
  Path extends string,
> = Path extends `/${infer First}/${string}`
  ? Keys & `${Method} /${First}/${string}`
  : Keys & `${Method} ${Path}${"" | `{${string}`}`;

/**
 * The keys of `Keys` whose pattern fits the route (`METHOD /path`), or whose pattern the
 * route's fits. A key's pattern is the key with each expression, its query's too, any text.
 */
type Fitting<Route extends string, Keys extends string> = Keys extends string
  ? Route extends PathPattern<Keys>
    ? Keys
    : PathPattern<Keys> extends Route
      ? Keys
      : never
  : never;

/** Whether one segment of the path can be the template's segment. */
type SegmentMatches<Given extends string, Template extends string> = Given extends Template
  ? true
  : Given extends `${string}{${string}`
    ? false // an expression of the route's own stands only where the catalogue's does
    : Given extends PathPattern<Template>
      ? true
      : Template extends `${string}{${string}`
        ? false
        : Template extends Given
          ? true // a template-literal segment (`${string}`) that can be the literal one
          : false;

type SegmentsMatch<Given extends string[], Template extends string[]> = Given extends [
  infer Head extends string,
  ...infer Rest extends string[],
]
  ? Template extends [infer First extends string, ...infer Others extends string[]]
    ? SegmentMatches<Head, First> extends true
      ? SegmentsMatch<Rest, Others>
      : false
    : false
  : Template extends []
    ? true
    : false;

/** `true` when one of `Keys` (a union) matches the path segment by segment. */
type AnyMatches<Path extends string, Keys extends string> = true extends (
  Keys extends string
    ? SegmentsMatch<Segments<Path>, Segments<PathOf<RouteUrl<Keys>>>>
    : false
)
  ? true
  : false;

/** Whether a route not among the catalogue's keys can be one of its routes (see above). */
export type MatchesCatalogue<Catalogue, Route extends string> =
  PathOf<RouteUrl<Route>> extends infer Path extends string
    ? AnyMatches<
        Path,
        Fitting<
          `${MethodOf<Route>} ${Path}`,
          SameStart<keyof Catalogue & string, MethodOf<Route>, Path>
        >
      >
    : false;
