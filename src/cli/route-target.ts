import { RequestBuilder } from "../index.js";
import { SCHEME } from "../shared/url-text.js";
import { type QueryExpression, withQueryExpression } from "./query-args.js";
import type { CollectedParameters } from "./request-input.js";
import { routeTemplate } from "./route-check.js";
import { checkHostAsPath } from "./slips.js";
import { quote, UsageError } from "./usage-error.js";

/** The method and the url of the route as the command sends it. */
export interface RouteTarget {
  /** The method sent, uppercase. */
  readonly method: string;
  /** Whether no method was given, and parameters made it a POST. */
  readonly inferred: boolean;
  /** Whether the route is neither `METHOD url` nor `url`: `url` is then the route, for the library to refuse. */
  readonly malformed?: true;
  /** The route's own method word, if it has one. */
  readonly routeMethod?: string;
  readonly url: string;
}

/**
 * Splits the route argument as the library does (`METHOD url` or `url`), with `-X` over the
 * route's method. Without either, the method is POST when `sendsData(url)` says so, as `gh api`
 * and httpie choose it, and GET otherwise. A url that starts with neither `/` nor a scheme is written with a leading
 * `/`: `repos/{owner}` as gh users type it is joined to the base URL with one "/" (C6), so no
 * value can reach the base URL's host or port. A route of more than two words is left whole
 * for the library to refuse.
 */
export function routeTarget(
  route: string,
  method: string | undefined,
  sendsData: (url: string) => boolean,
): RouteTarget {
  const words = route.trim().split(/\s+/);
  if (words.length > 2 || words[0] === "") {
    return { method: method ?? "GET", inferred: false, malformed: true, url: route };
  }
  const written = words.at(-1) as string;
  const relative = !SCHEME.test(written) && !/^[/?#]/.test(written);
  if (relative) checkHostAsPath(written);
  const url = relative ? `/${written}` : written;
  const routeMethod = words.length === 2 ? (words[0] as string) : undefined;
  const given = method ?? routeMethod;
  const inferred = given === undefined && sendsData(url);
  return {
    method: (given ?? (inferred ? "POST" : "GET")).toUpperCase(),
    inferred,
    ...(routeMethod === undefined ? {} : { routeMethod }),
    url,
  };
}

/**
 * Whether the command line gives data beyond the url: a body from `--data`, or a parameter
 * (`name=value`, `name:=json`, `-f`, `-F`) that fills no placeholder of the url. `name==value`
 * is the query's, whatever the method.
 */
export function sendsData(url: string, collected: CollectedParameters, body: boolean): boolean {
  if (body) return true;
  const names = routeTemplate(url).variableNames;
  return Object.keys(collected.params).some((name) => !names.includes(name));
}

/**
 * The url and the parameters once `name==value` query parameters have joined them: for GET
 * and HEAD they are parameters like any other, which the library writes into the query
 * string; for other methods they join a query expression of the url (see
 * {@link withQueryExpression}).
 *
 * @throws {@link UsageError} for a name given both ways, a name the url has as a placeholder,
 *   and a name the library takes as one of its options (`url`, `headers`, ...).
 */
export function queryParameters(
  target: RouteTarget,
  collected: CollectedParameters,
): QueryExpression {
  const params: Record<string, unknown> = { ...collected.params };
  const urlNames = routeTemplate(target.url).variableNames;
  for (const name of Object.keys(collected.query)) {
    if (Object.hasOwn(params, name)) {
      throw new UsageError(
        `${quote(name)} is given both as a parameter and as a query parameter (==); keep one`,
      );
    }
    if (!isParameterName(name)) {
      throw new UsageError(
        `${quote(`${name}==`)} names one of the library's options, not a parameter; write it in the url: ${quote(`?${name}=...`)}`,
      );
    }
  }
  if (target.method === "GET" || target.method === "HEAD") {
    const clash = Object.keys(collected.query).find((name) => urlNames.includes(name));
    // The same check and message as for other methods.
    withQueryExpression(target.url, clash === undefined ? {} : { [clash]: "" }, urlNames);
    return { url: target.url, params: { ...params, ...collected.query } };
  }
  const query = withQueryExpression(target.url, collected.query, urlNames);
  return { url: query.url, params: { ...params, ...query.params } };
}

/** Whether the library takes a name as a parameter, not as one of its options. */
function isParameterName(name: string): boolean {
  try {
    RequestBuilder.create()
      .route("GET /")
      // The library refuses its option names whatever their value.
      .params({ [name]: "" })
      .build();
    return true;
  } catch {
    return false;
  }
}
