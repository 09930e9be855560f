/**
 * A map that holds at most `limit` entries; when it is full, the oldest entry leaves. Lookups
 * do not reorder entries: hot keys that leave are simply added again, and a hit stays one
 * `Map.get`.
 */
export class BoundedCache<Key, Value> {
  readonly #entries = new Map<Key, Value>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get(key: Key): Value | undefined {
    return this.#entries.get(key);
  }

  set(key: Key, value: Value): void {
    if (this.#entries.size >= this.#limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
