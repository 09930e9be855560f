import { BoundedCache } from "../shared/bounded-cache.js";
import { CACHEABLE_TEMPLATE_LENGTH } from "../template/template-cache.js";

// `create().route(r)` is made once per route and then shared: snapshots are values. Typed
// `object`: one instance serves every catalogue type parameter, which only the types know.
const ROUTES_FROM_CREATE = new BoundedCache<string, object>(256);

/**
 * The builder `create().route(route)` made before, if it is kept. Any value may be asked for
 * (plain JavaScript passes what it likes): a Map compares keys without reading them, and only
 * routes that made a builder are kept.
 */
export function routeFromCreate(route: string): object | undefined {
  return ROUTES_FROM_CREATE.get(route);
}

/**
 * Keeps `create().route(route)`, as long as a compiled template of the route would be kept,
 * and returns it.
 */
export function keepRouteFromCreate(route: string, builder: object): object {
  if (route.length <= CACHEABLE_TEMPLATE_LENGTH) ROUTES_FROM_CREATE.set(route, builder);
  return builder;
}
