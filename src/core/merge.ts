import { describeValue, RestbuildError } from "../errors.js";
import { asInputError } from "../shared/caller-failures.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { stripPreviewSuffix } from "./accept-header.js";
import { copyValue, thaw } from "./copy.js";
import {
  type HeaderValue,
  isParameterKey,
  type MergedOptions,
  type OptionKey,
  type RequestMeta,
  type ResultHeaders,
} from "./options.js";
import { parseRoute } from "./route.js";
import {
  expectPlainObject,
  normalizeHeaderName,
  validateBaseUrl,
  validateFormat,
  validateHeaderValue,
  validateMethod,
  validatePreviewName,
  validateUrl,
} from "./validate.js";

/**
 * Every rule for combining options lives in this file, as one table:
 *
 * | key                  | rule                                                          |
 * | -------------------- | ------------------------------------------------------------- |
 * | `method`, `url`, `baseUrl` | the later value replaces the earlier                    |
 * | `headers`            | merged by lowercase name; `undefined` leaves the earlier value |
 * | `mediaType.format`   | the later value replaces the earlier                          |
 * | `mediaType.previews` | concatenated, `-preview` stripped, first occurrence kept (C2) |
 * | `request`            | merged key by key; `null`, `false`, `undefined` mean none     |
 * | plain-object params  | merged key by key, deeply (as @octokit/endpoint)              |
 * | other params, `data` | the later value replaces the earlier                          |
 *
 * `undefined` means "not given" at every depth: it leaves the earlier value in place.
 *
 * `__proto__` keys are dropped everywhere (C9).
 */

/** Checks headers and returns them with lowercase names, `undefined` values left out. */
export function normalizeHeaders(headers: unknown): ResultHeaders {
  const source = expectPlainObject(headers, "headers");
  const names = Object.keys(source);
  return normalizedHeaders(names, readValues(source, names));
}

/**
 * The values of `names` in `source`, each read once: a getter read twice could give one value
 * to the check and another to the result.
 */
function readValues(source: Readonly<Record<string, unknown>>, names: readonly string[]) {
  const values: unknown[] = [];
  for (const name of names) values.push(source[name]);
  return values;
}

function normalizedHeaders(names: readonly string[], values: readonly unknown[]): ResultHeaders {
  const result: Record<string, HeaderValue | undefined> = {};
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    if (name === "__proto__") continue;
    const value = values[index];
    const lowercase = normalizeHeaderName(name);
    result[lowercase] = value === undefined ? undefined : validateHeaderValue(lowercase, value);
  }
  // As @octokit/endpoint: names are lowercased first (a later spelling wins, in the place of
  // the first), then `undefined` values are dropped.
  for (const name of Object.keys(result)) if (result[name] === undefined) delete result[name];
  return result as ResultHeaders;
}

/** Merges a caller's headers over `target` by lowercase name. */
function mergeHeaders(target: ResultHeaders, headers: unknown): void {
  const source = expectPlainObject(headers, "headers");
  const names = Object.keys(source);
  const values = readValues(source, names);
  // An `undefined` value cancels only another spelling in the same object, never a header of
  // `target`: that needs the normalized object first. Without one, write straight through.
  // Stryker disable next-line ConditionalExpression: Object.assign of the normalized headers writes the same names, values and order, and a bad value throws before the merged options leave either way
  if (values.includes(undefined)) {
    Object.assign(target, normalizedHeaders(names, values));
    return;
  }
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    if (name === "__proto__") continue;
    const lowercase = normalizeHeaderName(name);
    target[lowercase] = validateHeaderValue(lowercase, values[index]);
  }
}

