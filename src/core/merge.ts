import { describeValue, RestbuildError } from "../errors.js";
import { asInputError } from "../shared/caller-failures.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { mergeValue } from "./merge-values.js";
import { OPTION_RULES } from "./option-rules.js";
import { isParameterKey, type MergedOptions, type OptionKey } from "./options.js";
import { parseRoute } from "./route.js";
import { expectPlainObject } from "./validate.js";

// merge(), the first verb: defaults, then a route and options over them. How each option key
// merges is its row of OPTION_RULES (core/option-rules.ts); every other key is a parameter
// (core/merge-values.ts). `undefined` means "not given" at every depth: it leaves the earlier
// value in place. `__proto__` keys are dropped everywhere (C9).

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
  mapsMerge = true,
): void {
  const source = applyRoute(target, route, options);
  if (source === NO_OPTIONS) return;
  // for-in, own keys only: V8 reads each value through the keys' cache, without the array of
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

/** One key of options and its value, which is not `undefined`. `__proto__` is dropped (C9). */
function mergeKey(target: MergedOptions, key: string, value: unknown): void {
  if (isParameterKey(key)) mergeValue(target, key, value, 0);
  else if (key !== "__proto__") OPTION_RULES[key as OptionKey].merge(target, value);
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
    const parameterNames = Object.keys(defaults).filter(isParameterKey);
    // An object literal for the option keys rather than a spread: one shape for every call.
    // Every option key, as the table lists them (the compiler holds the two equal).
    const merged: MergedOptions = {
      method: defaults.method,
      baseUrl: defaults.baseUrl,
      url: defaults.url,
      // Object.assign, not a spread: on Node 20 a spread copy of a header object took a slow
      // path when a header (such as content-type) was added to it later.
      headers: Object.assign({}, defaults.headers),
      mediaType: defaults.mediaType,
      request: defaults.request,
    } satisfies { [Key in OptionKey]: unknown };
    for (const name of parameterNames) merged[name] = defaults[name];
    // Without parameters in the defaults, no map of the caller's meets one to merge with.
    applyOptions(merged, route, options, parameterNames.length > 0);
    return merged;
  } catch (error) {
    throw asInputError(error);
  }
}
