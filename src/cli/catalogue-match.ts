import { type Catalogue, type CatalogueRoute, findRoute, plainKey } from "./catalogue.js";
import { nearMiss } from "./near-miss.js";
import { routeTemplate } from "./route-check.js";
import { quote, UsageError } from "./usage-error.js";

/** The API host the catalogue's relative routes go to. */
const API_ORIGIN = "https://api.github.com";

/**
 * The path segments of a route url as the catalogue is matched against it: `:name` read as
 * `{name}`, the API's own origin, a query and a fragment left out. Undefined for another host,
 * and for a path with other expressions than whole `{name}` segments (`{/extra*}`, `x{.y}`),
 * which only the exact route matches.
 */
function segmentsOf(url: string): string[] | undefined {
  let path = routeTemplate(url).source;
  if (path.toLowerCase().startsWith(`${API_ORIGIN}/`)) path = path.slice(API_ORIGIN.length);
  if (!path.startsWith("/")) return undefined;
  const end = path.search(/[?#]|\{[?&#]/);
  const segments = (end === -1 ? path : path.slice(0, end)).split("/");
  return segments.every((segment) => isPlaceholder(segment) || !/[{}]/.test(segment))
    ? segments
    : undefined;
}

const isPlaceholder = (segment: string) => /^\{[A-Za-z0-9_-]+\}$/.test(segment);

interface RouteShape {
  readonly entry: CatalogueRoute;
  readonly method: string;
  readonly segments: readonly string[];
}

const SHAPES = new WeakMap<Catalogue, readonly RouteShape[]>();

/** The catalogue's routes with their method and the segments of their plain path, once. */
function routeShapes(catalogue: Catalogue): readonly RouteShape[] {
  let shapes = SHAPES.get(catalogue);
  if (shapes === undefined) {
    shapes = shapesOf(catalogue);
    SHAPES.set(catalogue, shapes);
  }
  return shapes;
}

function shapesOf(catalogue: Catalogue): RouteShape[] {
  return catalogue.routes.flatMap((entry) => {
    const key = plainKey(entry.route);
    const space = key.indexOf(" ");
    const segments = segmentsOf(key.slice(space + 1));
    return segments === undefined ? [] : [{ entry, method: key.slice(0, space), segments }];
  });
}

/**
 * Whether a segment of the url can stand where the catalogue has `wanted`: the same text, or
 * a value where the catalogue has a placeholder. A placeholder of the url fits only one of
 * the same name: `/repos/{o}/{r}` names its own parameters, not the catalogue's.
 */
function fits(given: string, wanted: string): boolean {
  return isPlaceholder(wanted) && !isPlaceholder(given) ? given !== "" : given === wanted;
}

/**
 * The catalogue route of a url written with values in it (`/repos/octocat/Hello-World/issues`)
 * or with other placeholder names: each `{name}` segment of a catalogue route takes any
 * segment, each literal segment must be the same. Of several, the one with the most literal
 * segments wins (`/issues/comments` over `/issues/{issue_number}`). A HEAD request matches the
 * GET route of its path, named as HEAD (`HEAD /user`), and is checked as the GET.
 *
 * @example
 * ```ts
 * matchRoute(catalogue, "GET", "/repos/octocat/Hello-World/issues")?.route;
 * // "GET /repos/{owner}/{repo}/issues"
 * ```
 */
export function matchRoute(
  catalogue: Catalogue,
  method: string,
  url: string,
): CatalogueRoute | undefined {
  const found = matchMethod(catalogue, method, url);
  if (found !== undefined || method.toUpperCase() !== "HEAD") return found;
  const get = matchMethod(catalogue, "GET", url);
  return get === undefined ? undefined : asHead(get);
}

/**
 * The catalogue's methods that a request with `method` may use: HEAD is served wherever GET
 * is (RFC 9110 section 9.3.2; `gh api -X HEAD` sends it), though the catalogue lists GET only.
 */
function fitsMethod(listed: string, method: string): boolean {
  return listed === method || (method === "HEAD" && listed === "GET");
}

/** A GET route of the catalogue named as the HEAD request the caller wrote. */
function asHead(entry: CatalogueRoute): CatalogueRoute {
  const head = (route: string) => route.replace(/^GET /, "HEAD ");
  return {
    ...entry,
    route: head(entry.route),
    ...(entry.queryInUrl === undefined
      ? {}
      : { queryInUrl: { ...entry.queryInUrl, route: head(entry.queryInUrl.route) } }),
  };
}

function matchMethod(
  catalogue: Catalogue,
  method: string,
  url: string,
): CatalogueRoute | undefined {
  const exact = findRoute(catalogue, method, url);
  if (exact !== undefined) return exact;
  const segments = segmentsOf(url);
  if (segments === undefined) return undefined;
  let best: { entry: CatalogueRoute; literals: number } | undefined;
  for (const shape of routeShapes(catalogue)) {
    if (shape.method !== method.toUpperCase() || shape.segments.length !== segments.length) {
      continue;
    }
    if (!shape.segments.every((wanted, index) => fits(segments[index] as string, wanted))) continue;
    const literals = shape.segments.filter((segment) => !isPlaceholder(segment)).length;
    if (best === undefined || literals > best.literals) best = { entry: shape.entry, literals };
  }
  if (best === undefined) return undefined;
  // Matched as the catalogue writes it, so a query the route declares is named as for a template.
  const plain = plainKey(best.entry.route);
  return findRoute(catalogue, method, plain.slice(plain.indexOf(" ") + 1)) ?? best.entry;
}

/**
 * Refuses a route that is not GitHub's but nearly is: the same path with another method only
 * (`POST /search/issues`), or one literal segment a slip away from a catalogue route's
 * (`/repos/{owner}/{repo}/isues`).
 *
 * @throws {@link UsageError} naming the route meant, and `--no-catalogue` for another API.
 */
export function checkUnknownRoute(catalogue: Catalogue, method: string, url: string): void {
  const segments = segmentsOf(url);
  if (segments === undefined) return;
  const upper = method.toUpperCase();
  const others = new Set<string>();
  let slip: string | undefined;
  for (const shape of routeShapes(catalogue)) {
    if (shape.segments.length !== segments.length) continue;
    const misfits = shape.segments.flatMap((wanted, index) =>
      fits(segments[index] as string, wanted) ? [] : [index],
    );
    const fitting = fitsMethod(shape.method, upper);
    if (misfits.length === 0 && !fitting) others.add(shape.method);
    if (slip !== undefined || !fitting || misfits.length !== 1) continue;
    const index = misfits[0] as number;
    const given = segments[index] as string;
    const wanted = shape.segments[index] as string;
    // Words of four letters or more: a shorter one is as often another name as a slip.
    if (given.length >= 4 && nearMiss(given, [wanted]) !== undefined) {
      slip = shape.method === upper ? shape.entry.route : asHead(shape.entry).route;
    }
  }
  const otherApi = "for another API's route, give --no-catalogue";
  if (others.size > 0) {
    throw new UsageError(
      `GitHub has no ${upper} for ${quote(url)}, only ${[...others].join(", ")}; ${otherApi}`,
    );
  }
  if (slip !== undefined) {
    throw new UsageError(
      `${quote(`${upper} ${url}`)} is not a GitHub route; did you mean ${quote(slip)}? (${otherApi})`,
    );
  }
}
