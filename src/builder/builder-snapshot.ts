import type { RequestOptions } from "../core/options.js";
import { parseMerged } from "../core/parse.js";
import { RestbuildError } from "../errors.js";
import { catchingCallerFailures } from "../shared/caller-failures.js";
import { mergeStepChanges } from "./merge-changes.js";
import type { Change } from "./pending-changes.js";
import { Snapshot } from "./snapshot.js";

// What a RequestBuilder does with its snapshot besides a step: check it, merge over it and
// build from it. The builder keeps the snapshot private and hands it to these functions.

/**
 * The snapshot a builder is made over, checked: plain JavaScript can call the private
 * constructor with anything, and is refused there, not at a later step.
 */
export function builderSnapshot(value: unknown): Snapshot {
  if (value instanceof Snapshot) return value;
  throw new RestbuildError(
    "INVALID_OPTIONS",
    "a RequestBuilder must be made with RequestBuilder.create(), not with new RequestBuilder()",
  );
}

/**
 * The changes of merging `source` over a builder's snapshot ({@link mergeStepChanges}); of
 * another builder's snapshot, exactly what its steps set.
 */
export function mergeChangesOver(snapshot: Snapshot, source: unknown): Change[] {
  // `instanceof` asks a Proxy's getPrototypeOf trap: a throw there is the caller's (C11).
  return catchingCallerFailures(() =>
    mergeStepChanges(
      (key) => snapshot.read(key),
      source instanceof Snapshot ? source.optionsSetBySteps() : source,
    ),
  );
}

/** The request options of a builder's snapshot. */
export function requestOf(snapshot: Snapshot): RequestOptions {
  // Every step checked what it set, so parseMerged() may trust the state. The state is frozen
  // and shared: the request gets headers of its own, the one thing parsing writes into.
  const state = snapshot.state();
  return parseMerged(state, { ...state.headers }, state.parameters);
}
