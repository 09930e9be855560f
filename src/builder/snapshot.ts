import { freezeDeep } from "../core/copy.js";
import type { EndpointOptions, MergedOptions } from "../core/options.js";
import { catchingCallerFailures } from "../shared/caller-failures.js";
import { type BuilderState, flatOptions, valueAt } from "./builder-state.js";
import { deriveState } from "./derive.js";
import { type KeysSet, keysWith, NO_KEYS_SET, optionsAtKeys } from "./keys-set.js";
import { type Change, PendingChanges, writingInto } from "./pending-changes.js";
import { sameData } from "./same-data.js";

/**
 * The waiting changes of one chain since its made snapshot: the newest snapshot of the chain
 * owns them, and a step from that snapshot hands them on, so a chain of n steps costs n, not
 * n squared (C10).
 */
class Chain {
  owner: Snapshot;
  /** The made snapshot the chain starts from. */
  readonly base: Snapshot;
  readonly pending = new PendingChanges();

  constructor(base: Snapshot, owner: Snapshot) {
    this.base = base;
    this.owner = owner;
  }
}

/**
 * A builder's state, made when something reads it (docs/architecture.md, "The builder"). A
 * snapshot is either made (frozen plain data from one immer `produce`, with the record of the
 * keys its steps set) or waiting: its parent and the changes of one step. Making it writes
 * every waiting change since the nearest made ancestor in one `produce`, then forgets the
 * parent. Either way its value never changes.
 */
export class Snapshot {
  #state: BuilderState | undefined;
  /** The keys the steps set, of a made snapshot ({@link #keysSet}). */
  #keys: KeysSet | undefined;
  /**
   * The record a made snapshot's keys are its base's and the changes since, joined when a
   * step first asks: most builders are built and never asked.
   */
  #keysSince: { readonly before: KeysSet; readonly pending: PendingChanges } | undefined;
  /** The preview names of a made state, as a set once a step asks. */
  #previewNames: ReadonlySet<string> | undefined;
  #parent: Snapshot | undefined;
  #changes: readonly Change[] | undefined;
  /** The chain a waiting snapshot is part of; it reads the chain's changes while it owns them. */
  #chain: Chain | undefined;

  private constructor(
    state: BuilderState | undefined,
    parent: Snapshot | undefined,
    changes: readonly Change[] | undefined,
  ) {
    this.#state = state;
    this.#keys = state === undefined ? undefined : NO_KEYS_SET;
    this.#parent = parent;
    this.#changes = changes;
  }

  /** A made snapshot of frozen state that no step has set anything of. */
  static of(state: BuilderState): Snapshot {
    return new Snapshot(state, undefined, undefined);
  }

