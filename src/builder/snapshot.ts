import { freezeDeep } from "../core/copy.js";
import { addPreviews } from "../core/merge.js";
import type { EndpointOptions, MergedOptions } from "../core/options.js";
import { catchingCallerFailures } from "../shared/caller-failures.js";
import { isPlainObject } from "../shared/is-plain-object.js";
import { deriveState, type Recipe } from "./derive.js";

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

/** The name of what a change sets, in the record of set keys. */
function pathOf(change: Change): string {
  return change.at === "previews" ? "previews" : `${change.at}:${change.key}`;
}

/**
 * What the waiting changes of one chain set, so that a step reads a value in constant time
 * instead of walking the chain: the latest value of each path and the preview names added,
 * since the chain's made snapshot. The chain's newest snapshot owns it; a step from that
 * snapshot hands it on, so a chain of n steps costs n, not n squared (C10).
 */
class PendingIndex {
  owner: Snapshot;
  /** The made snapshot the chain starts from. */
  readonly base: Snapshot;
  readonly values = new Map<string, unknown>();
  readonly previews = new Set<string>();

  constructor(base: Snapshot, owner: Snapshot) {
    this.base = base;
    this.owner = owner;
  }

  record(changes: readonly Change[]): void {
    for (const change of changes) {
      if (change.at === "previews") for (const name of change.names) this.previews.add(name);
      else this.values.set(pathOf(change), change.value);
    }
  }
}

/**
 * A builder's state, made when something reads it (docs/architecture.md, "The builder"). A
 * snapshot is either made (frozen plain data from one immer `produce`, with the record of the
 * keys its steps set) or waiting: its parent and the changes of one step. Making it applies
 * every waiting change since the nearest made ancestor in one `produce`, then forgets the
 * parent. Either way its value never changes.
 */
export class Snapshot {
  #state: Readonly<MergedOptions> | undefined;
  /** The keys the steps set, of a made snapshot ({@link pathOf}). */
  #set: ReadonlySet<string> | undefined;
  /** The preview names of a made state, as a set once a step asks. */
  #previewNames: ReadonlySet<string> | undefined;
  #parent: Snapshot | undefined;
  #changes: readonly Change[] | undefined;
  /** The index of the chain a waiting snapshot is part of; it reads it while it owns it. */
  #pending: PendingIndex | undefined;

  private constructor(
    state: Readonly<MergedOptions> | undefined,
    parent: Snapshot | undefined,
    changes: readonly Change[] | undefined,
  ) {
    this.#state = state;
    this.#set = state === undefined ? undefined : new Set();
    this.#parent = parent;
    this.#changes = changes;
  }

  /** A made snapshot of frozen state that no step has set anything of. */
  static of(state: Readonly<MergedOptions>): Snapshot {
    return new Snapshot(state, undefined, undefined);
  }

  /**
   * A snapshot that is this one with `changes`, made when it is read. The changes' values are
   * the builder's own copies; they are frozen now, as the made snapshot would freeze them.
   * A step from the newest snapshot of a chain costs what it adds; a step from an older one
   * (a second branch) makes that one first.
   */
  with(changes: readonly Change[]): Snapshot {
    // Freezing asks `Object.isFrozen` of a value kept by reference (a caller's map or class
    // instance), which a Proxy can answer with a throw: the caller's failure, as at the step's
    // reading (C11), and the step gives no builder.
    catchingCallerFailures(() => {
      for (const change of changes) {
        // Our own deep freeze rather than immer's: it walks a list by its members, so a sparse
        // list of length 2 ** 32 - 1 costs what it holds (C10).
        if (change.at !== "previews") freezeDeep(change.value);
      }
    });
    const owned = this.#ownedIndex();
    const next = new Snapshot(undefined, this, changes);
    const index = owned ?? new PendingIndex(this, next);
    index.owner = next;
    index.record(changes);
    next.#pending = index;
    return next;
  }

