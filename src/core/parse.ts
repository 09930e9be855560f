import { describeValue, RestbuildError } from "../errors.js";
import { asInputError } from "../shared/caller-failures.js";
import { expandProgram } from "../template/expand-template.js";
import type { RouteText } from "../template/required-segments.js";
import { compileRouteTemplate } from "../template/template-cache.js";
import type { TemplateProgram } from "../template/template-program.js";
import {
  authorityStart,
  isSlash,
  pathEndOf,
  startsWithNetworkPath,
} from "../template/url-reading.js";
import { acceptHeader } from "./accept-header.js";
import { thaw } from "./copy.js";
import { OPTION_RULES } from "./option-rules.js";
import {
  isParameterKey,
  type MergedOptions,
  OPTION_KEYS,
  type OptionValues,
  type RequestOptions,
} from "./options.js";
import { queryPair, withQuery } from "./query-string.js";
import { expectPlainObject } from "./validate.js";

/**
 * C7: one trailing "/" of the expanded path goes, unless the path is just "/". The path of an
 * absolute URL starts after its authority; a relative one starts at 0.
 */
function removeTrailingSlash(url: string, absolute: boolean, pathRunsToEnd: boolean): string {
  // Scanning for "?" and "#" would flatten the string being built: skipped where none can be.
  const end = pathRunsToEnd ? url.length : pathEndOf(url, 0);
  if (url.charCodeAt(end - 1) !== 47) return url;
  const pathStart = absolute ? url.indexOf("/", authorityStart(url)) : 0;
  if (pathStart === end - 1) return url;
  return url.slice(0, end - 1) + url.slice(end);
}

/**
 * C6: a relative expansion goes after the base URL, so that the origin stays the base URL's
 * whatever the values are. The two meet with exactly one "/": text that starts with "/" after a
 * base URL ending with "/" loses its own, and text that starts with neither "/", "?" nor "#"
 * gets one (`repos/{owner}` as `gh api` takes it).
 */
function joinBaseUrl(baseUrl: string, url: string): string {
  const first = url.charCodeAt(0);
  const baseEndsWithSlash = baseUrl.charCodeAt(baseUrl.length - 1) === 47;
  if (first === 47) return baseEndsWithSlash ? baseUrl + url.slice(1) : baseUrl + url;
  if (url === "" || first === 63 || first === 35) return baseUrl + url;
  return baseEndsWithSlash ? baseUrl + url : `${baseUrl}/${url}`;
}

/**
 * A path (text starting with "/") after the base URL: {@link joinBaseUrl} for a template whose
 * literal text starts with "/", without reading the expansion (which would flatten it).
 */
function joinPath(baseUrl: string, path: string): string {
  return baseUrl.charCodeAt(baseUrl.length - 1) === 47 ? baseUrl + path.slice(1) : baseUrl + path;
}

/**
 * The method in lowercase. The common methods, as routes write them, are answered by a switch:
 * most calls convert no string, and the answers are constants, cheap to compare.
 */
function lowercaseMethod(method: string): string {
  // A case label is a fast path: without it, the default branch gives the same answer.
  switch (method) {
    case "GET":
    case "get":
      return "get";
    case "POST":
    case "post":
      return "post";
    case "PUT":
    case "put":
      return "put";
    case "PATCH":
    case "patch":
      return "patch";
    case "DELETE":
    case "delete":
      return "delete";
    case "HEAD":
    case "head":
      return "head";
    default:
      return method.toLowerCase();
  }
}

// The own-key test in the form V8 answers from the for-in keys' cache, which Object.hasOwn
// does not use.
const hasOwnKey = Object.prototype.hasOwnProperty;

/**
 * Whether a template names an option key (`{url}`) or `__proto__`: such a name must not read
 * the options directly.
 */
function namesAnOptionKey(names: readonly string[]): boolean {
  for (const name of names) if (!isParameterKey(name)) return true;
  return false;
}

/**
 * Whether `names` holds `key`: a loop rather than `includes()`, which compares the one to
 * three names of a route through a call each.
 */
function isAmong(key: string, names: readonly string[]): boolean {
  for (let index = 0; index < names.length; index++) if (names[index] === key) return true;
  return false;
}

