import { freezeDeep } from "../core/copy.js";
import { merge } from "../core/merge.js";
import type { MergedOptions } from "../core/options.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { deriveState } from "./derive.js";

/**
 * One change of a builder step, as data: a value at a top-level key or at a key of `headers`
 * or `mediaType` (`undefined` removes it), or preview names to add. Steps check and copy their
 * input before they make a change, so applying one never throws and never reads the caller's
 * objects.
 */
export type Change =
  | { readonly at: Holder; readonly key: string; readonly value: unknown }
  | { readonly at: "previews"; readonly names: readonly string[] };

/** Where a change's key is: at the top of the state, or in its `headers` or `mediaType`. */
export type Holder = "top" | "headers" | "mediaType";

/**
 * How many steps may wait on one snapshot before it is made: a bound on the memory a long
 * chain keeps and on the walk that reads a value through the waiting changes.
 */
const MAX_WAITING = 32;

/**
 * A builder's state, made when something reads it (docs/architecture.md, "Snapshots made on
 * read"). A snapshot is either made (frozen plain data from one immer `produce`) or waiting:
 * its parent and the changes of one step. Making it applies every waiting change since the
 * nearest made ancestor in one `produce`, then forgets the parent. Either way its value never
 * changes.
 */
export class Snapshot {
  #state: Readonly<MergedOptions> | undefined;
  #parent: Snapshot | undefined;
  #changes: readonly Change[] | undefined;
  /** Waiting snapshots between this one and its nearest made ancestor, this one included. */
  #waiting: number;
  /** Whether a request was built from this waiting snapshot already. */
  #viewed = false;

  private constructor(
    state: Readonly<MergedOptions> | undefined,
    parent: Snapshot | undefined,
    changes: readonly Change[] | undefined,
  ) {
    this.#state = state;
    this.#parent = parent;
    this.#changes = changes;
    this.#waiting = parent === undefined ? 0 : parent.#waiting + 1;
  }

  /** A made snapshot of frozen state. */
  static of(state: Readonly<MergedOptions>): Snapshot {
    return new Snapshot(state, undefined, undefined);
  }