  /**
   * A snapshot that is this one with `changes`, made when it is read; this one when every
   * change sets what it holds and has set already. The changes' values are the builder's own
   * copies; they are frozen now, as the made snapshot would freeze them. A step from the
   * newest snapshot of a chain costs what it adds; a step from an older one (a second branch)
   * makes that one first.
   */
  with(changes: readonly Change[]): Snapshot {
    if (changes.every((change) => this.#isUnchangedBy(change))) return this;
    for (const change of changes) {
      // Our own deep freeze rather than immer's: it walks a list by its members, so a sparse
      // list of length 2 ** 32 - 1 costs what it holds (C10). Freezing asks `Object.isFrozen`
      // of a value kept by reference (a caller's map or class instance), which a Proxy can
      // answer with a throw: the caller's failure, as at the step's reading (C11), and the
      // step gives no builder.
      if (change.at !== "previews" && typeof change.value === "object") {
        catchingCallerFailures(() => freezeDeep(change.value));
      }
    }
    const owned = this.#ownedChain();
    const next = new Snapshot(undefined, this, changes);
    const chain = owned ?? new Chain(this, next);
    chain.owner = next;
    chain.pending.add(changes);
    next.#chain = chain;
    return next;
  }

  /** This snapshot's chain while it owns it; a made snapshot has none (made here if it must). */
  #ownedChain(): Chain | undefined {
    if (this.#state !== undefined) return undefined;
    if (this.#chain?.owner === this) return this.#chain;
    // An older snapshot of a chain that has moved on: made now, once.
    this.state();
    return undefined;
  }

  /**
   * Whether this snapshot holds what `change` sets and records its key as set already: a step
   * that makes only such changes changes nothing. Read from the chain's
   * changes and the made state, in constant time.
   */
  #isUnchangedBy(change: Change): boolean {
    if (change.at === "previews") {
      // Long lists are taken as a change rather than searched name by name (C10).
      return change.names.length <= 16 && change.names.every((name) => this.#hasPreview(name));
    }
    const chain = this.#ownedChain();
    const pending = chain?.pending.at(change.at);
    if (pending?.has(change.key)) return sameData(pending.get(change.key), change.value);
    const made = chain === undefined ? this : chain.base;
    const state = made.#state as BuilderState;
    const current =
      change.at === "top"
        ? valueAt(state, change.key)
        : (state[change.at] as Readonly<Record<string, unknown>>)[change.key];
    // The value first: most changes set a new one, and then the record is not read.
    const same = sameData(current, change.value);
    return same && made.#keysSet()[change.at].has(change.key);
  }

  /** Whether a (stripped) preview name is set, read from the chain's changes and the made state. */
  #hasPreview(name: string): boolean {
    const chain = this.#ownedChain();
    if (chain?.pending.previews?.has(name)) return true;
    const made = chain === undefined ? this : chain.base;
    if (!made.#keysSet().previews) return false;
    made.#previewNames ??= new Set((made.#state as BuilderState).mediaType.previews);
    return made.#previewNames.has(name);
  }

  /**
   * The top-level value at `key` as it is now, read without making the snapshot: what a merge
   * step merges into.
   */
  read(key: string): unknown {
    const chain = this.#ownedChain();
    if (chain?.pending.top.has(key)) return chain.pending.top.get(key);
    return valueAt((chain === undefined ? this : chain.base).#state as BuilderState, key);
  }

  /**
   * Exactly what the steps of this snapshot's builder set, as options to merge elsewhere: the
   * keys they set, with their current values (frozen: a merge copies them).
   */
  optionsSetBySteps(): EndpointOptions {
    const state = this.state();
    return optionsAtKeys(this.#keysSet(), state);
  }

  /**
   * The options this snapshot stands for, flat, made now if it is still waiting: what
   * `toOptions()` copies, keys in the order `endpoint.merge()` gives them (C12).
   */
  options(): MergedOptions {
    const state = this.state();
    return flatOptions(state, this.#keysSet().top);
  }

  /** The record of the keys set, of a made snapshot. */
  #keysSet(): KeysSet {
    if (this.#keysSince !== undefined) {
      this.#keys = keysWith(this.#keysSince.before, this.#keysSince.pending);
      this.#keysSince = undefined;
    }
    return this.#keys as KeysSet;
  }

  /**
   * The waiting changes of a snapshot whose chain has moved on, gathered from its ancestors up
   * to the nearest made one, oldest first.
   */
  #gatherChain(): Chain {
    const waiting: (readonly Change[])[] = [];
    let snapshot: Snapshot = this;
    while (snapshot.#state === undefined) {
      waiting.push(snapshot.#changes as readonly Change[]);
      snapshot = snapshot.#parent as Snapshot;
    }
    const chain = new Chain(snapshot, this);
    for (let index = waiting.length - 1; index >= 0; index--) {
      chain.pending.add(waiting[index] as readonly Change[]);
    }
    return chain;
  }

  /**
   * The frozen state, made now with one `produce` if it is still waiting: every waiting change
   * written at once, the preview names of all of them added together.
   */
  state(): BuilderState {
    if (this.#state !== undefined) return this.#state;
    const chain = this.#chain?.owner === this ? this.#chain : this.#gatherChain();
    const base = chain.base.#state as BuilderState;
    // immer looks into the values it finalizes, a caller's map or class instance kept by
    // reference included: a Proxy's trap that throws there is the caller's failure (C11).
    // Nothing is made then: the snapshot stays as it was.
    const state = catchingCallerFailures(() => deriveState(base, writingInto(base, chain.pending)));
    this.#state = state;
    this.#keysSince = { before: chain.base.#keysSet(), pending: chain.pending };
    this.#parent = undefined;
    this.#changes = undefined;
    this.#chain = undefined;
    return state;
  }
}
