import { asInputError } from "../shared/caller-failures.js";

/**
 * The keys of merged options in the order @octokit/endpoint's `merge()` gives them (C12): the
 * defaults' own keys first, then the keys the call adds, in the order the call names them
 * (`method` and `url` of a route string, then the options' keys). `merge()` builds one fixed
 * shape, which keeps `endpoint()` fast; the face that hands merged options out
 * (`endpoint.merge()`) copies them in this order.
 *
 * @throws {@link RestbuildError} `INVALID_OPTIONS` when reading the keys of a hostile object
 * fails.
 *
 * @example
 * ```ts
 * mergedKeyOrder({ method: "GET", baseUrl: "https://api.github.com", z: 1 }, "POST /x", { b: 1 });
 * // ["method", "baseUrl", "z", "url", "b"]
 * ```
 */
export function mergedKeyOrder(defaults: object, route: unknown, options: unknown): string[] {
  try {
    const added =
      typeof route === "string"
        ? [...(route.includes(" ") ? ["method", "url"] : ["url"]), ...ownKeys(options)]
        : ownKeys(route);
    return [...new Set([...Object.keys(defaults), ...added])];
  } catch (error) {
    throw asInputError(error);
  }
}

function ownKeys(value: unknown): string[] {
  return typeof value === "object" && value !== null ? Object.keys(value) : [];
}