function applyMediaType(target: MergedOptions, mediaType: unknown): void {
  const { format, previews } = expectPlainObject(mediaType, "mediaType");
  const checkedFormat = format === undefined ? undefined : validateFormat(format);
  const checkedPreviews = previews === undefined ? undefined : checkPreviewNames(previews);
  if (checkedFormat === undefined && checkedPreviews === undefined) return;
  // The media type came with the defaults, which stay as they are: a change is made on a copy.
  const { format: currentFormat, previews: currentPreviews } = target.mediaType;
  const merged = [...currentPreviews];
  if (checkedPreviews !== undefined) {
    // The checked names are a fresh list: stripped in place.
    for (let index = 0; index < checkedPreviews.length; index++) {
      checkedPreviews[index] = stripPreviewSuffix(checkedPreviews[index] as string);
    }
    addPreviews(merged, checkedPreviews);
  }
  target.mediaType = { format: checkedFormat ?? currentFormat, previews: merged };
}

/** No options given: the merge has nothing to read. */
const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});

/** The options object of `route, options` or `options` arguments, checked. */
function optionsArgument(route: unknown, options: unknown): Readonly<Record<string, unknown>> {
  if (typeof route === "string") {
    return options === undefined ? NO_OPTIONS : expectPlainObject(options, "options");
  }
  if (route === undefined || isPlainObject(route)) {
    if (options !== undefined) {
      throw new RestbuildError(
        "INVALID_ROUTE",
        `a route must be a string when options follow it, got ${describeValue(route)}`,
      );
    }
    return route ?? NO_OPTIONS;
  }
  throw new RestbuildError(
    "INVALID_ROUTE",
    `expected a route string or an options object, got ${describeValue(route)}`,
  );
}

/** One parameter: plain objects merge key by key into plain objects, as @octokit/endpoint. */
function mergeValue(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
  depth: number,
): void {
  // Most parameters are strings and numbers, which replace and need no copy.
  if (typeof value !== "object" || value === null) {
    target[key] = value;
    return;
  }
  const existing = Object.hasOwn(target, key) ? target[key] : undefined;
  if (isPlainObject(value) && isPlainObject(existing)) {
    // A map at the top came with the defaults, which stay as they are: it is copied before it
    // changes; deeper ones are parts of that copy.
    const own = depth === 0 ? (copyValue(existing) as Record<string, unknown>) : existing;
    target[key] = own;
    mergeDeep(own, value, depth + 1);
  } else {
    target[key] = value;
  }
}

function mergeDeep(
  target: Record<string, unknown>,
  source: Readonly<Record<string, unknown>>,
  depth: number,
): void {
  for (const key of Object.keys(source)) {
    const value = source[key];
    // "Not given" at every depth: a default inside a map shows through, as at the top.
    if (value !== undefined && key !== "__proto__") mergeValue(target, key, value, depth);
  }
}

/**
 * Applies `route, options` (or `options`) onto merged options, in place. Every value is checked
 * as it is read, and kept as it is: the caller's maps and lists by reference, as
 * @octokit/endpoint keeps them. `mapsMerge` is false when `target` holds no parameters, so
 * that a map among the options has nothing to merge with.
 */
function applyOptions(
  target: MergedOptions,
  route: unknown,
  options: unknown,
  // Stryker disable next-line BooleanLiteral: merge() passes mapsMerge on every call; the default is never read
  mapsMerge = true,
): void {
  const source = applyRoute(target, route, options);
  // Stryker disable next-line ConditionalExpression: a fast path: the loop over the empty NO_OPTIONS sets nothing
  if (source === NO_OPTIONS) return;
  // for-in, own keys only: V8 reads each value through the keys' cache, measured faster than
  // Object.keys() and a lookup by key.
  for (const key in source) {
    if (!hasOwnKey.call(source, key)) continue;
    const value = source[key];
    if (value === undefined) continue;
    // A parameter replaces unless it is a map and the target holds one of its name: only
    // strings and numbers, the most, need no more look.
    if (isParameterKey(key) && (typeof value !== "object" || !mapsMerge)) target[key] = value;
    else mergeKey(target, key, value);
  }
}

// The own-key test in the form V8 answers from the for-in keys' cache.
const hasOwnKey = Object.prototype.hasOwnProperty;

