/**
 * How thoroughly the generated tests run. `npm test` and CI run the standard size, chosen so the
 * whole suite passes in a few minutes on two busy cores; `npm run test:deep`
 * (`RESTBUILD_TEST_DEPTH=deep`) runs every property and generated set at its full size, for a
 * local run before a release or after a change to the checks. `RESTBUILD_FUZZ_RUNS_DIVISOR`
 * sets the divisor itself: `npm run mutation` sets 50, because Stryker runs each property once
 * per mutant that the property reaches.
 */
const STANDARD_DIVISOR = 5;
/** Below this many runs a property finds little; the standard size never goes under it. */
const FEWEST_RUNS = 20;

function divisor(): number {
  const fromEnvironment = process.env.RESTBUILD_FUZZ_RUNS_DIVISOR;
  if (fromEnvironment !== undefined) {
    const value = Number(fromEnvironment);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`RESTBUILD_FUZZ_RUNS_DIVISOR must be a positive integer, not ${value}`);
    }
    return value;
  }
  const depth = process.env.RESTBUILD_TEST_DEPTH ?? "standard";
  if (depth !== "standard" && depth !== "deep") {
    throw new Error(`RESTBUILD_TEST_DEPTH must be "standard" or "deep", not "${depth}"`);
  }
  return depth === "deep" ? 1 : STANDARD_DIVISOR;
}

/** True in `npm run test:deep`, where every generated test runs at its full size. */
export const isDeepRun = divisor() === 1;

/**
 * The number of runs of a fast-check property whose full size is `runs`: all of them in
 * `npm run test:deep`, a fifth of them (at least 20, never more than `runs`) in `npm test`.
 */
export function fuzzRuns(runs: number): number {
  const share = Math.ceil(runs / divisor());
  return Math.min(runs, Math.max(share, Math.min(FEWEST_RUNS, runs), 1));
}

/**
 * Evenly spread items of `items`, as many as {@link fuzzRuns} gives for the whole list: a
 * generated set of cases (every route of a catalogue, say) sized like a property.
 */
export function spreadSample<T>(items: readonly T[]): T[] {
  const count = fuzzRuns(items.length);
  if (count >= items.length) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)] as T);
}
