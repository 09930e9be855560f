import { copyValue } from "./copy.js";
import { mergeHeaders, normalizeHeaders } from "./headers.js";
import { checkMediaType, mergeMediaType } from "./media-type.js";
import { mergeDeep } from "./merge-values.js";
import type { MergedOptions, OptionKey, RequestMeta } from "./options.js";
import { expectPlainObject, validateBaseUrl, validateMethod, validateUrl } from "./validate.js";

/** What the library does with the value of one option key. */
interface OptionRule {
  /**
   * Merges a value that is not `undefined` into merged options: `merge()`, and through it
   * `endpoint.defaults()` and a builder's `merge()`.
   */
  readonly merge: (target: MergedOptions, value: unknown) => void;
  /**
   * Checks the value of merged options from a caller, as `parse()` reads them, and gives what
   * `parse()` keeps (`undefined`: the key stays as it is).
   */
  readonly check: (value: unknown) => unknown;
}

/**
 * The rules of each option key (`OPTION_KEYS` in core/options.ts), one row each: how it merges
 * and how `parse()` checks it. Typed by the table of option keys, so a new key does not compile
 * without its row; every other key is a parameter and merges by `mergeValue`.
 *
 * | key                  | merge                                                          |
 * | -------------------- | ------------------------------------------------------------- |
 * | `method`, `url`, `baseUrl` | the later value replaces the earlier                    |
 * | `headers`            | merged by lowercase name; `undefined` leaves the earlier value |
 * | `mediaType.format`   | the later value replaces the earlier                          |
 * | `mediaType.previews` | concatenated, `-preview` stripped, first occurrence kept (C2) |
 * | `request`            | merged key by key; `null`, `false`, `undefined` mean none     |
 */
export const OPTION_RULES: { readonly [Key in OptionKey]: OptionRule } = {
  method: {
    merge: (target, value) => {
      target.method = validateMethod(value);
    },
    check: validateMethod,
  },
  url: {
    merge: (target, value) => {
      target.url = validateUrl(value);
    },
    check: (url) => (url === undefined ? url : validateUrl(url)),
  },
  baseUrl: {
    merge: (target, value) => {
      target.baseUrl = validateBaseUrl(value);
    },
    check: validateBaseUrl,
  },
  headers: {
    merge: (target, value) => mergeHeaders(target.headers, value),
    check: (headers) => normalizeHeaders(headers ?? {}),
  },
  mediaType: { merge: mergeMediaType, check: checkMediaType },
  request: {
    merge: (target, value) => {
      // `null` and `false` mean no request; any other value that is not a map is an error,
      // where the reference silently drops 0, "" and NaN.
      if (value === null || value === false) return;
      const source = expectPlainObject(value, "request");
      // The defaults' request stays as it is: the merge writes into a copy.
      const request =
        target.request === undefined ? {} : (copyValue(target.request) as RequestMeta);
      target.request = request;
      mergeDeep(request, source, 1);
    },
    // Meta information is passed through as it is.
    check: (request) => request,
  },
};