/** Applies the route of `route, options`, and returns the options object, checked. */
function applyRoute(
  target: MergedOptions,
  route: unknown,
  options: unknown,
): Readonly<Record<string, unknown>> {
  const source = optionsArgument(route, options);
  if (typeof route === "string") {
    const parsed = parseRoute(route);
    if (parsed.method !== undefined) target.method = parsed.method;
    target.url = parsed.url;
  }
  return source;
}

/** How the value of an option key merges into options. */
type MergeRule = (target: MergedOptions, value: unknown) => void;

/**
 * The merge rule of each option key (`OPTION_KEYS` in core/options.ts), for a value that is not
 * `undefined`; every other key is a parameter and merges by {@link mergeValue}.
 */
const MERGE_RULES: { readonly [Key in OptionKey]: MergeRule } = {
  method: (target, value) => {
    target.method = validateMethod(value);
  },
  url: (target, value) => {
    target.url = validateUrl(value);
  },
  baseUrl: (target, value) => {
    target.baseUrl = validateBaseUrl(value);
  },
  headers: (target, value) => mergeHeaders(target.headers, value),
  mediaType: applyMediaType,
  request: (target, value) => {
    // `null` and `false` mean no request; any other value that is not a map is an error,
    // where the reference silently drops 0, "" and NaN.
    if (value === null || value === false) return;
    const source = expectPlainObject(value, "request");
    // The defaults' request stays as it is: the merge writes into a copy.
    const request = target.request === undefined ? {} : (copyValue(target.request) as RequestMeta);
    target.request = request;
    mergeDeep(request, source, 1);
  },
};

/** One key of options and its value, which is not `undefined`. `__proto__` is dropped (C9). */
function mergeKey(target: MergedOptions, key: string, value: unknown): void {
  if (isParameterKey(key)) mergeValue(target, key, value, 0);
  else if (key !== "__proto__") MERGE_RULES[key as OptionKey](target, value);
}

/**
 * Adds preview names, stripped of `-preview` already, to a list: each name once, at its first
 * place (C2). The one rule of previews, for merged options and for builder snapshots.
 */
export function addPreviews(previews: string[], names: readonly string[]): void {
  // A set keeps this linear for long lists (C10); a short list, the usual one or two names, is
  // searched directly, without making one.
  const present = previews.length + names.length > 16 ? new Set(previews) : undefined;
  for (const name of names) {
    if (present === undefined ? previews.includes(name) : present.has(name)) continue;
    present?.add(name);
    previews.push(name);
  }
}

/** Checks preview names, holes of a sparse array included (they are `undefined`). */
export function checkPreviewNames(previews: unknown): string[] {
  if (!Array.isArray(previews)) {
    throw new RestbuildError(
      "INVALID_MEDIA_TYPE",
      `previews must be an array of names, got ${describeValue(previews)}`,
    );
  }
  const names: string[] = [];
  for (let index = 0; index < previews.length; index++) {
    names.push(validatePreviewName(previews[index]));
  }
  return names;
}

/**
 * A copy of merged options that its receiver may change without touching anything else (C8):
 * the output of `merge()`, `DEFAULTS` and `toOptions()`. Its keys come in `keyOrder` (the
 * reference's order, from `mergedKeyOrder()`), then any others. One rule for every key, option or
 * parameter: a frozen value (a snapshot's, or the defaults') is copied deeply ({@link thaw}),
 * any other value is the caller's own and kept by reference, as @octokit/endpoint keeps it.
 */
export function copyMergedOptions(
  options: Readonly<MergedOptions>,
  keyOrder: readonly string[] = [],
): MergedOptions {
  // The last look at the caller's values before they leave (a revoked Proxy among the
  // parameters answers `Object.isFrozen` with a TypeError): a failure here is the caller's,
  // turned into a RestbuildError as merge() and parse() turn theirs (C11).
  try {
    const copy = {} as MergedOptions;
    // The keys in `keyOrder` first, as it lists them; any other key after them.
    for (const key of [...keyOrder, ...Object.keys(options)]) {
      const value = Object.hasOwn(options, key) ? options[key] : undefined;
      if (value !== undefined && key !== "__proto__" && !Object.hasOwn(copy, key)) {
        copy[key] = thaw(value);
      }
    }
    return copy;
  } catch (error) {
    throw asInputError(error);
  }
}

