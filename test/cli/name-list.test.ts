import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listNames } from "../../src/cli/name-list.js";
import { editDistance } from "../../src/cli/near-miss.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

/** The names a list shows, and the count it says it left out. */
function read(list: string): { shown: string[]; more: number } {
  const match = /^(.*) and (\d+) more \(nearest first\)$/.exec(list);
  const names = match?.[1] ?? list;
  return { shown: names.split(", "), more: Number(match?.[2] ?? 0) };
}

const name = fc.stringMatching(/^[a-z_]{1,30}$/);

describe("listNames: whole names, never cut in the middle", () => {
  it("lists a short list whole, in its own order", () => {
    expect(listNames(["owner", "repo", "state"], "zzz")).toBe("owner, repo, state");
    expect(listNames(["open", "closed", "all"], "opened")).toBe("open, closed, all");
  });

  it("names the nearest first and says how many more", () => {
    const fourteen = [
      ...["owner", "repo", "milestone", "state", "assignee", "type", "creator"],
      ...["mentioned", "labels", "sort", "direction", "since", "per_page", "page"],
    ];
    const list = listNames(fourteen, "stat");
    expect(list.startsWith("state, ")).toBe(true);
    expect(list.endsWith(" and 2 more (nearest first)")).toBe(true);
    expect(read(list).shown).toHaveLength(12);
  });

  it("shows whole names, at most 12 and 200 characters, and counts the rest", () => {
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 40 }), name, (names, word) => {
        fc.pre(names.length > 0);
        const list = listNames(names, word);
        const { shown, more } = read(list);
        expect(shown.every((shownName) => names.includes(shownName))).toBe(true);
        expect(new Set(shown).size).toBe(shown.length);
        expect(shown.length + more).toBe(names.length);
        expect(shown.length).toBeLessThanOrEqual(12);
        expect(shown.join(", ").length).toBeLessThanOrEqual(200);
        if (more > 0) {
          // Nothing left out is nearer than a name shown.
          const distance = (text: string) => editDistance(word, text);
          const farthestShown = Math.max(...shown.map(distance));
          const left = names.filter((listed) => !shown.includes(listed));
          expect(left.every((leftOut) => distance(leftOut) >= farthestShown)).toBe(true);
        }
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("keeps the list's order among names as near as each other", () => {
    const names = Array.from({ length: 14 }, (_, index) => `n${String(index).padStart(2, "0")}`);
    // Every name is as far from "zz" as the others: the list is cut to twelve in its own order.
    expect(listNames(names, "zz")).toBe(
      `${names.slice(0, 12).join(", ")} and 2 more (nearest first)`,
    );
  });

  it("lists names that take exactly 200 characters whole, and one more character is too many", () => {
    const exact = [..."abcd"].map((letter) => letter.repeat(38)).concat("e".repeat(40));
    expect(exact.join(", ")).toHaveLength(200);
    expect(listNames(exact, "a")).toBe(exact.join(", "));
    const over = [...exact.slice(0, 4), "e".repeat(41)];
    expect(listNames(over, "a")).toBe(`${over.slice(0, 4).join(", ")} and 1 more (nearest first)`);
  });

  it("puts the nearest first for a word of a megabyte", () => {
    const names = Array.from({ length: 20 }, (_, index) => `name_${index}`);
    const list = listNames(names, `name_7${"x".repeat(1_000_000)}`);
    expect(list.startsWith("name_7, ")).toBe(true);
    expect(read(list).more).toBe(8);
  });
});
