import { BUILT_IN_DEFAULTS } from "./defaults.js";
import type { EndpointOptions, HeaderValue, MergedOptions } from "./options.js";

// Other builders given to merge(): what they set, and how to recognise them across copies of
// this package.

/**
 * Anything that gives merged options: every `RequestBuilder`, whatever its type parameters,
 * also one from another copy of this package (where `instanceof` would fail).
 *
 * @example Any object with toOptions() merges into a builder
 * {@includeCode ../../examples/options.ts#options-source}
 *
 * @category Builder
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
