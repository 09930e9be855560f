import type { MergedOptions } from "../core/options.js";
import { expectPlainObject } from "../core/validate.js";

/**
 * Anything that gives merged options: every `RequestBuilder`, whatever its type parameters,
 * also one from another copy of this package (where `instanceof` would fail). Merging a
 * builder of this copy takes exactly what its steps set; any other source gives all of
 * `toOptions()`.
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

export function isOptionsSource(value: unknown): value is OptionsSource {
  return typeof (value as Partial<OptionsSource> | null)?.toOptions === "function";
}

/**
 * The merged options a source gives, checked to be merged options: a plain object with
 * `headers` and `mediaType` maps, as every `toOptions()` of a builder returns.
 *
 * @throws {@link RestbuildError} `INVALID_OPTIONS` for anything else.
 */
export function optionsOf(source: OptionsSource): MergedOptions {
  const options = expectPlainObject(source.toOptions(), "the result of toOptions()");
  expectPlainObject(options.headers, "the headers of toOptions()");
  expectPlainObject(options.mediaType, "the mediaType of toOptions()");
  return options as MergedOptions;
}
