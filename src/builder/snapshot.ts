import { freeze } from "immer";
import type { MergedOptions, ResultHeaders } from "../core/options.js";
import { deriveState, type Recipe } from "./derive.js";

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
      if (change.at !== "previews") freeze(change.value, true);
    }
    return new Snapshot(undefined, this, changes);
  }

  /** A snapshot made now by one immer `produce` over this one's state. */
  produce(recipe: Recipe): Snapshot {
    const state = this.state();
    const next = deriveState(state, recipe);
    return next === state ? this : Snapshot.of(next);
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
   * The state for a request, with headers the caller may change, without making the snapshot:
   * a waiting snapshot gives a shallow copy of its nearest made ancestor's state with the
   * waiting changes applied. Every value in it is frozen, so nothing reaches the snapshot
   * through it. It costs a copy of the top level, where `produce` costs several microseconds;
   * the second request makes the snapshot, so a prepared builder pays for `produce` once.
   */
  view(): { state: Readonly<MergedOptions>; headers: ResultHeaders } {
    // A builder built more than once is a prepared one: its snapshot is made once, and every
    // later build reads it as it is.
    if (this.#state === undefined && this.#viewed) this.state();
    if (this.#state !== undefined) {
      return { state: this.#state, headers: { ...this.#state.headers } };
    }
    this.#viewed = true;
    const { made, waiting } = this.#waitingChanges();
    const view: MergedOptions = { ...made };
    const headers = { ...made.headers };
    view.headers = headers;
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
    return { state: view, headers };
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
