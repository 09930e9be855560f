import { describeValue, RestbuildError } from "../errors.js";
import { BUILT_IN_DEFAULTS } from "./defaults.js";
import type { EndpointOptions, HeaderValue, MergedOptions } from "./options.js";
import { OPTION_KEYS } from "./options.js";

// The arguments of RequestBuilder methods that need more than a validator: parameter names,
// and other builders given to merge().

/** Checks a name given to `param()`/`params()`: not empty, not an option key, not `__proto__`. */
export function checkParameterName(name: unknown): string {
  if (typeof name !== "string" || name === "" || name === "__proto__" || OPTION_KEYS.has(name)) {
    throw new RestbuildError(
      "INVALID_PARAMETER",
      `a parameter name must be a non-empty string other than ${[...OPTION_KEYS].join(", ")} and __proto__, got ${describeValue(name)}`,
    );
  }
  return name;
}

/**
 * Anything that gives merged options: every `RequestBuilder`, whatever its type parameters,
 * also one from another copy of this package (where `instanceof` would fail).
 *
 * @example Any object with toOptions() merges into a builder
 * {@includeCode ../../examples/options.ts#options-source}
 */
export interface OptionsSource {
  /**
   * The merged options to apply, as {@link RequestBuilder.toOptions} returns them.
   *
   * @example A builder is an options source
   * {@includeCode ../../examples/options.ts#options-source-to-options}
   */
  toOptions(): MergedOptions;
}

/**
 * The route type after `merge(options)`: unchanged unless the options set a method or url.
 *
 * @example Which options keep the route type
 * {@includeCode ../../examples/route-types.ts#merged-route}
 */
export type MergedRoute<Route extends string, Options> = Options extends
  | { method: string }
  | { url: string }
  ? string
  : Route;

/**
 * What a builder sets beyond the built-in defaults: merging a builder that only adds an
 * authorization header must not reset the method, base URL or accept header of this one.
 */
export function settingsOf(source: OptionsSource): EndpointOptions {
  const { method, baseUrl, headers, mediaType, ...rest } = source.toOptions();
  const settings: Record<string, unknown> = rest;
  if (method !== BUILT_IN_DEFAULTS.method) settings.method = method;
  if (baseUrl !== BUILT_IN_DEFAULTS.baseUrl) settings.baseUrl = baseUrl;
  const changedHeaders: Record<string, HeaderValue> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name] as HeaderValue;
    if (BUILT_IN_DEFAULTS.headers[name] !== value) changedHeaders[name] = value;
  }
  settings.headers = changedHeaders;
  settings.mediaType = {
    ...(mediaType.format !== "" && { format: mediaType.format }),
    previews: mediaType.previews,
  };
  return settings;
}

export function isOptionsSource(value: unknown): value is OptionsSource {
  return typeof (value as Partial<OptionsSource> | null)?.toOptions === "function";
}
