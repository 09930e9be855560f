import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain ES module of the bench, without declarations
import { heldOutCorrect, heldOutMistakes } from "../../bench/types/held-out.mjs";

// The held-out set of bench:types (docs/typed-routes.md) stays held out: no test and no other
// bench case names one of its routes, so the types are never tuned on it. Generated files that
// list every route (fixtures, the catalogue's type test) are not tests of a route.

const root = fileURLToPath(new URL("../..", import.meta.url));
const skipped = new Set([
  "test/fixtures",
  "test/types/catalogue-routes.test-d.ts",
  "test/types/held-out.test.ts",
]);

function files(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (skipped.has(path)) return [];
    return statSync(join(root, path)).isDirectory() ? files(path) : [path];
  });
}

type Case = { readonly name: string; readonly restbuild: string };
const cases: Case[] = [...heldOutMistakes, ...heldOutCorrect];
const urls = [
  ...new Set(
    cases
      .map((item) => /^call\("[A-Z]+ (?:https:\/\/[^/]+)?([^"]+)"/.exec(item.restbuild)?.[1])
      .filter((url): url is string => url !== undefined),
  ),
];
const texts = [...files("test"), "bench/types/mistakes.mjs"].map((path) => ({
  path,
  text: readFileSync(join(root, path), "utf8"),
}));

describe("the held-out set of bench:types", () => {
  it("has at least 30 mistakes and 20 correct calls", () => {
    expect(heldOutMistakes.length).toBeGreaterThanOrEqual(30);
    expect(heldOutCorrect.length).toBeGreaterThanOrEqual(20);
    expect(urls.length).toBeGreaterThanOrEqual(15);
  });

  it.each(urls)("is the only place that names %s", (url) => {
    const users = texts.filter(({ text }) => text.includes(`${url}"`) || text.includes(`${url}{`));
    expect(users.map(({ path }) => path)).toEqual([]);
  });
});
