import { afterAll } from "vitest";

// Stryker's first run records which tests reach each mutant in one object shared by every test
// file (modules stay loaded: `isolate: false`), and hands that whole object to each file's
// report. With a few hundred test files the copies outgrew the heap. This hook runs after
// Stryker's (the configuration lists after-hooks in the order they were added) and leaves in
// each file's report only what its own tests reached, taking it out of the shared object.

interface MutantCoverage {
  static: Record<string, number>;
  perTest: Record<string, Record<string, number>>;
}

const STRYKER_NAMESPACE = "__stryker__";

// vitest reads the hook's first parameter as a fixtures pattern: it must be one.
// biome-ignore lint/correctness/noEmptyPattern: see above
afterAll(({}, suite) => {
  const meta = suite.meta as { mutantCoverage?: MutantCoverage };
  const shared = meta.mutantCoverage;
  if (shared === undefined) return; // a mutant run: nothing is recorded
  const namespace = (globalThis as Record<string, unknown>)[STRYKER_NAMESPACE] as
    | { mutantCoverage?: MutantCoverage }
    | undefined;
  if (namespace?.mutantCoverage !== shared) return;
  const prefix = `${(suite as { filepath?: string }).filepath ?? suite.file.filepath}#`;
  const perTest: MutantCoverage["perTest"] = {};
  for (const testId of Object.keys(shared.perTest)) {
    if (!testId.startsWith(prefix)) continue;
    perTest[testId] = shared.perTest[testId] as Record<string, number>;
    delete shared.perTest[testId];
  }
  meta.mutantCoverage = { static: { ...shared.static }, perTest };
});
