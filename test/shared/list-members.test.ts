import { describe, expect, it } from "vitest";
import { memberIndexes, SPARSE_CHECK_LENGTH } from "../../src/shared/list-members.js";

/** A list of `length` with members only at `indexes`. */
function sparseList(length: number, indexes: readonly number[]): unknown[] {
  const list: unknown[] = [];
  list.length = length;
  for (const index of indexes) list[index] = `item ${index}`;
  return list;
}

describe("memberIndexes()", () => {
  it("reads lists up to SPARSE_CHECK_LENGTH index by index: no result, holes or not", () => {
    expect(SPARSE_CHECK_LENGTH).toBe(65_536);
    expect(memberIndexes(sparseList(3, [0, 2]))).toBeUndefined();
    expect(memberIndexes(sparseList(SPARSE_CHECK_LENGTH, [0, 7]))).toBeUndefined();
  });

  it("gives the member indexes of a longer list with holes, in order", () => {
    expect(memberIndexes(sparseList(SPARSE_CHECK_LENGTH + 1, [SPARSE_CHECK_LENGTH, 3]))).toEqual([
      3,
      SPARSE_CHECK_LENGTH,
    ]);
  });

  it("gives nothing for a long list without holes", () => {
    expect(memberIndexes(new Array(SPARSE_CHECK_LENGTH + 1).fill(0))).toBeUndefined();
  });

  it("costs the members of a list of length 2 ** 32 - 1, not its length", () => {
    expect(memberIndexes(sparseList(2 ** 32 - 1, [2 ** 32 - 2]))).toEqual([2 ** 32 - 2]);
  });

  it("leaves out own keys that are no array index", () => {
    const list = sparseList(SPARSE_CHECK_LENGTH + 10, [0, 5, SPARSE_CHECK_LENGTH + 9]);
    const keyed = list as unknown as Record<string, unknown>;
    for (const key of ["foo", "-1", "-0", "1.5", "01", "1e3", "NaN", "4294967295", "4294967296"]) {
      keyed[key] = key;
    }
    expect(Object.keys(list)).toHaveLength(12);
    expect(memberIndexes(list)).toEqual([0, 5, SPARSE_CHECK_LENGTH + 9]);
  });
});
