import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { unit } from "../../../vitest.config.js";

// The vitest configuration of `npm run mutation` (stryker.config.json, beside this file): the
// unit project of vitest.config.ts, plus
//
// - a setup file that empties restbuild's caches before each test. Stryker activates most
//   mutants after the test files are loaded, and it runs only the tests that reached a mutant in
//   its first run; a template, route or accept header that an earlier test left in a cache would
//   hide a mutant of the code that computes it from the very tests that check that code.
// - a fiftieth of the fast-check runs (test/support/fuzz-runs.ts). Each property runs once per
//   mutant it reaches, and most properties reach most of src.
// - no type tests: mutants of src change no types that the .test-d.ts files check.
// - each test file's report holding only what its own tests reached (per-file-coverage.ts),
//   with after-hooks run in the order they were added so that its hook runs after Stryker's.
// - the fastest test files first: Stryker stops a mutant's run at its first failing test, and
//   vitest's own order (slowest first) made every mutant wait for the slowest files.
// - only the test folders scripts/mutation.mjs names for the folder of src/ it mutates.
// - modules kept loaded between test files (isolate: false): Stryker reruns the tests of each
//   mutant, and loading the test files again for each took most of the run. The caches are the
//   only module state, and the setup file empties them.
class FastestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).reverse();
  }
}

const root = fileURLToPath(new URL("../../../", import.meta.url));

// The test files of a run, from scripts/mutation.mjs: a folder's own tests and those written
// against its rules (test/reliability for the template engine), not every suite that reaches it.
const tests = process.env.RESTBUILD_MUTATION_TESTS?.split(",");

export default defineConfig({
  define: unit.define,
  test: {
    ...unit.test,
    root,
    include: tests ?? unit.test.include,
    setupFiles: [
      "test/reliability/stryker/fresh-caches.ts",
      "test/reliability/stryker/per-file-coverage.ts",
    ],
    sequence: { hooks: "list", sequencer: FastestFirst },
    env: { RESTBUILD_FUZZ_RUNS_DIVISOR: "50" },
    typecheck: { enabled: false },
    isolate: false,
  },
});
