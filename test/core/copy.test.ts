import { describe, expect, it } from "vitest";
import { copyValue, freezeDeep, thaw } from "../../src/core/copy.js";
import { RequestBuilder } from "../../src/index.js";
import { errorOf } from "../support/thrown.js";

describe("copyValue()", () => {
  it("copies plain objects and arrays at every depth, and keeps other objects", () => {
    const signal = new AbortController().signal;
    const map = new Map([["a", 1]]);
    const value = { list: [{ a: 1 }], signal, map };
    const copy = copyValue(value) as typeof value;
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
    expect(copy.list).not.toBe(value.list);
    expect(copy.list[0]).not.toBe(value.list[0]);
    expect(copy.signal).toBe(signal);
    expect(copy.map).toBe(map);
  });

  it("drops __proto__ keys and keeps a null prototype", () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const copy = copyValue(parsed) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(["a"]);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    const bare = Object.assign(Object.create(null), { a: 1 });
    expect(Object.getPrototypeOf(copyValue(bare))).toBeNull();
  });

  it("refuses a cycle with INVALID_PARAMETER, saying it is a cycle", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = { back: cyclic };
    const list: unknown[] = [];
    list.push([list]);
    const builder = RequestBuilder.create().route("POST /x" as string);
    for (const call of [
      () => copyValue(cyclic),
      () => copyValue(list),
      () => builder.param("f", cyclic),
      () => builder.data(list),
    ]) {
      const error = errorOf(call);
      expect(error.code).toBe("INVALID_PARAMETER");
      expect(error.message).toBe("a parameter value must not contain cycles");
    }
  });

  it("refuses a value nested deeper than 1000 levels, and copies one 1000 levels deep", () => {
    const nested = (depth: number) => {
      let value: unknown = "leaf";
      for (let level = 0; level < depth; level++) value = { value };
      return value;
    };
    expect(copyValue(nested(1000))).toEqual(nested(1000));
    const error = errorOf(() => copyValue(nested(1001)));
    expect(error.code).toBe("INVALID_PARAMETER");
    expect(error.message).toBe("a parameter value must not nest deeper than 1000 levels");
  });

  it("keeps the holes of a long sparse list", () => {
    const list: unknown[] = [];
    list[100_000] = "x";
    const copy = copyValue(list) as unknown[];
    expect(copy.length).toBe(100_001);
    expect(Object.keys(copy)).toEqual(["100000"]);
  });

  it("copies a sparse list of the longest length by its members, not its length (C10)", () => {
    // A copy that walked the length would make 4,294,967,295 steps.
    const list: unknown[] = [];
    list[2 ** 32 - 2] = "x";
    const copy = copyValue(list) as unknown[];
    expect(copy.length).toBe(2 ** 32 - 1);
    expect(Object.keys(copy)).toEqual([String(2 ** 32 - 2)]);
  });

  it("keeps the holes after the last member of a long sparse list", () => {
    const list: unknown[] = [];
    list[70_000] = { a: 1 };
    list.length = 100_000;
    const copy = copyValue(list) as unknown[];
    expect(copy.length).toBe(100_000);
    expect(Object.keys(copy)).toEqual(["70000"]);
    expect(copy[70_000]).toEqual({ a: 1 });
    expect(copy[70_000]).not.toBe(list[70_000]);
  });
});

describe("thaw()", () => {
  it("thaw() copies what is frozen and returns anything else as it is", () => {
    const frozen = freezeDeep({ a: { b: [1] } });
    const thawed = thaw(frozen);
    expect(thawed).toEqual(frozen);
    expect(Object.isFrozen(thawed)).toBe(false);
    expect(Object.isFrozen(thawed.a.b)).toBe(false);
    const open = { a: 1 };
    expect(thaw(open)).toBe(open);
  });
});

describe("freezeDeep()", () => {
  it("freezes plain objects and arrays at every depth, and nothing else", () => {
    const map = new Map();
    const value = freezeDeep({ a: [{ b: 1 }], map });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    expect(Object.isFrozen(map)).toBe(false);
  });

  it("takes a frozen value as frozen throughout, reading none of its members", () => {
    // What the library freezes it freezes deeply, so a builder step freezes only what it
    // changed: the state it shares with the step before is not walked again.
    let reads = 0;
    const frozen = Object.freeze({
      get member() {
        reads++;
        return {};
      },
    });
    expect(freezeDeep(frozen)).toBe(frozen);
    const list = Object.freeze([frozen]);
    expect(freezeDeep(list)).toBe(list);
    expect(reads).toBe(0);
  });
});
