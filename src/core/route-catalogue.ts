import type { MatchesCatalogue } from "./route-match.js";

/**
 * A route catalogue: what the type checker knows about each route of one REST API. It is a
 * plain object type, keyed by `"METHOD /url/{template}"` (uppercase method, one space, the URL
 * template exactly as the API description writes it), and every entry is a {@link RouteSpec}.
 *
 * The library's call signatures take a catalogue as a type parameter: `RequestBuilder<Route,
 * Bound, Catalogue>` and `EndpointInterface<Bound, Catalogue>`, defaulting to the generated
 * `GitHubRoutes`. A route literal that is a key of the catalogue has its parameter names, value
 * types, enums and required body fields checked; any other literal falls back to placeholder
 * inference (`RequiredParameters`); a route typed as `string` blocks nothing. Another API's
 * catalogue is another instance of this type, for example one mapped from an
 * `openapi-typescript` `paths` type.
 *
 * A catalogue is types only: nothing of it exists at run time.
 *
 * @example A catalogue of two routes, and the strict endpoint over it
 * {@includeCode ../../examples/route-catalogue.ts#route-catalogue}
 */
export type RouteCatalogue = { readonly [route: string]: RouteSpec | QueryInUrlRoute };

/**
 * One route of a {@link RouteCatalogue}: its parameters by where they go. Each member is an
 * object type mapping a parameter name to its value type; an optional property is an optional
 * parameter, a literal union is an enum, and `{}` means the route takes none there. Summary
 * and documentation link live in the TSDoc of the catalogue entry, so editors show them on
 * hover.
 *
 * - `path`: the placeholders of the URL template, every one required.
 * - `query`: query parameters, optional unless the API requires them.
 * - `body`: the fields of a JSON object body, required ones not optional; `{}` for a route
 *   without a body or whose body is not an object (send that with `data`).
 *
 * @example One GitHub route
 * {@includeCode ../../examples/route-catalogue.ts#route-spec}
 */
export interface RouteSpec {
  /**
   * Placeholders of the URL template and their value types; all are required.
   *
   * @example Placeholders of a GitHub route
   * {@includeCode ../../examples/route-catalogue.ts#route-spec}
   */
  readonly path: object;
  /**
   * Query parameters and their value types; optional ones are optional properties.
   *
   * @example Query parameters of a GitHub route
   * {@includeCode ../../examples/route-catalogue.ts#route-spec}
   */
  readonly query: object;
  /**
   * Fields of the JSON body and their value types; optional ones are optional properties.
   *
   * @example Body fields of a GitHub route
   * {@includeCode ../../examples/route-catalogue.ts#route-spec}
   */
  readonly body: object;
}

/**
 * A catalogue entry for a route written without the query expression (or the host) its API
 * declares: it takes no parameters of its own, and names the route to write instead. A call
 * naming it with one of the query names is an error that names that route, and so is any
 * call when the API requires one of them. An entry that is not a {@link RouteSpec} leaves the
 * call to placeholder inference otherwise.
 *
 * @example A route whose query goes in its url
 * {@includeCode ../../examples/route-catalogue.ts#query-in-url}
 */
export interface QueryInUrlRoute {
  /** The route to name, and its query names. */
  readonly queryInUrl: QueryInUrl;
}

/**
 * Where a route's query parameters go when the route also takes a body: in its url, as an
 * RFC 6570 query expression (`DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}`, spec
 * 2.2 rule 4).
 */
export interface QueryInUrl {
  /** The route with its query expression, and its host when the API serves it elsewhere. */
  readonly route: string;
  /** The names of its query expression, as a union. */
  readonly names: string;
  /** The names the API requires, as a union; `never` when none is. */
  readonly required: string;
}

/**
 * Every parameter a catalogue route takes, wherever it goes: path, query and body together.
 *
 * @example The parameters of one route
 * {@includeCode ../../examples/route-catalogue.ts#route-parameters}
 */
export type RouteParameters<Spec extends RouteSpec> = Spec["path"] & Spec["query"] & Spec["body"];

/**
 * The catalogue entry of a route literal, or `undefined` when the route is not in the
 * catalogue (placeholder inference then applies). A route without a method is read as a GET,
 * as `endpoint()` sends it.
 *
 * @example A route in the catalogue and one not in it
 * {@includeCode ../../examples/route-catalogue.ts#catalogue-entry}
 */
export type CatalogueEntry<Catalogue, Route extends string> = Route extends keyof Catalogue
  ? Catalogue[Route]
  : `GET ${Route}` extends keyof Catalogue
    ? Catalogue[`GET ${Route}`]
    : undefined;

/**
 * A route a call may name: a route of the catalogue, which editors complete, or any other
 * string (checked by placeholder inference).
 *
 * @category Route types
 */
export type RouteNameOf<Catalogue> = (keyof Catalogue & string) | (string & {});

/** The brand of a strict catalogue: a type-level key only, never a value. */
declare const strictRoutes: unique symbol;

/**
 * A catalogue whose routes are the only ones a builder over it may name: `.route()` with any
 * other literal is an error (`unknown route: GET /isues`), and so is `.build()` after `.method()`
 * made a route the catalogue does not have. The strict form of the builder, as
 * `StrictEndpointInterface` is of `endpoint`. Types only.
 *
 * @example A strict builder over GitHub's routes
 * {@includeCode ../../examples/route-catalogue.ts#strict-builder}
 *
 * @category Route types
 */
export type StrictRoutes<Catalogue extends RouteCatalogue> = Catalogue & StrictBrand;

/** The mark of a strict catalogue (a type alias: an interface would not fit `RouteCatalogue`). */
type StrictBrand = {
  /** Present in the type only: a strict catalogue has no value. */
  readonly [strictRoutes]: true;
};

/** Whether a catalogue is strict (see {@link StrictRoutes}). */
export type IsStrictCatalogue<Catalogue> = Catalogue extends StrictBrand ? true : false;

/**
 * What a route literal must also be on a strict catalogue (see {@link StrictRoutes}): a route
 * of the catalogue, or a property named after the problem; `unknown` on any other catalogue and
 * for a `string` route.
 *
 * @example A route a strict builder accepts
 * {@includeCode ../../examples/route-catalogue.ts#strict-builder}
 */
export type StrictRouteRequirement<Catalogue, Route extends string> = Catalogue extends StrictBrand
  ? string extends Route
    ? unknown
    : CatalogueEntry<Catalogue, Route> extends RouteSpec
      ? unknown
      : CatalogueEntry<Catalogue, Route> extends QueryInUrlRoute
        ? {
            [Message in `unknown route: ${Route} (name the route ${CatalogueEntry<
              Catalogue,
              Route
            >["queryInUrl"]["route"]})`]: true;
          }
        : UnknownRouteRequirement<Catalogue, Route>
  : unknown;

/**
 * What a route that is not one of a strict catalogue's keys must also be: nothing when its
 * text can be one of the catalogue's routes (a URL with values, a template-literal type, an
 * absolute host: `MatchesCatalogue`), a property naming it otherwise.
 */
export type UnknownRouteRequirement<Catalogue, Route extends string> =
  MatchesCatalogue<Catalogue, Route> extends true
    ? unknown
    : { [Message in `unknown route: ${Route}`]: true };