/** The parameters among options: every key that is not an option key. */
function parametersOf(options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const key of Object.keys(options)) {
    if (isParameterKey(key)) parameters[key] = options[key];
  }
  return parameters;
}

/**
 * `parse()`, the second verb: turns merged options into request options. The URL template is
 * expanded (and compiled once per distinct URL), parameters the URL does not use go to the
 * query string (GET, HEAD) or the body (other methods), and `mediaType` amends the `accept`
 * header. Its input comes from a caller, so every option is read once and checked first.
 *
 * @throws {@link RestbuildError} for a missing or invalid method, url, header or template;
 * anything a caller's getter throws becomes one.
 *
 * @example
 * ```ts
 * parse(endpoint.merge("GET /orgs/{org}/repos", { org: "nodejs", type: "public" }));
 * // { method: "get", url: "https://api.github.com/orgs/nodejs/repos?type=public", headers: {...} }
 * ```
 */
export function parse(options: Readonly<MergedOptions>): RequestOptions {
  try {
    const checked = checkedCopy(options);
    return buildRequest(checked, checked.headers, undefined);
  } catch (error) {
    throw asInputError(error);
  }
}

/**
 * `parse()` of options that `merge()` has just made and nobody else has seen, or of a
 * builder's state: every value in them was checked as it was merged or set, so they are not
 * checked again. `headers` (the options' own by default, when they are a fresh object) becomes
 * the result's. `parameters` are a builder's, kept apart from its options; without them the
 * parameters are the options' keys that are no option key. Internal: the faces call it with
 * `merge()`'s result or a builder's state.
 *
 * @throws {@link RestbuildError} for an invalid template or parameter value.
 */
export function parseMerged(
  merged: Readonly<OptionValues>,
  headers: MergedOptions["headers"] = merged.headers,
  parameters?: Readonly<Record<string, unknown>>,
): RequestOptions {
  try {
    return buildRequest(merged, headers, parameters);
  } catch (error) {
    throw asInputError(error);
  }
}

/**
 * A copy of options from a caller, every option read once and checked: a getter cannot pass
 * validation with one value and deliver another. Its headers are a fresh object.
 */
function checkedCopy(input: Readonly<MergedOptions>): MergedOptions {
  expectPlainObject(input, "options");
  const options: Record<string, unknown> = { ...input };
  for (const key of OPTION_KEYS) {
    const checked = OPTION_RULES[key].check(options[key]);
    if (checked !== undefined) options[key] = checked;
  }
  return options as MergedOptions;
}

/** The template expanded with the parameters and joined to the base URL. */
function expandUrl(
  template: TemplateProgram,
  route: RouteText,
  baseUrl: string,
  parameters: Readonly<Record<string, unknown>>,
): string {
  // C6b: a segment that names an item needs its value, or the request goes to the collection.
  const url = expandProgram(template, parameters, route);
  const mayEndWithSlash = template.pathMayEndWithSlash;
  // The origin is decided by the template's literal text, never by a value (C6).
  if (template.absolute) {
    return mayEndWithSlash ? removeTrailingSlash(url, true, template.pathRunsToEnd) : url;
  }
  const path = mayEndWithSlash ? removeTrailingSlash(url, false, template.pathRunsToEnd) : url;
  const joined = template.startsWithSlash ? joinPath(baseUrl, path) : joinBaseUrl(baseUrl, path);
  // Under a relative base URL ("", "/", "/api") the result has no authority: a value must not
  // make one with a leading "//" (C6). Under an absolute one the result is not read, so that
  // the string being built is not flattened on the hot path.
  if (isRelativeBaseUrl(baseUrl) && startsWithNetworkPath(joined)) {
    checkLiteralNetworkPath(joined, template, baseUrl);
  }
  return joined;
}

/** A base URL without a scheme: empty, or starting with `/` or `\`. */
function isRelativeBaseUrl(baseUrl: string): boolean {
  return baseUrl === "" || isSlash(baseUrl.charCodeAt(0));
}

/**
 * Rejects a joined URL that starts with `//` (or a backslash form) unless the base URL and the
 * template's literal text wrote those characters themselves.
 *
 * @throws {@link RestbuildError} `INVALID_HOST` when a value made them.
 */
