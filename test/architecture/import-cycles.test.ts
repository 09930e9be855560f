import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../support/source-files.js";

// No file of src/ reaches itself through its imports, type-only imports included: each folder
// reads as layers, from the files that import nothing of it up to the ones the faces use.

const src = fileURLToPath(new URL("../../src/", import.meta.url));

/** The src/ files a file imports or re-exports from, by relative specifier. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:import|export)[^;"']*?from\s+"(\.[^"]+)"/g)];
  return specifiers.map(([, specifier]) =>
    resolve(dirname(file), (specifier as string).replace(/\.js$/, ".ts")),
  );
}

/** A cycle of the graph, as the files on it, or undefined. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === "done") return undefined;
    if (state.get(file) === "open") return [...path.slice(path.indexOf(file)), file];
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, "done");
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe("imports of src/", () => {
  it("form no cycle", () => {
    const graph = new Map(filesUnder(src).map((file) => [file, importsOf(file)]));
    const cycle = findCycle(graph)?.map((file) => relative(src, file));
    expect(cycle).toBeUndefined();
  });

  it("finds a planted cycle", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", []],
    ]);
    expect(findCycle(graph)).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
    expect(findCycle(new Map([["a.ts", ["b.ts"]]]))).toBeUndefined();
  });
});
