/**
 * The number of runs of a fast-check property: `runs` in every test run, divided by
 * `RESTBUILD_FUZZ_RUNS_DIVISOR` when that is set. `npm run mutation` sets it, because Stryker
 * runs each property once per mutant that the property reaches; at full size the mutation run
 * takes hours. CI and `npm test` run every property at full size.
 */
export function fuzzRuns(runs: number): number {
  const divisor = Number(process.env.RESTBUILD_FUZZ_RUNS_DIVISOR ?? 1);
  if (!Number.isInteger(divisor) || divisor < 1) {
    throw new Error(`RESTBUILD_FUZZ_RUNS_DIVISOR must be a positive integer, not ${divisor}`);
  }
  return Math.max(1, Math.ceil(runs / divisor));
}
