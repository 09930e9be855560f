import type { EndpointOptions } from "../core/options.js";
import { type BuilderState, valueAt } from "./builder-state.js";
import type { PendingChanges } from "./pending-changes.js";

/**
 * The keys a builder's steps set, by where they are, also those set to the value already
 * there: what `merge(otherBuilder)` takes of the other builder.
 */
export interface KeysSet {
  readonly top: ReadonlySet<string>;
  readonly headers: ReadonlySet<string>;
  readonly mediaType: ReadonlySet<string>;
  /** Whether a step added previews (even none). */
  readonly previews: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/** The record of a state no step has set anything of: the built-in defaults. */
export const NO_KEYS_SET: KeysSet = { top: NONE, headers: NONE, mediaType: NONE, previews: false };

/** `keys` and the keys `pending` sets; a set that gains nothing is shared, not copied. */
export function keysWith(keys: KeysSet, pending: PendingChanges): KeysSet {
  return {
    top: union(keys.top, pending.top),
    headers: union(keys.headers, pending.headers),
    mediaType: union(keys.mediaType, pending.mediaType),
    previews: keys.previews || pending.previews !== undefined,
  };
}

function union(
  keys: ReadonlySet<string>,
  added: ReadonlyMap<string, unknown> | undefined,
): ReadonlySet<string> {
  if (added === undefined) return keys;
  let result: Set<string> | undefined;
  for (const key of added.keys()) {
    if (result === undefined && keys.has(key)) continue;
    result ??= new Set(keys);
    result.add(key);
  }
  return result ?? keys;
}

/**
 * The options of `state` at the keys set, with their current values (frozen: a merge copies
 * them). Headers and media type are always there, as maps of what was set.
 */
export function optionsAtKeys(keys: KeysSet, state: BuilderState): EndpointOptions {
  const options: Record<string, unknown> = {};
  for (const key of keys.top) options[key] = valueAt(state, key);
  const headers: Record<string, unknown> = {};
  for (const name of keys.headers) headers[name] = state.headers[name];
  const mediaType: { format?: string; previews?: readonly string[] } = {};
  if (keys.mediaType.has("format")) mediaType.format = state.mediaType.format;
  if (keys.previews) mediaType.previews = state.mediaType.previews;
  options.headers = headers;
  options.mediaType = mediaType;
  return options;
}
