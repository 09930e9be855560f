import { Immer } from "immer";
import { freezeDeep } from "../core/copy.js";
import type { MergedOptions } from "../core/options.js";

// A module-local instance: the global immer setters would change the behaviour of every other
// user of immer in the application. Its own freezing is off: immer would also freeze a map or
// set a caller gave (a cache under `request`), which stays the caller's. `freezeDeep` freezes the
// plain objects and arrays only. Strict iteration is off: the state holds only enumerable
// string keys (a symbol or hidden key never enters it), so immer need not look for others.
const immer = new Immer({ autoFreeze: false, useStrictIteration: false });

/** A function that changes a draft of the state in place. */
export type Recipe = (draft: MergedOptions) => void;

/**
 * The one way a snapshot's state changes: one immer `produce` over frozen plain data, whose
 * result is frozen as deep as it is new (frozen parts are shared, not walked). Returns the same
 * state object when the recipe changed nothing; throws before anything is created when the
 * recipe throws.
 */
export function deriveState(
  state: Readonly<MergedOptions>,
  recipe: Recipe,
): Readonly<MergedOptions> {
  return freezeDeep(immer.produce(state as MergedOptions, recipe));
}