function checkLiteralNetworkPath(joined: string, template: TemplateProgram, baseUrl: string): void {
  const first = template.parts[0];
  const literal = typeof first === "string" ? first : "";
  const written = template.startsWithSlash
    ? joinPath(baseUrl, literal)
    : joinBaseUrl(baseUrl, literal);
  if (startsWithNetworkPath(written)) return;
  throw new RestbuildError(
    "INVALID_HOST",
    `the URL ${describeValue(joined)} starts with ${JSON.stringify(joined.slice(0, 2))}, which a value made: it would name another host than the base URL ${describeValue(baseUrl)}`,
  );
}

/**
 * The request of checked options, with `headers`, a fresh object of their headers, as the
 * result's.
 */
function buildRequest(
  options: Readonly<OptionValues>,
  headers: MergedOptions["headers"],
  parameters: Readonly<Record<string, unknown>> | undefined,
): RequestOptions {
  // Each option is read once: the options of different calls have different shapes, and a
  // read of one key across them costs a lookup each time.
  const { method, baseUrl, url: urlTemplate, mediaType, request } = options;
  const { format, previews } = mediaType;
  if (urlTemplate === undefined) {
    throw new RestbuildError("MISSING_URL", "options have no url: give a route or a url");
  }
  const template = compileRouteTemplate(urlTemplate);
  const names = template.variableNames;
  const lowerMethod = lowercaseMethod(method);
  const sendsQuery = lowerMethod === "get" || lowerMethod === "head";
  // Merged options hold the parameters among option keys that expansion must not see and the
  // loop below skips; a copy without those is made only for the rare template that names one.
  // Either way each value is read once.
  const merged = options as Readonly<MergedOptions>;
  const values = parameters ?? (namesAnOptionKey(names) ? parametersOf(merged) : merged);
  let url = expandUrl(template, options, baseUrl, values);

  // The parameters the URL does not use: written straight into the query string of a GET or
  // HEAD, kept for the body of other methods.
  let query = "";
  // Made for the first parameter a body takes: a GET or HEAD never needs it.
  let remaining: Record<string, unknown> | undefined;
  // A set for templates with many names keeps this linear (C10).
  const nameSet = names.length > 16 ? new Set(names) : undefined;
  // for-in, own keys only: V8 reads each value through the keys' cache, without the array of
  // Object.keys() and a lookup by key. A value is read only when the URL did not use it, so
  // that a caller's getter runs once.
  for (const key in values) {
    if (!isParameterKey(key) || !hasOwnKey.call(values, key)) continue;
    if (nameSet === undefined ? isAmong(key, names) : nameSet.has(key)) continue;
    const value = values[key];
    if (value === undefined) continue;
    if (sendsQuery) {
      query += `${query === "" ? "" : "&"}${queryPair(key, value)}`;
    } else {
      remaining ??= {};
      remaining[key] = thaw(value);
    }
  }

  const accept = headers.accept;
  if (format !== "" || previews.length > 0) {
    const amended = acceptHeader(accept === undefined ? "" : String(accept), format, previews);
    if (amended !== "") headers.accept = amended;
  }

  let body: unknown;
  if (sendsQuery) {
    // Without a "?" or "#" to find, the query simply goes at the end: the template writes
    // none, and a base URL never holds one (C6, validateBaseUrl).
    if (query !== "") {
      url = template.pathRunsToEnd ? `${url}?${query}` : withQuery(url, query);
    }
  } else if (remaining !== undefined) {
    body = Object.hasOwn(remaining, "data") ? remaining.data : remaining;
  }

  // As @octokit/endpoint: a body defaults to JSON, and PATCH or PUT without a body send ""
  // so that a client writes "content-length: 0", which GitHub expects.
  if (body !== undefined && !headers["content-type"]) {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (body === undefined && (lowerMethod === "patch" || lowerMethod === "put")) body = "";

  const result: RequestOptions = {
    method: lowerMethod,
    url,
    headers,
  };
  if (body !== undefined) result.body = body;
  if (request) result.request = thaw(request);
  return result;
}
