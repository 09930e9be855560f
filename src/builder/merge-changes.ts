import { stripPreviewSuffix } from "../core/accept-header.js";
import { copyValue } from "../core/copy.js";
import { normalizeHeaders } from "../core/headers.js";
import { checkPreviewNames } from "../core/media-type.js";
import { merge } from "../core/merge.js";
import {
  isParameterKey,
  type MediaType,
  type MergedOptions,
  type OptionKey,
} from "../core/options.js";
import { expectPlainObject } from "../core/validate.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { compileRouteTemplate } from "../template/template-cache.js";
import { isOptionsSource, optionsOf } from "./options-source.js";
import type { Change } from "./pending-changes.js";

// A builder's merge() as changes: the merge rules of core give the values, and every key the
// options give (not `undefined`) is recorded as set, also where it equals what was there.

type Recorder = (given: unknown, merged: Readonly<MergedOptions>, changes: Change[]) => void;

/** How each option key given to a merge is recorded; typed by the table of option keys. */
const RECORDERS: { readonly [Key in OptionKey]: Recorder } = {
  method: (_, merged, changes) => changes.push({ at: "top", key: "method", value: merged.method }),
  baseUrl: (_, merged, changes) =>
    changes.push({ at: "top", key: "baseUrl", value: merged.baseUrl }),
  url: (_, merged, changes) => changes.push({ at: "top", key: "url", value: merged.url }),
  request: (given, merged, changes) => {
    // `null` and `false` mean no request: nothing is set.
    if (given !== null && given !== false) {
      changes.push({ at: "top", key: "request", value: merged.request });
    }
  },
  headers: (given, merged, changes) => {
    const headers = given as Readonly<Record<string, unknown>>;
    const names = Object.keys(headers);
    // The merge checked the names. An undefined value can cancel another spelling of its name
    // in the same object: only then is the set of names found by normalizing again.
    const set = names.some((name) => headers[name] === undefined)
      ? Object.keys(normalizeHeaders(headers))
      : names.map((name) => name.toLowerCase());
    for (const name of set) changes.push({ at: "headers", key: name, value: merged.headers[name] });
  },
  mediaType: (given, merged, changes) => {
    const { format, previews } = given as MediaType;
    if (format !== undefined) {
      changes.push({ at: "mediaType", key: "format", value: merged.mediaType.format });
    }
    if (previews !== undefined) {
      changes.push({ at: "previews", names: checkPreviewNames(previews).map(stripPreviewSuffix) });
    }
  },
};

/** Reads a value of a builder's state as it is now: {@link Snapshot.read}. */
export type StateReader = (key: string) => unknown;

/**
 * The part of a builder's state that merging `options` reads: the values the options merge
 * into (a map merges key by key into the map of its name, `request` into `request`). Headers
 * are replaced by name and previews added to, so none are read. Reading no more keeps a merge
 * step as cheap as its options, whatever the builder holds (C10).
 */
function stateToMergeInto(read: StateReader, options: unknown): MergedOptions {
  const state: MergedOptions = {
    method: read("method") as string,
    baseUrl: read("baseUrl") as string,
    url: read("url") as string | undefined,
    headers: {},
    // A merge records the media type from its options alone (RECORDERS.mediaType): the
    // builder's own is never read.
    mediaType: { format: "", previews: [] },
    request: read("request") as MergedOptions["request"],
  };
  if (!isPlainObject(options)) return state;
  for (const key of Object.keys(options)) {
    if (!isParameterKey(key)) continue;
    const value = read(key);
    if (value !== undefined) state[key] = value;
  }
  return state;
}

/**
 * The changes that merging `options` (the builder's own copy) over a builder's state makes,
 * each given key with its merged value.
 *
 * @throws {@link RestbuildError} for an invalid option, as `merge()` does.
 */
export function mergeChanges(read: StateReader, options: unknown): Change[] {
  // merge() would read a string as a route; a builder merges options only.
  if (typeof options === "string") expectPlainObject(options, "options");
  const merged = merge(stateToMergeInto(read, options), options);
  // merge() took `options` as options, or undefined as none.
  const given = (options ?? {}) as Readonly<Record<string, unknown>>;
  const changes: Change[] = [];
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (value === undefined || key === "__proto__") continue;
    if (isParameterKey(key)) changes.push({ at: "top", key, value: merged[key] });
    else RECORDERS[key as OptionKey](value, merged, changes);
  }
  // A malformed template fails here, not at build().
  if (given.url !== undefined) compileRouteTemplate(merged.url as string);
  return changes;
}

/**
 * The changes of a builder's `merge()` step: `source` merged over the builder's options by the
 * merge rules, found at once (so a bad value fails at the step). The options are copied first,
 * each value read once, so later changes to the caller's objects do not reach the builder. An
 * object with `toOptions()` gives all its options. The caller runs it through
 * `catchingCallerFailures`, as it reads the caller's objects.
 */
export function mergeStepChanges(read: StateReader, source: unknown): Change[] {
  const options = isOptionsSource(source) ? optionsOf(source) : source;
  return mergeChanges(read, copyValue(options));
}
