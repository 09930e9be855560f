import type { BracedUrl } from "./braced-url.js";
import type { MatchesCatalogue, MethodOf, PathOf } from "./route-match.js";
import type { RouteUrl } from "./route-types.js";

/**
 * Look-alikes of a catalogue's routes, for a route literal that is not one of its keys: a
 * catalogue path with a method the catalogue does not list for it (`PATCH /user/repos`), and a
 * path one edit away from a catalogue route of the same method (`GET /users/{username}/follower`).
 * Either is an error in the default mode too, where any other route passes: such a route is
 * almost surely a typo of the catalogue's, and the message names what the catalogue has.
 *
 * What counts as one edit: the route's path, without its query, has as many segments as the
 * catalogue route's, all equal as text but one, and that one is a literal segment (no `{`) of at
 * least 3 characters in both, with one character inserted, deleted or replaced, or two adjacent
 * characters swapped. Placeholders compare by their text (`{owner}` is not `{org}`), and `:name`
 * reads as `{name}`. A URL on `https://api.github.com` is read by its path. Another absolute
 * URL, a path that does not start with `/` and a template-literal type with holes are never
 * look-alikes, nor is a route that can be a catalogue route with values in place of its
 * placeholders (`GET /users/repos` is `GET /users/{username}`, not `GET /user/repos`
 * misspelled). `endpoint()` and the builder's `.route()` ask the same.
 *
 * Cheap by construction: the keys that may be look-alikes are found by intersecting the
 * catalogue's keys with patterns, which the compiler reduces without instantiating anything. A
 * route passes with a few conditional types when no key has its path with another method and
 * none fits it with one of its first two segments, or what follows them, edited (`Near`); only
 * then are its segments walked, and only the keys that fit a segment's edits are compared
 * character by character. A catalogue route never gets this far: `CallRequirement` takes it
 * first.
 */

/** The methods whose absence from a catalogue path is a mistake (see `MethodMessages`). */
type CheckedMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";

/**
 * The keys that may be one edit from the path, found without walking it: those that fit the
 * path with its first segment replaced by any text, its second as one edit may leave it (see
 * `Edited`), or what follows them so (any text when that is more than one segment).
 */
type Near<
  Keys extends string,
  Method extends string,
  Path extends string,
> = Path extends `/${infer First}/${infer Second}/${infer Rest}`
  ? Keys &
      (
        | `${Method} /${string}/${Second}/${Rest}`
        | `${Method} /${First}/${Edited<Second>}/${Rest}`
        | `${Method} /${First}/${Second}/${Rest extends `${string}/${string}` ? string : Edited<Rest>}`
      )
  : Path extends `/${infer First}/${infer Rest}`
    ? Keys & (`${Method} /${string}/${Rest}` | `${Method} /${First}/${Edited<Rest>}`)
    : Path extends `/${infer Only}`
      ? Keys & `${Method} /${Edited<Only>}`
      : never;

/**
 * Patterns that the keys one edit from the path fit, a pair per segment: the path with that
 * segment as one edit may leave it. An edit at its third character or later keeps the first
 * two; one before keeps all from the fourth on (for a segment of three, an edit keeps its first
 * or its last character).
 */
type Candidates<
  Before extends string,
  Rest extends string,
  Found extends string = never,
> = Rest extends `${infer Segment}/${infer After}`
  ? Candidates<`${Before}${Segment}/`, After, Found | `${Before}${Edited<Segment>}/${After}`>
  : Found | `${Before}${Edited<Rest>}`;

/** What a segment of at least three characters may become by one edit (see `Candidates`). */
type Edited<Segment extends string> = Segment extends `${infer A}${infer B}${infer C}${infer Rest}`
  ? Rest extends ""
    ? `${A}${string}` | `${string}${C}`
    : `${A}${B}${string}` | `${string}${Rest}`
  : never;

/**
 * Whether two paths have as many segments, all equal but one, and that one is a literal
 * segment one edit from the other's.
 */
type OneEditPath<
  Typed extends string,
  Known extends string,
> = Typed extends `${infer TypedSegment}/${infer TypedRest}`
  ? Known extends `${infer KnownSegment}/${infer KnownRest}`
    ? TypedSegment extends KnownSegment
      ? OneEditPath<TypedRest, KnownRest>
      : TypedRest extends KnownRest
        ? OneEditSegment<TypedSegment, KnownSegment>
        : false
    : false
  : Known extends `${string}/${string}`
    ? false
    : OneEditSegment<Typed, Known>;

/** Whether two segments are literal, at least 3 characters, and one edit apart. */
type OneEditSegment<
  Typed extends string,
  Known extends string,
> = `${Typed}${Known}` extends `${string}${"{" | "}"}${string}`
  ? false
  : Typed extends `${infer _A}${infer _B}${infer _C}${string}`
    ? Known extends `${infer _D}${infer _E}${infer _F}${string}`
      ? OneEdit<Typed, Known>
      : false
    : false;

/** Whether `Typed` is `Known` with one character inserted, deleted or replaced, or two swapped. */
type OneEdit<
  Typed extends string,
  Known extends string,
