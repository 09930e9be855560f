import { describe, expect, it } from "vitest";
import { editDistance, nearMiss } from "../../src/cli/near-miss.js";

/** The optimal string alignment distance, written out as its recursive definition. */
function reference(a: string, b: string): number {
  if (a === "") return b.length;
  if (b === "") return a.length;
  const [i, j] = [a.length, b.length];
  const options = [
    reference(a.slice(0, -1), b) + 1,
    reference(a, b.slice(0, -1)) + 1,
    reference(a.slice(0, -1), b.slice(0, -1)) + (a[i - 1] === b[j - 1] ? 0 : 1),
  ];
  if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
    options.push(reference(a.slice(0, -2), b.slice(0, -2)) + 1);
  }
  return Math.min(...options);
}

/** Every word of up to `length` letters of `alphabet`. */
function words(alphabet: string, length: number): string[] {
  let level = [""];
  const all = [""];
  for (let size = 1; size <= length; size++) {
    level = level.flatMap((word) => [...alphabet].map((letter) => word + letter));
    all.push(...level);
  }
  return all;
}

describe("editDistance", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("rpeo", "repo")).toBe(1);
    expect(editDistance("ab", "ba")).toBe(1);
    expect(editDistance("ba", "xb")).toBe(2);
    expect(editDistance("ab", "bx")).toBe(2);
    expect(editDistance("abc", "ca")).toBe(3);
  });

  it("is the optimal string alignment distance for every pair of short words", () => {
    const all = words("abc", 4);
    for (const a of all) {
      for (const b of all) expect(editDistance(a, b), `${a} ${b}`).toBe(reference(a, b));
    }
  });
});

describe("nearMiss", () => {
  it("allows one edit up to four letters and two beyond", () => {
    expect(nearMiss("rpeo", ["owner", "repo"])).toBe("repo");
    expect(nearMiss("rexx", ["repo"])).toBeUndefined();
    expect(nearMiss("stxye", ["state"])).toBe("state");
    expect(nearMiss("sxxxe", ["state"])).toBeUndefined();
  });

  it("takes the closest candidate, the first of equals, in any case", () => {
    expect(nearMiss("staet", ["stake", "state"])).toBe("state");
    expect(nearMiss("REPO", ["repos", "repo"])).toBe("repo");
    expect(nearMiss("abcde", ["abcdx", "abcdy"])).toBe("abcdx");
  });

  it("reads no word or candidate past 64 characters", () => {
    const [a64, a65] = ["a".repeat(64), "a".repeat(65)];
    expect(nearMiss(a64, [`${a64.slice(1)}b`])).toBe(`${a64.slice(1)}b`);
    expect(nearMiss(a65, [a65])).toBeUndefined();
    expect(nearMiss(a65, [a64])).toBeUndefined();
    expect(nearMiss(a64, [a65])).toBeUndefined();
    expect(nearMiss(a64, [a64])).toBe(a64);
  });
});
