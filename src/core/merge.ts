import { describeValue, RestbuildError } from "../errors.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { stripPreviewSuffix } from "./accept-header.js";
import { copyIntoSnapshot, copyValue, freezeDeep, writable } from "./copy.js";
import {
  type HeaderValue,
  isParameterKey,
  type MergedOptions,
  type OptionKey,
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
  return names.map((name) => source[name]);
}

function normalizedHeaders(names: readonly string[], values: readonly unknown[]): ResultHeaders {
  const result: ResultHeaders = {};
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    if (name === "__proto__") continue;
    const value = values[index];
    const lowercase = normalizeHeaderName(name);
    // As @octokit/endpoint: names are lowercased first (a later spelling wins), then
    // `undefined` values are dropped.
    if (value === undefined) delete result[lowercase];
    else result[lowercase] = validateHeaderValue(lowercase, value);
  }
  return result;
}

/** Merges a caller's headers over `target` by lowercase name. */
function mergeHeaders(target: ResultHeaders, headers: unknown): void {
  const source = expectPlainObject(headers, "headers");
  const names = Object.keys(source);
  const values = readValues(source, names);
  // An `undefined` value cancels only another spelling in the same object, never a header of
  // `target`: that needs the normalized object first. Without one, write straight through.
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
  // The defaults of endpoint() share one frozen media type: a change is made on a copy.
  let current = target.mediaType;
  if (Object.isFrozen(current)) {
    current = { format: current.format, previews: [...current.previews] };
    target.mediaType = current;
  }
  if (checkedFormat !== undefined) current.format = checkedFormat;
  if (checkedPreviews !== undefined) addPreviews(current.previews, checkedPreviews);
}

/** The options object of `route, options` or `options` arguments, checked. */
function optionsArgument(route: unknown, options: unknown): Readonly<Record<string, unknown>> {
  if (typeof route === "string") {
    return options === undefined ? {} : expectPlainObject(options, "options");
  }
  if (route === undefined || isPlainObject(route)) {
    if (options !== undefined) {
      throw new RestbuildError(
        "INVALID_ROUTE",
        `a route must be a string when options follow it, got ${describeValue(route)}`,
      );
    }
    return route ?? {};
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
  copy: (value: unknown) => unknown,
): void {
  // Most parameters are strings and numbers, which replace and need no copy.
  if (typeof value !== "object" || value === null) {
    target[key] = value;
    return;
  }
  const existing = Object.hasOwn(target, key) ? target[key] : undefined;
  if (isPlainObject(value) && isPlainObject(existing)) {
    // `existing` is an immer draft, part of a fresh copy, or a frozen default of endpoint(),
    // which is copied before it changes.
    mergeDeep(writable(target, key, existing), value, copy);
  } else {
    target[key] = copy(value);
  }
}

function mergeDeep(
  target: Record<string, unknown>,
  source: Readonly<Record<string, unknown>>,
  copy: (value: unknown) => unknown,
): void {
  for (const key of Object.keys(source)) {
    const value = source[key];
    // "Not given" at every depth: a default inside a map shows through, as at the top.
    if (value !== undefined && key !== "__proto__") mergeValue(target, key, value, copy);
  }
}

/**
 * Applies `route, options` (or `options`) onto merged options, in place: the one
 * implementation of the merge rules, used on an immer draft by the builder and on a fresh copy
 * by `merge()`. Every value is checked as it is read; the builder's draft is discarded when a
 * check throws, so nothing is half-applied.
 *
 * @param copy - how a caller's values enter `target`: the builder copies them, `merge()` keeps
 * them (its output is the caller's).
 */
export function applyOptions(
  target: MergedOptions,
  route: unknown,
  options?: unknown,
  copy: (value: unknown) => unknown = copyIntoSnapshot,
): void {
  const source = applyRoute(target, route, options);
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value !== undefined) mergeKey(target, key, value, copy);
  }
}

/**
 * {@link applyOptions} for the option keys only: the parameters stay in the returned options
 * object, unread, for a caller that reads them from there.
 */
function applyOptionKeys(
  target: MergedOptions,
  route: unknown,
  options: unknown,
): Readonly<Record<string, unknown>> {
  const source = applyRoute(target, route, options);
  for (const key of Object.keys(source)) {
    if (isParameterKey(key) || key === "__proto__") continue;
    const value = source[key];
    if (value !== undefined) MERGE_RULES[key as OptionKey](target, value, keepValue);
  }
  return source;
}

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

/** How a value merges into options; `copy` is how a caller's value enters them. */
type MergeRule = (target: MergedOptions, value: unknown, copy: (value: unknown) => unknown) => void;

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
  request: (target, value, copy) => {
    // `null` and `false` mean no request; any other value that is not a map is an error,
    // where the reference silently drops 0, "" and NaN.
    if (value === null || value === false) return;
    if (target.request === undefined) target.request = {};
    mergeDeep(writable(target, "request"), expectPlainObject(value, "request"), copy);
  },
};

/** One key of options and its value, which is not `undefined`. `__proto__` is dropped (C9). */
function mergeKey(
  target: MergedOptions,
  key: string,
  value: unknown,
  copy: (value: unknown) => unknown,
): void {
  if (isParameterKey(key)) mergeValue(target, key, value, copy);
  else if (key !== "__proto__") MERGE_RULES[key as OptionKey](target, value, copy);
}