> = Typed extends `${infer T}${infer TypedRest}`
  ? Known extends `${infer K}${infer KnownRest}`
    ? T extends K
      ? OneEdit<TypedRest, KnownRest>
      : TypedRest extends KnownRest
        ? true // replaced
        : TypedRest extends Known
          ? true // inserted
          : Typed extends KnownRest
            ? true // deleted
            : Typed extends `${T}${K}${infer Rest}`
              ? Known extends `${K}${T}${Rest}`
                ? true // swapped
                : false
              : false
    : TypedRest extends ""
      ? true // one character added at the end
      : false
  : Known extends `${string}${infer KnownRest}`
    ? KnownRest extends ""
      ? true // the last character left out
      : false
    : false;

/** The keys among `Candidates` one edit from the path (see `OneEditPath`). */
type OneEditKeys<
  Found extends string,
  Method extends string,
  Path extends string,
> = Found extends `${Method} ${infer KnownPath}`
  ? OneEditPath<Path, KnownPath> extends true
    ? Found
    : never
  : never;

/** Whether a route's type is a pattern (a template-literal type with a hole), not one text. */
type IsPattern<Route extends string> = Record<never, never> extends Record<Route, 0> ? true : false;

/** A message per catalogue route of the same method one edit from the path. */
type EditMessages<
  Keys extends string,
  Route extends string,
  Method extends string,
  Path extends string,
> =
  Near<Keys, Method, Path> extends infer Nearby extends string
    ? [Nearby] extends [never]
      ? never
      : IsPattern<Route> extends true
        ? never // a hole may stand for any text, several segments too: strict mode's case
        : Path extends `/${infer Rest}`
          ? `unknown route: ${Route} (did you mean ${OneEditKeys<
              Nearby & Candidates<`${Method} /`, Rest>,
              Method,
              Path
            >}?)`
          : never
    : never;

/** The methods of some keys, as a union. */
type MethodsOf<Keys extends string> = Keys extends `${infer Method} ${string}` ? Method : never;

/** The catalogue's methods for a path, listed in one text (`GET, POST`). */
type MethodList<Methods extends string> =
  `${"GET" extends Methods ? ", GET" : ""}${"POST" extends Methods ? ", POST" : ""}${"PUT" extends Methods ? ", PUT" : ""}${"PATCH" extends Methods ? ", PATCH" : ""}${"DELETE" extends Methods ? ", DELETE" : ""}` extends `, ${infer List}`
    ? List
    : Methods;

/**
 * The messages for a catalogue path and a method: none when the catalogue lists the method for
 * it (the route has a query of its own) or the method is not one of GET, POST, PUT, PATCH and
 * DELETE (OPTIONS, a method of the API's own), or is HEAD where there is a GET.
 */
type MethodMessages<
  Keys extends string,
  Route extends string,
  Method extends string,
  Path extends string,
  Methods extends string,
> = Method extends Methods
  ? never
  : Method extends CheckedMethod
    ? Method extends "HEAD"
      ? "GET" extends Methods
        ? never
        : MethodMessage<Route, Path, Methods>
      : MethodMessage<Route, Path, Methods> | EditMessages<Keys, Route, Method, Path>
    : never;

type MethodMessage<
  Route extends string,
  Path extends string,
  Methods extends string,
> = `unknown route: ${Route} (methods of ${Path}: ${MethodList<Methods>})`;

/** The look-alike messages for a relative path, or `never`. */
type PathMessages<Keys extends string, Route extends string, Path extends string> = [
  Keys & `${string} ${Path}`,
] extends [never]
  ? EditMessages<Keys, Route, MethodOf<Route>, Path>
  : `${MethodOf<Route>} ${Path}` extends Keys
    ? never // a catalogue route with a query of its own
    : MethodMessages<Keys, Route, MethodOf<Route>, Path, MethodsOf<Keys & `${string} ${Path}`>>;

/**
 * The look-alike messages for a route's URL: its path, also behind GitHub's API host, the one
 * the default base URL names; none for another absolute URL, maybe another API's.
 */
type LookalikeMessages<Keys extends string, Route extends string, Url extends string> = Url extends
  | `/${string}`
  | `https://api.github.com/${string}`
  ? PathMessages<Keys, Route, PathOf<Url>>
  : never;

/**
 * What a route literal outside a catalogue must also be in the default mode: nothing, unless it
 * is a look-alike of a catalogue route (see above); then a property per message, which names
 * the catalogue route or the methods its path takes:
 * `{ "unknown route: GET /repos/{owner}/{repo}/isues (did you mean GET /repos/{owner}/{repo}/issues?)": true }`.
 * `unknown` for a catalogue route, a `string` route, a template-literal type with a hole, and a
 * route that can be a catalogue route with values in its placeholders. Put it in the checked
 * type of a conditional type, as `endpoint()`'s `LiteralRequirement` does: while it infers a
 * call, the compiler expands the branches for the generic route, and this would cost every
 * program that much.
 */
export type LookalikeRequirement<Catalogue, Route extends string> = string extends Route
  ? unknown
  : LookalikeMessages<
        keyof Catalogue & string,
        Route,
        BracedUrl<RouteUrl<Route>>
      > extends infer Message extends string
    ? [Message] extends [never]
      ? unknown
      : IsPattern<Route> extends true
        ? unknown
        : MatchesCatalogue<Catalogue, Route> extends true
          ? unknown
          : { [Name in Message]: true }
    : unknown;
