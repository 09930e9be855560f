import { BUILT_IN_DEFAULTS } from "../core/defaults.js";
import {
  isParameterKey,
  type MergedOptions,
  type OptionKey,
  type OptionValues,
} from "../core/options.js";

/**
 * A builder's state: its options, with the parameters in a map of their own, as the headers
 * are. A chain's steps then change at most one top-level key for all the parameters they
 * bind, and making the state writes that key once through immer's draft, however many
 * parameters there are: a write through the draft is immer's cost per key.
 */
export type BuilderState = Readonly<OptionValues> & {
  readonly parameters: Readonly<Record<string, unknown>>;
};

/** The state of `RequestBuilder.create()`: the built-in defaults, no parameter. */
export const INITIAL_STATE: BuilderState = Object.freeze({
  ...BUILT_IN_DEFAULTS,
  parameters: Object.freeze({}),
});

/** The keys of every state's options before any step: the built-in defaults' own. */
const INITIAL_KEYS = Object.keys(BUILT_IN_DEFAULTS);

/**
 * The value at `key` of the options `state` stands for: a parameter is read from the map of
 * parameters, an own key only (`toString` names no parameter a step did not set).
 */
export function valueAt(state: BuilderState, key: string): unknown {
  if (!isParameterKey(key)) return state[key as OptionKey];
  return Object.hasOwn(state.parameters, key) ? state.parameters[key] : undefined;
}

/**
 * The options `state` stands for, as one flat object, keys in the order `endpoint.merge()`
 * gives them (C12): the built-in defaults' keys, then every key the steps set, in the order
 * they were first set (`setKeys`), options and parameters alike.
 */
export function flatOptions(state: BuilderState, setKeys: Iterable<string>): MergedOptions {
  const options: Record<string, unknown> = {};
  for (const key of INITIAL_KEYS) options[key] = valueAt(state, key);
  for (const key of setKeys) options[key] = valueAt(state, key);
  return options as MergedOptions;
}
