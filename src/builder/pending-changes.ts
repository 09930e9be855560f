import { addPreviews } from "../core/media-type.js";
import { isParameterKey, type MergedOptions } from "../core/options.js";
import type { BuilderState } from "./builder-state.js";
import type { Recipe } from "./derive.js";

/**
 * One change of a builder step, as data: a value at a top-level key or at a key of `headers`
 * or `mediaType`, or preview names to add (stripped of `-preview`). Steps check and copy their
 * input before they make a change, so applying one never throws and never reads the caller's
 * objects. A change also records that the builder set its key, which `merge(otherBuilder)`
 * reads: even one that sets what is there already.
 */
export type Change =
  | { readonly at: Holder; readonly key: string; readonly value: unknown }
  | { readonly at: "previews"; readonly names: readonly string[] };

/** Where a change's key is: at the top of the state, or in its `headers` or `mediaType`. */
export type Holder = "top" | "headers" | "mediaType";

/**
 * What the waiting steps since a made state set, summed up: the latest value of each key, by
 * where it is, and the preview names added, each once, in the order first given. A step reads
 * it in constant time instead of walking the chain, and making the state writes it in one
 * `produce` ({@link writingInto}): the keys keep the order of their first change, as the
 * changes applied one by one would leave them.
 */
export class PendingChanges {
  readonly top = new Map<string, unknown>();
  /** Made for the first change of its holder: most chains set parameters only. */
  headers: Map<string, unknown> | undefined;
  mediaType: Map<string, unknown> | undefined;
  previews: Set<string> | undefined;

  add(changes: readonly Change[]): void {
    for (const change of changes) {
      if (change.at === "previews") {
        this.previews ??= new Set();
        for (const name of change.names) this.previews.add(name);
      } else if (change.at === "top") {
        this.top.set(change.key, change.value);
      } else if (change.at === "headers") {
        this.headers ??= new Map();
        this.headers.set(change.key, change.value);
      } else {
        this.mediaType ??= new Map();
        this.mediaType.set(change.key, change.value);
      }
    }
  }

  /** The values set at `at`, if any step set one there. */
  at(at: Holder): ReadonlyMap<string, unknown> | undefined {
    return at === "top" ? this.top : at === "headers" ? this.headers : this.mediaType;
  }
}

/**
 * The recipe that writes `pending` into a draft of `base`. A change of a parameter, a header
 * or `mediaType` gives that map a new object made from `base`'s, frozen as the values are,
 * rather than writing into the draft's: a nested draft would cost immer a Proxy and a walk at
 * the end for a map of a few keys, and each key written through the draft costs a trap.
 */
export function writingInto(base: BuilderState, pending: PendingChanges): Recipe {
  return (draft) => {
    let parameters: Record<string, unknown> | undefined;
    // forEach rather than for-of: no [key, value] pair is made per entry.
    pending.top.forEach((value, key) => {
      if (isParameterKey(key)) {
        parameters ??= { ...base.parameters };
        parameters[key] = value;
      } else {
        (draft as Record<string, unknown>)[key] = value;
      }
    });
    if (parameters !== undefined) draft.parameters = Object.freeze(parameters);
    if (pending.headers !== undefined) {
      const headers: Record<string, unknown> = { ...base.headers };
      pending.headers.forEach((value, key) => {
        headers[key] = value;
      });
      draft.headers = Object.freeze(headers) as MergedOptions["headers"];
    }
    // A step may add no preview name (`.previews([])`): it still counts as set, but changes
    // nothing here.
    const previews = pending.previews?.size ? pending.previews : undefined;
    if (pending.mediaType === undefined && previews === undefined) return;
    const mediaType = { ...base.mediaType };
    if (pending.mediaType !== undefined) {
      pending.mediaType.forEach((value, key) => {
        (mediaType as Record<string, unknown>)[key] = value;
      });
    }
    if (previews !== undefined) {
      const list = [...mediaType.previews];
      addPreviews(list, [...previews]);
      mediaType.previews = Object.freeze(list) as string[];
    }
    draft.mediaType = Object.freeze(mediaType);
  };
}
