/**
 * Timing: interleaved rounds, batches calibrated to a target duration, medians.
 *
 * Contenders of one suite run in the same rounds, one batch each, in an order that rotates from
 * round to round, so a slow moment of the machine (another process, a GC) touches all of them
 * alike. What we compare is the ratio of two contenders within the same round.
 */

/** Keeps every checksum, so no call's result can be optimised away. */
export const sink = { checksum: 0 };

/**
 * A fresh batch loop for each contender. `new Function` gives every contender its own copy of
 * the loop with its own type feedback, so the call site `fn(...)` stays monomorphic instead of
 * seeing every contender's function.
 */
function makeBatchLoop() {
  return new Function(
    "fn",
    "inputs",
    "count",
    "start",
    `let checksum = 0;
     let index = start;
     const length = inputs.length;
     for (let k = 0; k < count; k++) {
       checksum += fn(inputs[index]).url.length;
       if (++index === length) index = 0;
     }
     return checksum;`,
  );
}

const now = () => process.hrtime.bigint();

/** A contender: a function of one input, the inputs it cycles through, and a loop of its own. */
export function contender(name, fn, inputs) {
  if (inputs.length === 0) throw new Error(`contender ${name} has no inputs`);
  return { name, fn, inputs, loop: makeBatchLoop(), next: 0, batch: 1, samples: [] };
}

/** Runs one batch of `count` calls, continuing the contender's rotation; returns ns per call. */
function runBatch(entry, count) {
  const start = now();
  sink.checksum += entry.loop(entry.fn, entry.inputs, count, entry.next);
  const elapsed = Number(now() - start);
  entry.next = (entry.next + count) % entry.inputs.length;
  return elapsed / count;
}

/** Warms a contender up (so the JIT has settled) and sizes its batch to `batchMs`. */
function calibrate(entry, { batchMs, warmupMs }) {
  const warmupEnd = now() + BigInt(Math.round(warmupMs * 1e6));
  const countFor = (perCall) => Math.max(1, Math.round((batchMs * 1e6) / perCall));
  let count = 16;
  while (now() < warmupEnd) {
    // Batches grow, but never beyond the target duration.
    count = Math.min(count * 2, countFor(runBatch(entry, count)));
  }
  const perCall = median([runBatch(entry, count), runBatch(entry, count), runBatch(entry, count)]);
  entry.batch = countFor(perCall);
}

function collectGarbage() {
  // A minor GC before each batch: every batch starts with an empty young generation instead of
  // paying for the garbage the contender before it left.
  if (typeof globalThis.gc === "function") globalThis.gc({ type: "minor" });
}

/**
 * Runs a suite: calibration, then `rounds` rounds in which every contender runs one batch, the
 * order rotated by one each round. Each contender's `samples` holds its ns per call per round.
 */
export function runSuite(contenders, { rounds, batchMs, warmupMs }) {
  for (const entry of contenders) calibrate(entry, { batchMs, warmupMs });
  for (const entry of contenders) entry.samples = [];
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const entry = contenders[(round + k) % contenders.length];
      collectGarbage();
      entry.samples.push(runBatch(entry, entry.batch));
    }
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The lower and upper quartile, to show how much the per-round values spread. */
export function quartiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))];
  return [at(0.25), at(0.75)];
}

/** Per-round ratios of two contenders of the same suite, with their median and quartiles. */
export function ratioOf(numerator, denominator) {
  const perRound = numerator.samples.map((value, round) => value / denominator.samples[round]);
  return { median: median(perRound), quartiles: quartiles(perRound), perRound };
}