  /** This snapshot's chain index while it owns it; a made snapshot has none (made here if it must). */
  #ownedIndex(): PendingIndex | undefined {
    if (this.#state !== undefined) return undefined;
    if (this.#pending?.owner === this) return this.#pending;
    // An older snapshot of a chain that has moved on: made now, once.
    this.state();
    return undefined;
  }

  /**
   * Whether this snapshot holds what `change` sets and records its key as set already: a step
   * that makes only such changes returns the builder it was called on. Read from the chain's
   * index and the made state, in constant time.
   */
  isUnchangedBy(change: Change): boolean {
    if (change.at === "previews") {
      // Long lists are taken as a change rather than searched name by name (C10).
      return change.names.length <= 16 && change.names.every((name) => this.#hasPreview(name));
    }
    const path = pathOf(change);
    const index = this.#ownedIndex();
    if (index?.values.has(path)) return sameData(index.values.get(path), change.value);
    const made = index === undefined ? this : index.base;
    const state = made.#state as Readonly<MergedOptions>;
    const holder = change.at === "top" ? state : state[change.at];
    // The value first: most changes set a new one, and then the record is not read.
    const same = sameData((holder as Readonly<Record<string, unknown>>)[change.key], change.value);
    // Stryker disable next-line OptionalChaining: a made snapshot always has its record of set keys, made with its state
    return same && made.#set?.has(path) === true;
  }

  /** Whether a (stripped) preview name is set, read from the chain's index and the made state. */
  #hasPreview(name: string): boolean {
    const index = this.#ownedIndex();
    if (index?.previews.has(name)) return true;
    const made = index === undefined ? this : index.base;
    // Stryker disable next-line ConditionalExpression,OptionalChaining: a made state has a preview only from a previews change, which recorded "previews", so the record check never decides alone; a made snapshot always has its record
    if (made.#set?.has("previews") !== true) return false;
    made.#previewNames ??= new Set((made.#state as Readonly<MergedOptions>).mediaType.previews);
    return made.#previewNames.has(name);
  }

  /**
   * The value at `key` of `at` as it is now, read without making the snapshot: what a merge
   * step merges into.
   */
  read(at: Holder, key: string): unknown {
    const index = this.#ownedIndex();
    const path = `${at}:${key}`;
    if (index?.values.has(path)) return index.values.get(path);
    const state = (index === undefined ? this : index.base).#state as Readonly<MergedOptions>;
    const holder = at === "top" ? state : state[at];
    return (holder as Readonly<Record<string, unknown>>)[key];
  }

  /**
   * Exactly what the steps of this snapshot's builder set, as options to merge elsewhere: the
   * keys they set, with their current values (frozen: a merge copies them).
   */
  optionsSetBySteps(): EndpointOptions {
    const state = this.state();
    const settings: Record<string, unknown> = {};
    const headers: Record<string, unknown> = {};
    const mediaType: { format?: string; previews?: readonly string[] } = {};
    for (const path of this.#set as ReadonlySet<string>) {
      const at = path.slice(0, path.indexOf(":"));
      const key = path.slice(at.length + 1);
      if (path === "previews") mediaType.previews = state.mediaType.previews;
      else if (at === "headers") headers[key] = state.headers[key];
      else if (at === "mediaType") mediaType.format = state.mediaType.format;
      else settings[key] = state[key];
    }
    settings.headers = headers;
    settings.mediaType = mediaType;
    return settings;
  }

  /** The nearest made ancestor, and the changes since, newest first. */
  #waitingChanges(): {
    made: { state: Readonly<MergedOptions>; set: ReadonlySet<string> };
    waiting: (readonly Change[])[];
  } {
    const waiting: (readonly Change[])[] = [];
    let snapshot: Snapshot = this;
    while (snapshot.#state === undefined) {
      waiting.push(snapshot.#changes as readonly Change[]);
      snapshot = snapshot.#parent as Snapshot;
    }
    return {
      made: { state: snapshot.#state, set: snapshot.#set as ReadonlySet<string> },
      waiting,
    };
  }

  /**
   * The frozen state, made now with one `produce` if it is still waiting: every waiting change
   * applied in order, the preview names of all of them added at once.
   */
  state(): Readonly<MergedOptions> {
    // Stryker disable next-line ConditionalExpression: a made snapshot made again applies no change: produce() returns the same frozen state, and the record is copied equal
    if (this.#state !== undefined) return this.#state;
    const { made, waiting } = this.#waitingChanges();
    const set = new Set(made.set);
    const changes: Change[] = [];
    for (let index = waiting.length - 1; index >= 0; index--) {
      for (const change of waiting[index] as readonly Change[]) {
        changes.push(change);
        set.add(pathOf(change));
      }
    }
    // immer looks into the values it finalizes, a caller's map or class instance kept by
    // reference included: a Proxy's trap that throws there is the caller's failure (C11).
    // Nothing is made then: the snapshot stays as it was.
    const state = catchingCallerFailures(() =>
      deriveState(made.state, applying(made.state, changes)),
    );
    this.#state = state;
    this.#set = set;
    this.#parent = undefined;
    this.#changes = undefined;
    this.#pending = undefined;
    return state;
  }
}

/**
 * The recipe that applies changes, in order, to a draft of `base`. A change of a header or of
 * `mediaType` gives that map a new object made from `base`'s, rather than writing into the
 * draft's: a nested draft costs immer a Proxy and a walk at the end, several times the cost of
 * the whole step.
 */
function applying(base: Readonly<MergedOptions>, changes: readonly Change[]): Recipe {
  return (draft) => {
    let headers: Record<string, unknown> | undefined;
    let mediaType: MergedOptions["mediaType"] | undefined;
    const previews: string[] = [];
    for (const change of changes) {
      if (change.at === "previews") appendAll(previews, change.names);
      else if (change.at === "top") draft[change.key] = change.value;
      else if (change.at === "headers") {
        headers ??= { ...base.headers };
        headers[change.key] = change.value;
      } else {
        mediaType ??= { ...base.mediaType };
        (mediaType as Record<string, unknown>)[change.key] = change.value;
      }
    }
    if (headers !== undefined) draft.headers = headers as MergedOptions["headers"];
    if (previews.length > 0) {
      mediaType ??= { ...base.mediaType };
      const list = [...mediaType.previews];
      addPreviews(list, previews);
      mediaType.previews = list;
    }
    if (mediaType !== undefined) draft.mediaType = mediaType;
  };
}

/**
 * Whether two values hold the same data: the same value, or plain objects and arrays with
 * the same keys and the same data under each. A merge copies a map before it merges into it,
 * so a merge that sets what is there makes an equal copy, not a change.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (!(Array.isArray(a) || isPlainObject(a)) || !(Array.isArray(b) || isPlainObject(b))) {
    return false;
  }
  // A symbol key (`Symbol.toPrimitive`) may decide the text of a map: such maps are equal only
  // when they are the same object.
  if (hasSymbolKeys(a as object) || hasSymbolKeys(b as object)) return false;
  const first = a as Readonly<Record<string, unknown>>;
  const second = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(first);
  if (keys.length !== Object.keys(second).length) return false;
  return keys.every((key) => Object.hasOwn(second, key) && sameData(first[key], second[key]));
}

function hasSymbolKeys(value: object): boolean {
  return Object.getOwnPropertySymbols(value).length > 0;
}

/** Appends every name; a loop, as a spread of a long list would overflow the call stack. */
function appendAll(list: string[], names: readonly string[]): void {
  for (const name of names) list.push(name);
}
