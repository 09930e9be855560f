import { describe, expect, it } from "vitest";
import { BoundedCache } from "../../src/shared/bounded-cache.js";

/** The keys a cache still holds, of those given, in the order given. */
function heldKeys(cache: BoundedCache<string, number>, keys: readonly string[]): string[] {
  return keys.filter((key) => cache.get(key) !== undefined);
}

describe("BoundedCache by count", () => {
  it("holds up to its limit and lets the oldest entry leave first", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(heldKeys(cache, ["a", "b"])).toEqual(["a", "b"]);
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(heldKeys(cache, ["a", "b", "c"])).toEqual(["b", "c"]);
    cache.set("d", 4);
    expect(heldKeys(cache, ["a", "b", "c", "d"])).toEqual(["c", "d"]);
    expect(cache.get("d")).toBe(4);
  });

  it("replaces a key in place without letting another entry leave", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 10);
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBe(10);
    expect(cache.get("b")).toBe(2);
    // "a" was set again after "b", so "b" is now the oldest.
    cache.set("c", 3);
    expect(heldKeys(cache, ["a", "b", "c"])).toEqual(["a", "c"]);
  });

  it("counts each unweighted entry as weight 1", () => {
    const cache = new BoundedCache<string, number>(3);
    expect(cache.weight).toBe(0);
    cache.set("a", 1);
    expect(cache.weight).toBe(1);
    cache.set("b", 2);
    expect(cache.weight).toBe(2);
    cache.set("a", 3);
    expect(cache.weight).toBe(2);
  });

  it("empties on clear() and fills again from zero", () => {
    const cache = new BoundedCache<string, number>(2, 10);
    cache.set("a", 1, 4);
    cache.set("b", 2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);
    expect(cache.get("a")).toBeUndefined();
    cache.set("c", 3, 10);
    expect(cache.weight).toBe(10);
    expect(cache.get("c")).toBe(3);
  });
});

describe("BoundedCache by weight", () => {
  it("keeps entries whose summed weight reaches the bound exactly", () => {
    const cache = new BoundedCache<string, number>(10, 10);
    cache.set("a", 1, 5);
    cache.set("b", 2, 5);
    expect(heldKeys(cache, ["a", "b"])).toEqual(["a", "b"]);
    expect(cache.weight).toBe(10);
  });

  it("lets the oldest entries leave until a new one fits under the bound", () => {
    const cache = new BoundedCache<string, number>(10, 10);
    cache.set("a", 1, 6);
    cache.set("b", 2, 6);
    expect(heldKeys(cache, ["a", "b"])).toEqual(["b"]);
    expect(cache.weight).toBe(6);
    cache.set("c", 3, 2);
    cache.set("d", 4, 2);
    expect(heldKeys(cache, ["b", "c", "d"])).toEqual(["b", "c", "d"]);
    expect(cache.weight).toBe(10);
    cache.set("e", 5, 7);
    // b (6) and c (2) must leave for 7 to fit; d (2) stays: 2 + 7 <= 10.
    expect(heldKeys(cache, ["b", "c", "d", "e"])).toEqual(["d", "e"]);
    expect(cache.weight).toBe(9);
  });

  it("stores an entry as heavy as the bound, and refuses a heavier one without evicting", () => {
    const cache = new BoundedCache<string, number>(10, 5);
    cache.set("a", 1, 5);
    expect(cache.get("a")).toBe(1);
    expect(cache.weight).toBe(5);
    cache.set("b", 2, 6);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.weight).toBe(5);
  });

  it("takes a replaced or evicted entry's own weight off the sum", () => {
    const cache = new BoundedCache<string, number>(10, 100);
    cache.set("a", 1, 5);
    expect(cache.weight).toBe(5);
    cache.set("a", 2, 2);
    expect(cache.weight).toBe(2);
    cache.set("b", 3);
    expect(cache.weight).toBe(3);
    cache.set("b", 4, 7);
    expect(cache.weight).toBe(9);
    cache.set("b", 5);
    expect(cache.weight).toBe(3);
  });

  it("takes the evicted oldest entry's weight off when the count limit is reached", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1, 40);
    cache.set("b", 2);
    expect(cache.weight).toBe(41);
    cache.set("c", 3);
    expect(heldKeys(cache, ["a", "b", "c"])).toEqual(["b", "c"]);
    expect(cache.weight).toBe(2);
  });
});
