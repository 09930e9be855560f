/**
 * A map that holds at most `limit` entries; when it is full, the oldest entry leaves. Lookups
 * do not reorder entries: hot keys that leave are simply added again, and a hit stays one
 * `Map.get`.
 */
export class BoundedCache<Key, Value> {
  readonly #entries = new Map<Key, Value>();
  readonly #limit: number;

  // Weights bound what entries of very different sizes hold (a template's parts), where a
  // count alone would let a few thousand large entries pin hundreds of megabytes.
  readonly #maxWeight: number;
  #weights: Map<Key, number> | undefined;
  #weight = 0;

  constructor(limit: number, maxWeight = Number.POSITIVE_INFINITY) {
    this.#limit = limit;
    this.#maxWeight = maxWeight;
  }

  get(key: Key): Value | undefined {
    return this.#entries.get(key);
  }

  set(key: Key, value: Value, weight = 1): void {
    if (weight > this.#maxWeight) return;
    this.#remove(key);
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.#limit || this.#weight + weight > this.#maxWeight)
    ) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#remove(oldest.value);
    }
    this.#entries.set(key, value);
    if (weight !== 1 || this.#weights !== undefined) {
      this.#weights ??= new Map();
      this.#weights.set(key, weight);
    }
    this.#weight += weight;
  }

  #remove(key: Key): void {
    if (!this.#entries.delete(key)) return;
    const weight = this.#weights?.get(key) ?? 1;
    this.#weights?.delete(key);
    this.#weight -= weight;
  }

  /** The summed weight of the entries. */
  get weight(): number {
    return this.#weight;
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#weights?.clear();
    this.#weight = 0;
  }
}
