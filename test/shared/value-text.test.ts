import { describe, expect, it } from "vitest";
import { SPARSE_CHECK_LENGTH } from "../../src/shared/list-members.js";
import { valueText } from "../../src/shared/value-text.js";
import { errorOf } from "../support/thrown.js";

function text(value: unknown): string {
  return valueText(value, "INVALID_QUERY_VALUE", "query parameter", "page");
}

/** A list of `length` with members only at `indexes`. */
function sparseList(length: number, indexes: readonly number[]): unknown[] {
  const list: unknown[] = [];
  list.length = length;
  for (const index of indexes) list[index] = index;
  return list;
}

const sparseMessage = `query parameter "page" holds a list longer than ${SPARSE_CHECK_LENGTH} items with holes; give its members without holes`;

describe("valueText()", () => {
  it("writes values as String() does", () => {
    expect(text("a b")).toBe("a b");
    expect(text("")).toBe("");
    expect(text(3)).toBe("3");
    expect(text(-0.5)).toBe("-0.5");
    expect(text(Number.NaN)).toBe("NaN");
    expect(text(true)).toBe("true");
    expect(text(null)).toBe("null");
    expect(text(undefined)).toBe("undefined");
    expect(text(12n)).toBe("12");
    expect(text([1, "b", [2, [3]]])).toBe("1,b,2,3");
    expect(text([[1], [2]])).toBe("1,2");
    expect(text(sparseList(3, [0, 2]))).toBe("0,,2");
    expect(text({ a: 1 })).toBe("[object Object]");
    expect(text(new Date(0))).toBe(String(new Date(0)));
    expect(text({ toString: () => "custom" })).toBe("custom");
  });

  it("refuses a list or map that holds itself, at any depth, as the builder's copy does", () => {
    const list: unknown[] = [1];
    list.push(list);
    const other: unknown[] = [2];
    const outer: unknown[] = [other];
    other.push(outer);
    const map: Record<string, unknown> = { a: 1 };
    map.b = [map];
    for (const value of [list, outer, map, [map], { c: { d: map } }]) {
      const error = errorOf(() => text(value));
      expect(error.code).toBe("INVALID_PARAMETER");
      expect(error.message).toBe("a parameter value must not contain cycles");
    }
  });

  it("reads a list or map met twice without a cycle, and each only once when checking", () => {
    const shared = [1, 2];
    expect(text([shared, shared])).toBe("1,2,1,2");
    const map = { a: shared };
    expect(text([map, map])).toBe("[object Object],[object Object]");
    // Maps that share their members: checked once each, not once per path (C10).
    let chain: Record<string, unknown> = {};
    for (let level = 0; level < 200; level++) chain = { a: chain, b: chain };
    expect(text(chain)).toBe("[object Object]");
  });

  it("refuses a value nested deeper than 1000 levels, as the builder's copy does", () => {
    let deep: unknown = "x";
    for (let level = 0; level < 1001; level++) deep = [deep];
    const error = errorOf(() => text(deep));
    expect(error.code).toBe("INVALID_PARAMETER");
    expect(error.message).toBe("a parameter value must not nest deeper than 1000 levels");
    let fits: unknown = "x";
    for (let level = 0; level < 1000; level++) fits = [fits];
    expect(text(fits)).toBe("x");
  });

  it("writes a list by its members, not by an own toString, and refuses a symbol or function in it", () => {
    const list = Object.assign(["a", "b"], { toString: () => "own" });
    expect(text(list)).toBe("a,b");
    expect(errorOf(() => text(["a", Symbol("s")])).code).toBe("INVALID_QUERY_VALUE");
    expect(errorOf(() => text(["a", [() => 1]])).message).toBe(
      'query parameter "page" must be a string, number, boolean, list or map, got a function',
    );
  });

  it("writes a long list without holes", () => {
    expect(text(new Array(SPARSE_CHECK_LENGTH + 1).fill(1))).toBe(
      new Array(SPARSE_CHECK_LENGTH + 1).fill("1").join(","),
    );
  });

  it.each([
    ["a symbol", Symbol("s")],
    ["a function", () => 1],
  ])("refuses %s", (described, value) => {
    const error = errorOf(() => text(value));
    expect(error.code).toBe("INVALID_QUERY_VALUE");
    expect(error.message).toBe(
      `query parameter "page" must be a string, number, boolean, list or map, got ${described}`,
    );
  });

  it("refuses a value whose conversion throws, keeping the cause", () => {
    const cause = new Error("no text");
    const error = errorOf(() =>
      valueText(
        {
          toString() {
            throw cause;
          },
        },
        "INVALID_TEMPLATE_VALUE",
        "template value",
        "owner",
      ),
    );
    expect(error.code).toBe("INVALID_TEMPLATE_VALUE");
    expect(error.message).toBe(
      'template value "owner" cannot be turned into text: converting an object failed',
    );
    expect(error.cause).toBe(cause);
  });

  it("refuses a long list with holes", () => {
    const error = errorOf(() => text(sparseList(SPARSE_CHECK_LENGTH + 1, [0])));
    expect(error.code).toBe("INVALID_QUERY_VALUE");
    expect(error.message).toBe(sparseMessage);
  });

  it("refuses a list of length 2 ** 32 - 1 with one member, at once", () => {
    expect(errorOf(() => text(sparseList(2 ** 32 - 1, [1]))).message).toBe(sparseMessage);
  });

  it("refuses a long list with holes inside other lists", () => {
    const sparse = sparseList(SPARSE_CHECK_LENGTH + 1, [3]);
    expect(errorOf(() => text([1, [2, sparse]])).message).toBe(sparseMessage);
    expect(errorOf(() => text([[1], "x", sparse])).message).toBe(sparseMessage);
  });
});

describe("valueText() of lists inside values", () => {
  it("writes null and undefined members of a list as nothing", () => {
    expect(text([null, "a", undefined, 1])).toBe(",a,,1");
  });

  it("walks a long sparse list inside a map at its members only", () => {
    const list = sparseList(2 ** 32 - 1, [5]);
    const map: Record<string, unknown> = { list };
    expect(text(map)).toBe("[object Object]");
    list[7] = map;
    expect(errorOf(() => text(map)).message).toBe("a parameter value must not contain cycles");
  });
});
