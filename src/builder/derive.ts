import { type Draft, Immer } from "immer";
import type { BuilderState } from "./builder-state.js";

// A module-local instance: the global immer setters would change the behaviour of every other
// user of immer in the application. Its own freezing is off: immer would also freeze a map or
// set a caller gave (a cache under `request`), which stays the caller's; the recipes freeze the
// plain objects and arrays they write. Strict iteration is off: the state holds only enumerable
// string keys (a symbol or hidden key never enters it), so immer need not look for others.
const immer = new Immer({ autoFreeze: false, useStrictIteration: false });

/**
 * A function that changes a draft of the state in place, writing only frozen values: a step's
 * values are frozen when it records them, and a map the recipe makes it freezes itself.
 */
export type Recipe = (draft: Draft<BuilderState>) => void;

/**
 * The one way a snapshot's state changes: one immer `produce` over frozen plain data. The
 * recipe wrote frozen values only, so freezing the result's top freezes all of it, without a
 * walk over what it shares. Returns the same state object when the recipe changed nothing;
 * throws before anything is created when the recipe throws.
 */
export function deriveState(state: BuilderState, recipe: Recipe): BuilderState {
  return Object.freeze(immer.produce(state, recipe));
}
