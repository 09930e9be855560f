import { Immer } from "immer";
import type { MergedOptions } from "../core/options.js";

// A module-local instance: the global immer setters would change the behaviour of every other
// user of immer in the application.
const immer = new Immer({ autoFreeze: true });

/** A function that changes a draft of the state in place. */
export type Recipe = (draft: MergedOptions) => void;

/**
 * The one way a snapshot's state changes: one immer `produce` over frozen plain data. Returns
 * the same state object when the recipe changed nothing; throws before anything is created when
 * the recipe throws.
 */
export function deriveState(
  state: Readonly<MergedOptions>,
  recipe: Recipe,
): Readonly<MergedOptions> {
  return immer.produce(state as MergedOptions, recipe);
}