  /**
   * A snapshot that is this one with `changes`, made when it is read. The changes' values are
   * the builder's own copies; they are frozen now, as the made snapshot would freeze them.
   */
  with(changes: readonly Change[]): Snapshot {
    if (this.#waiting >= MAX_WAITING) this.state();
    for (const change of changes) {
      // Our own deep freeze rather than immer's: it walks a list by its members, so a sparse
      // list of length 2 ** 32 - 1 costs what it holds (C10).
      if (change.at !== "previews") freezeDeep(change.value);
    }
    return new Snapshot(undefined, this, changes);
  }

  /**
   * The changes that merging `options` over this snapshot's state makes, found without making
   * it: `merge()` runs over the state as a request reads it, and its result is compared with
   * that state.
   */
  changesOf(options: unknown): Change[] {
    const state = this.#compose();
    return differences(state, merge(state, options));
  }

  /**
   * The current value of a top-level key, or of a key of `headers` or `mediaType`, read
   * through the waiting changes without making the snapshot.
   */
  read(at: Holder, key: string): unknown {
    for (let snapshot: Snapshot = this; ; snapshot = snapshot.#parent as Snapshot) {
      const state = snapshot.#state;
      if (state !== undefined) {
        const holder = at === "top" ? state : (state[at] as Readonly<Record<string, unknown>>);
        return Object.hasOwn(holder, key) ? holder[key] : undefined;
      }
      const changes = snapshot.#changes as readonly Change[];
      for (let index = changes.length - 1; index >= 0; index--) {
        const change = changes[index] as Change;
        if (change.at === at && change.key === key) return change.value;
      }
    }
  }

  /** Whether a (stripped) preview name is set, read without making the snapshot. */
  hasPreview(name: string): boolean {
    for (let snapshot: Snapshot = this; ; snapshot = snapshot.#parent as Snapshot) {
      const state = snapshot.#state;
      if (state !== undefined) return state.mediaType.previews.includes(name);
      for (const change of snapshot.#changes as readonly Change[]) {
        if (change.at === "previews" && change.names.includes(name)) return true;
      }
    }
  }

  /**
   * The state for a request, without making the snapshot: a waiting snapshot gives a shallow
   * copy of its nearest made ancestor's state with the waiting changes applied. Every value in
   * it is frozen, so nothing reaches the snapshot through it. It costs a copy of the top level,
   * where `produce` costs several microseconds; the second request makes the snapshot, so a
   * prepared builder pays for `produce` once.
   */
  view(): Readonly<MergedOptions> {
    // A builder built more than once is a prepared one: its snapshot is made once, and every
    // later build reads it as it is.
    if (this.#state === undefined && this.#viewed) this.state();
    if (this.#state === undefined) this.#viewed = true;
    return this.#compose();
  }

  /** {@link view}'s state, whether this snapshot is made or waiting. */
  #compose(): Readonly<MergedOptions> {
    if (this.#state !== undefined) return this.#state;
    const { made, waiting } = this.#waitingChanges();
    const view: MergedOptions = { ...made, headers: { ...made.headers } };
    for (let index = waiting.length - 1; index >= 0; index--) {
      for (const change of waiting[index] as readonly Change[]) {
        if (
          (change.at === "mediaType" || change.at === "previews") &&
          view.mediaType === made.mediaType
        ) {
          view.mediaType = { ...made.mediaType, previews: [...made.mediaType.previews] };
        }
        apply(view, change);
      }
    }
    return view;
  }

  /** The nearest made ancestor's state, and the changes since, newest first. */
  #waitingChanges(): { made: Readonly<MergedOptions>; waiting: (readonly Change[])[] } {
    const waiting: (readonly Change[])[] = [];
    let snapshot: Snapshot = this;
    while (snapshot.#state === undefined) {
      waiting.push(snapshot.#changes as readonly Change[]);
      snapshot = snapshot.#parent as Snapshot;
    }
    return { made: snapshot.#state, waiting };
  }

  /** The frozen state, made now with one `produce` if it is still waiting. */
  state(): Readonly<MergedOptions> {
    if (this.#state !== undefined) return this.#state;
    const { made, waiting } = this.#waitingChanges();
    const state = deriveState(made, (draft) => {
      for (let index = waiting.length - 1; index >= 0; index--) {
        for (const change of waiting[index] as readonly Change[]) apply(draft, change);
      }
    });
    this.#state = state;
    this.#parent = undefined;
    this.#changes = undefined;
    this.#waiting = 0;
    return state;
  }
}

/**
 * The changes that take `before` to `after`, a copy of it whose top level, headers and media
 * type were changed in place by the merge rules, which only ever add previews at the end.
 */
function differences(before: Readonly<MergedOptions>, after: MergedOptions): Change[] {
  const changes: Change[] = [];
  collect(changes, "top", before, after);
  collect(changes, "headers", before.headers, after.headers);
  if (after.mediaType.format !== before.mediaType.format) {
    changes.push({ at: "mediaType", key: "format", value: after.mediaType.format });
  }
  const added = after.mediaType.previews.slice(before.mediaType.previews.length);
  if (added.length > 0) changes.push({ at: "previews", names: added });
  return changes;
}

/**
 * The changed and added keys of one holder (`headers` and `mediaType` aside). The merge rules
 * never remove a key: `undefined` means "not given" at every depth.
 */
function collect(
  changes: Change[],
  at: "top" | "headers",
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): void {
  for (const key of Object.keys(after)) {
    if (at === "top" && (key === "headers" || key === "mediaType")) continue;
    const value = after[key];
    if (value === undefined) continue;
    if (!Object.hasOwn(before, key) || !sameData(before[key], value)) {
      changes.push({ at, key, value });
    }
  }
}

/**
 * Whether two values hold the same data: the same value, or plain objects and arrays with
 * the same keys and the same data under each. The merge rules copy a frozen map before they
 * merge into it, so a merge that sets what is there makes an equal copy, not a change.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (!(Array.isArray(a) || isPlainObject(a)) || !(Array.isArray(b) || isPlainObject(b))) {
    return false;
  }
  const first = a as Readonly<Record<string, unknown>>;
  const second = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(first);
  if (keys.length !== Object.keys(second).length) return false;
  return keys.every((key) => Object.hasOwn(second, key) && sameData(first[key], second[key]));
}

function apply(draft: MergedOptions, change: Change): void {
  if (change.at === "previews") {
    // The names are stripped of "-preview" already. A set keeps long lists linear (C10).
    const previews = draft.mediaType.previews;
    const present = new Set(previews);
    for (const name of change.names) {
      if (!present.has(name)) {
        present.add(name);
        previews.push(name);
      }
    }
    return;
  }
  const holder: Record<string, unknown> = change.at === "top" ? draft : draft[change.at];
  if (change.value === undefined) delete holder[change.key];
  else holder[change.key] = change.value;
}
