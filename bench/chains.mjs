/**
 * Chains cost what each step adds (C10): a loop of n builder steps (`.param()`, `.header()`,
 * `.preview()`, `.params()` of one key) then one `build()`, and a cascade of n
 * `endpoint.defaults()` levels each adding a preview, then one call, timed for n = 1,000 and
 * 8,000. Linear code takes about 8x as long for 8x the steps; a step that copies what the
 * chain holds takes about 64x. @octokit/endpoint's defaults cascade runs beside for comparison.
 *
 * Run with `npm run bench:chains` (builds dist first).
 */
import { endpoint as reference } from "octokit-endpoint-11";
import { endpoint, RequestBuilder } from "../dist/index.js";

const SIZES = [1_000, 8_000];
/** Runs of each size; the fastest counts. */
const RUNS = 5;

const route = RequestBuilder.create().route("POST /repos/{owner}/{repo}/issues");

/** @type {[string, (steps: number) => unknown][]} */
const CASES = [
  ["builder .param() chain", (steps) => chain(steps, (builder, at) => builder.param(`p${at}`, at))],
  [
    "builder .header() chain",
    (steps) => chain(steps, (builder, at) => builder.header(`x-h${at}`, "v")),
  ],
  ["builder .preview() chain", (steps) => chain(steps, (builder, at) => builder.preview(`p${at}`))],
  [
    "builder .params() of each key of an object",
    (steps) => chain(steps, (builder, at) => builder.params({ [`p${at}`]: at })),
  ],
  ["endpoint.defaults() cascade of previews", (steps) => cascade(endpoint, steps)],
  ["@octokit/endpoint defaults() cascade of previews", (steps) => cascade(reference, steps)],
];

function chain(steps, step) {
  let builder = route.params({ owner: "o", repo: "r" });
  for (let at = 0; at < steps; at++) builder = step(builder, at);
  return builder.build();
}

function cascade(api, levels) {
  let current = api;
  for (let at = 0; at < levels; at++) {
    current = current.defaults({ mediaType: { previews: [`p${at}`] } });
  }
  return current("GET /x");
}

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
