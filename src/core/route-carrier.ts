/**
 * The route a result was built for, kept in the result's type and nowhere else, so that
 * `ResponseOf<typeof options>` (`@restbuild/endpoint/responses`) can name the response of the
 * request the options describe. Nothing here exists at run time: the key is a symbol declared
 * for the type checker only, and the property is optional, so a result stays assignable to
 * `RequestOptions`, `EndpointOptions` and any client's request type, and no object needs it.
 */

/** The key of the carried route: a type-only symbol, so no string key of a result clashes. */
declare const carriedRoute: unique symbol;

/**
 * The route of a result of `endpoint()` or `build()`, in its type only: an optional property
 * under a symbol that no value has, which completions do not offer. An object type rather
 * than an interface, so a result keeps the implicit index signature that lets it stand where
 * `EndpointOptions` is expected.
 *
 * @example The route a result carries
 * {@includeCode ../../examples/responses.ts#carried-route}
 */
export type RouteCarrier<Route extends string> = {
  /** The route the result was built for; never present on the object. */
  readonly [carriedRoute]?: Route;
};

/**
 * The route that request options carry in their type, or `string` for options that carry
 * none (a route typed as `string`, options built from `{ method, url }`, `parse()`'s result).
 *
 * @example The route a result carries
 * {@includeCode ../../examples/responses.ts#carried-route}
 */
export type CarriedRoute<Options> = Options extends RouteCarrier<infer Route> ? Route : string;