/** Adds preview names to a list, `-preview` stripped and each name once (C2). */
export function addPreviews(previews: string[], names: readonly string[]): void {
  // A set keeps this linear for long lists (C10); a short list, the usual one or two names, is
  // searched directly, without making one.
  const present = previews.length + names.length > 16 ? new Set(previews) : undefined;
  for (const name of names) {
    const stripped = stripPreviewSuffix(name);
    if (present === undefined ? previews.includes(stripped) : present.has(stripped)) continue;
    present?.add(stripped);
    previews.push(stripped);
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
 * A fresh, mutable copy of merged options (which may be a frozen snapshot): the caller of
 * `merge()` or `DEFAULTS` may change it without touching anything else (C8). Every key, option
 * or parameter, is copied by one rule: {@link copyValue}.
 */
export function copyMergedOptions(options: Readonly<MergedOptions>): MergedOptions {
  const copy = {} as MergedOptions;
  for (const key of Object.keys(options)) {
    if (key !== "__proto__") copy[key] = copyValue(options[key]);
  }
  return copy;
}

// Object.assign rather than a spread: on Node 20 a spread copy of a header object took a slow
// path when a header (such as content-type) was added to it later, three times slower per call;
// Object.assign measured faster than a loop over Object.keys().
function copyHeaders(headers: Readonly<ResultHeaders>): ResultHeaders {
  return Object.assign({}, headers);
}

function keepValue(value: unknown): unknown {
  return value;
}

/**
 * The defaults of an `endpoint()` function, prepared once for {@link mergeCallOptions}: frozen
 * at every depth, with the names of their parameters.
 */
export interface CallDefaults {
  readonly options: Readonly<MergedOptions>;
  readonly parameterNames: readonly string[];
  /** A fresh copy of the defaults' headers, for a call to merge into. */
  readonly copyHeaders: () => ResultHeaders;
}

/** Prepares defaults for {@link mergeCallOptions}; they are frozen, in place. */
export function callDefaults(options: MergedOptions): CallDefaults {
  const parameterNames = Object.keys(options).filter(isParameterKey);
  const frozen = freezeDeep(options);
  return { options: frozen, parameterNames, copyHeaders: headerCopier(frozen.headers) };
}

/**
 * How a call copies the defaults' headers. The two headers of the built-in defaults, which most
 * calls start from, are copied by an object literal, whose shape V8 has ready: measured 4 % of
 * a call faster than `Object.assign` (and a spread or a loop were not faster than that).
 */
function headerCopier(headers: Readonly<ResultHeaders>): () => ResultHeaders {
  const names = Object.keys(headers);
  if (names.length === 2 && names[0] === "accept" && names[1] === "user-agent") {
    const accept = headers.accept as HeaderValue;
    const userAgent = headers["user-agent"] as HeaderValue;
    return () => ({ accept, "user-agent": userAgent });
  }
  return () => copyHeaders(headers);
}

/**
 * A call of `endpoint()`, merged: the options, and where its parameters are read from.
 */
export interface CallOptions {
  /** The merged options, without the call's parameters when `parameters` is not them. */
  readonly options: MergedOptions;
  /**
   * The call's parameters, among option keys that the build skips: the merged options, or,
   * when the defaults have no parameters to merge with, the caller's options object itself.
   */
  readonly parameters: Readonly<Record<string, unknown>>;
}

/**
 * `endpoint()`'s merge, for options that never leave the call: as {@link mergeOptions}, but
 * only the headers are copied up front. The media type, the request and parameter maps of the
 * frozen defaults are copied when a merge changes them, and the build copies the frozen values
 * it returns. When the defaults have no parameters, the caller's are not copied at all: the
 * build reads them where they are, each once.
 */
export function mergeCallOptions(
  { options: defaults, parameterNames, copyHeaders: headersOfDefaults }: CallDefaults,
  route: unknown,
  options?: unknown,
): CallOptions {
  // An object literal rather than a spread: it measured a tenth of a call faster on Node 20.
  const merged: MergedOptions = {
    method: defaults.method,
    baseUrl: defaults.baseUrl,
    url: defaults.url,
    headers: headersOfDefaults(),
    mediaType: defaults.mediaType,
    request: defaults.request,
  };
  if (parameterNames.length === 0) {
    return { options: merged, parameters: applyOptionKeys(merged, route, options) };
  }
  for (const name of parameterNames) merged[name] = defaults[name];
  applyOptions(merged, route, options, keepValue);
  return { options: merged, parameters: merged };
}

/**
 * `merge()`: defaults, then a route and options over them, as a fresh object.
 *
 * @example
 * ```ts
 * mergeOptions(defaults, "GET /orgs/{org}/repos", { org: "nodejs", per_page: 5 });
 * // { method: "GET", baseUrl: "https://api.github.com", url: "/orgs/{org}/repos",
 * //   headers: { accept: "application/vnd.github.v3+json", ... },
 * //   mediaType: { format: "", previews: [] }, org: "nodejs", per_page: 5 }
 * ```
 */
export function mergeOptions(
  defaults: Readonly<MergedOptions>,
  route: unknown,
  options?: unknown,
): MergedOptions {
  const merged = copyMergedOptions(defaults);
  applyOptions(merged, route, options, keepValue);
  return merged;
}