/**
 * `merge()`, the first verb: defaults, then a route and options over them, as a fresh object
 * with every parameter in it. The defaults stay as they are: their maps and lists are shared,
 * and copied where the merge writes into them. Hand out a {@link copyMergedOptions} of the
 * result, never the result itself: `parseMerged()` trusts it.
 *
 * @throws {@link RestbuildError} for an invalid route or option; anything a caller's getter
 * throws becomes one.
 *
 * @example
 * ```ts
 * merge(BUILT_IN_DEFAULTS, "GET /orgs/{org}/repos", { org: "nodejs", per_page: 5 });
 * // { method: "GET", baseUrl: "https://api.github.com", url: "/orgs/{org}/repos",
 * //   headers: { accept: "application/vnd.github.v3+json", ... },
 * //   mediaType: { format: "", previews: [] }, org: "nodejs", per_page: 5 }
 * ```
 */
export function merge(
  defaults: Readonly<MergedOptions>,
  route?: unknown,
  options?: unknown,
): MergedOptions {
  try {
    // An object literal for the option keys rather than a spread: it measured a tenth of a
    // call faster on Node 20, and keeps one shape for every call.
    const { parameterNames, copyHeaders } = readDefaults(defaults);
    // Every option key, as the table lists them (the compiler holds the two equal).
    const merged: MergedOptions = {
      method: defaults.method,
      baseUrl: defaults.baseUrl,
      url: defaults.url,
      headers: copyHeaders(defaults.headers),
      mediaType: defaults.mediaType,
      request: defaults.request,
    } satisfies { [Key in OptionKey]: unknown };
    for (const name of parameterNames) merged[name] = defaults[name];
    // Without parameters in the defaults, no map of the caller's meets one to merge with.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: without parameters in the defaults, mergeValue() finds no map of the name to merge with and replaces, as the direct write does
    applyOptions(merged, route, options, parameterNames.length > 0);
    return merged;
  } catch (error) {
    throw asInputError(error);
  }
}

/** What {@link merge} reads of its defaults beside their values. */
interface DefaultsShape {
  /** The parameter names: most defaults have none. */
  readonly parameterNames: readonly string[];
  /** A fresh copy of the headers. */
  readonly copyHeaders: (headers: Readonly<ResultHeaders>) => ResultHeaders;
}

/** The shapes of frozen defaults (which never change), found once each. */
const SHAPES = new WeakMap<object, DefaultsShape>();

function readDefaults(defaults: Readonly<MergedOptions>): DefaultsShape {
  // Only frozen defaults are in the map: one found there needs no second look.
  let shape = SHAPES.get(defaults);
  if (shape === undefined) {
    shape = {
      parameterNames: Object.keys(defaults).filter(isParameterKey),
      copyHeaders: headerCopier(defaults.headers),
    };
    if (Object.isFrozen(defaults)) SHAPES.set(defaults, shape);
  }
  return shape;
}

/**
 * How a merge copies the defaults' headers. The two headers of the built-in defaults, which
 * most calls start from, are copied by an object literal, whose shape V8 has ready: measured
 * three times faster than `Object.assign`, 4 % of a call. Object.assign rather than a spread
 * for others: on Node 20 a spread copy of a header object took a slow path when a header (such
 * as content-type) was added to it later.
 */
function headerCopier(headers: Readonly<ResultHeaders>): DefaultsShape["copyHeaders"] {
  const names = Object.keys(headers);
  // Stryker disable next-line StringLiteral: Object.assign copies the same two headers the object literal copies
  if (names.length === 2 && names[0] === "accept" && names[1] === "user-agent") {
    return (from) => ({
      accept: from.accept as HeaderValue,
      "user-agent": from["user-agent"] as HeaderValue,
    });
  }
  return (from) => Object.assign({}, from);
}
