/**
 * Chains cost what each step adds (C10): a loop of n builder steps (`.param()`, `.header()`,
 * `.preview()`, `.params()` of one key) then one `build()`, and a cascade of n
 * `endpoint.defaults()` levels each adding a preview, then one call, timed for n = 1,000 and
 * 8,000. Linear code takes about 8x as long for 8x the steps; a step that copies what the
 * chain holds takes about 64x. @octokit/endpoint's defaults cascade runs beside for comparison.
 *
 * The chains are those of test/reliability/linear-time.test.ts (support/chain-cases.mjs).
 * Run with `npm run bench:chains` (builds dist first).
 */
import { endpoint as reference } from "octokit-endpoint-11";
import { endpoint, RequestBuilder } from "../dist/index.js";
import { cascade, chainCases } from "../test/reliability/support/chain-cases.mjs";

const SIZES = [1_000, 8_000];
/** Runs of each size; the fastest counts. */
const RUNS = 5;

const CASES = [
  ...chainCases({ endpoint, RequestBuilder }),
  ["@octokit/endpoint defaults() levels of a preview each", (steps) => cascade(reference, steps)],
];

function fastest(run, steps) {
  let best = Number.POSITIVE_INFINITY;
  for (let index = 0; index < RUNS; index++) {
    globalThis.gc?.();
    const start = performance.now();
    run(steps);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

console.log(`restbuild chains, Node ${process.version}`);
console.log("");
console.log(
  `| chain | ${SIZES.map((size) => `${size.toLocaleString("en-US")} steps`).join(" | ")} | growth for 8x the steps |`,
);
console.log(`| --- | ${SIZES.map(() => "---").join(" | ")} | --- |`);
for (const [name, run] of CASES) {
  run(SIZES[0]); // warm up
  const times = SIZES.map((size) => fastest(run, size));
  const growth = times[1] / times[0];
  console.log(
    `| ${name} | ${times.map((ms) => `${ms.toFixed(1)} ms`).join(" | ")} | ${growth.toFixed(1)}x |`,
  );
}
console.log("");
console.log("Linear code grows about 8x for 8x the steps; a step that copies the chain about 64x.");
