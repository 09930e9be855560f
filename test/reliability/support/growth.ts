import { cpuUsage } from "node:process";

// Linear time without a stopwatch. A check compares the work of one large input with the work
// of `REPETITIONS` inputs a `REPETITIONS`th of its size: the same number of bytes in all. A linear
// path does the same work both ways (a ratio near 1, or below it: the small calls pay their fixed
// costs many times); a quadratic path does `REPETITIONS` times more work on the large input. The
// work is the process's CPU time, not wall time: another program on the machine takes turns on
// the cores, not CPU time of this process, and the fastest of a few tries drops a pause of the
// garbage collector.

/** How many small inputs make up one large one; a quadratic path's ratio. */
export const REPETITIONS = 40;
/** Linear is about 1, n log n under 2, quadratic 40: the rest is room for a busy machine. */
export const MAX_RATIO = 15;
/** Tries of each measure; the fastest counts. */
const TRIES = 3;
/**
 * Below this CPU time (microseconds), a large input is linear whatever the ratio: the large
 * inputs are 100 KB or more, which no quadratic path reads in a hundredth of a second.
 */
const NOISE_FLOOR_US = 10_000;

/** The CPU time `work` takes, in microseconds: user and system time of this process. */
export function cpuMicroseconds(work: () => void): number {
  const start = cpuUsage();
  work();
  const spent = cpuUsage(start);
  return spent.user + spent.system;
}

/** As {@link cpuMicroseconds}, for work that awaits. */
export async function cpuMicrosecondsAsync(work: () => Promise<void>): Promise<number> {
  const start = cpuUsage();
  await work();
  const spent = cpuUsage(start);
  return spent.user + spent.system;
}

/** The fastest of {@link TRIES} measures. */
export async function fastest(measure: () => number | Promise<number>): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < TRIES; attempt++) best = Math.min(best, await measure());
  return best;
}

/**
 * How much more work one large input takes than {@link REPETITIONS} small ones of the same
 * total size: 1 when linear, at most 0 when the large input is below the noise floor.
 */
export function growthRatio(large: number, smallBatch: number): number {
  if (large < NOISE_FLOOR_US) return 0;
  return large / Math.max(smallBatch, 1);
}
