import { describeValue, RestbuildError } from "../errors.js";
import { BoundedCache } from "../shared/bounded-cache.js";
import { CACHEABLE_TEMPLATE_LENGTH, TEMPLATE_CACHE_LIMIT } from "../template/template-cache.js";
import { validateMethod } from "./validate.js";

/** A route split into its parts. */
interface ParsedRoute {
  readonly method?: string;
  readonly url: string;
}

/**
 * The most characters the cached routes hold together (at two bytes a character, 512 KB):
 * GitHub's routes take about a tenth of it, and 2 048 routes of 2 KB of CJK text cannot pin
 * 8 MB.
 */
export const ROUTE_CACHE_CHARACTERS = 262_144;

// Parsed routes are kept because the same few route literals arrive on every call: the cached
// `url` is then one string object, whose hash the template cache computes only once.
const routes = new BoundedCache<string, ParsedRoute>(TEMPLATE_CACHE_LIMIT, ROUTE_CACHE_CHARACTERS);

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

function split(route: string): ParsedRoute {
  let start = 0;
  let end = route.length;
  while (start < end && isSpace(route.charCodeAt(start))) start++;
  while (end > start && isSpace(route.charCodeAt(end - 1))) end--;
  let space = start;
  while (space < end && !isSpace(route.charCodeAt(space))) space++;
  let urlStart = space;
  while (urlStart < end && isSpace(route.charCodeAt(urlStart))) urlStart++;
  let rest = urlStart;
  while (rest < end && !isSpace(route.charCodeAt(rest))) rest++;
  if (start === end || rest !== end) {
    throw new RestbuildError(
      "INVALID_ROUTE",
      `a route must be "METHOD url" or "url" without other spaces, got ${describeValue(route)}`,
    );
  }
  if (space === end) return Object.freeze({ url: route.slice(start, end) });
  return Object.freeze({
    method: validateMethod(route.slice(start, space)),
    url: route.slice(urlStart, end),
  });
}

/**
 * Splits a route such as `"POST /repos/{owner}/{repo}/issues"` into method and URL. A route
 * without a space is a URL (the method then comes from the defaults).
 *
 * @throws {@link RestbuildError} `INVALID_ROUTE` for an empty route or one with more than two
 * parts, `INVALID_METHOD` for a method that is not an HTTP token.
 */
export function parseRoute(route: string): ParsedRoute {
  const cached = routes.get(route);
  if (cached !== undefined) return cached;
  const parsed = split(route);
  if (route.length <= CACHEABLE_TEMPLATE_LENGTH) routes.set(route, parsed, route.length);
  return parsed;
}
