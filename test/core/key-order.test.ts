import { describe, expect, it } from "vitest";
import { mergedKeyOrder } from "../../src/core/key-order.js";

// The order merge() lists its keys in (C12), read from the inputs alone: the defaults' keys,
// then what the call adds, as the call names it.
describe("mergedKeyOrder()", () => {
  it("adds method and url for a route with a method, url alone for one without", () => {
    expect(mergedKeyOrder({}, "POST /x", {})).toEqual(["method", "url"]);
    expect(mergedKeyOrder({}, "/x", {})).toEqual(["url"]);
  });

  it("keeps a key the defaults hold where the defaults put it", () => {
    const defaults = { method: "GET", baseUrl: "https://h.example", z: 1 };
    expect(mergedKeyOrder(defaults, "POST /x", { b: 1, z: 2 })).toEqual([
      "method",
      "baseUrl",
      "z",
      "url",
      "b",
    ]);
  });

  it("reads the keys of options given as the route, and none of options that are no object", () => {
    expect(mergedKeyOrder({ a: 1 }, { url: "/x", q: 1 }, undefined)).toEqual(["a", "url", "q"]);
    expect(mergedKeyOrder({ a: 1 }, "/x", undefined)).toEqual(["a", "url"]);
    expect(mergedKeyOrder({ a: 1 }, "/x", null)).toEqual(["a", "url"]);
    expect(mergedKeyOrder({ a: 1 }, "/x", "q")).toEqual(["a", "url"]);
  });
});
