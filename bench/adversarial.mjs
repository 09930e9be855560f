/**
 * Linear time under adversarial input (C10): for every string-scanning path (route,
 * URL template, accept header with format or previews, preview names, header values, query
 * values), times inputs of 1 KB, 10 KB, 100 KB and 1 MB built to trigger backtracking or a
 * quadratic scan, and prints the time per size and its growth per 10x of input. Linear code
 * grows about 10x; quadratic code about 100x.
 *
 * The same inputs run in test/reliability/linear-time.test.ts. For comparison, the published
 * ReDoS string of @octokit/endpoint's preview regex (GHSA-x4c5-c7rf-jjgv) also runs through
 * @octokit/endpoint 7.0.6, the last version that applies that regex on every URL.
 *
 * Run with `npm run bench:adversarial` (builds dist first). `--quick` stops at 100 KB. A full
 * run writes its tables into docs/security.md (the `adversarial` markers); `--no-docs` only
 * prints them.
 */
import { cpus, loadavg } from "node:os";
import { createContext, Script } from "node:vm";
import { endpoint as reference7 } from "octokit-endpoint-7";
import { endpoint, isRestbuildError, RequestBuilder } from "../dist/index.js";
import { today, writeFigures } from "../scripts/doc-figures.mjs";
import {
  adversarialCases,
  rejectsOnPurpose,
  SIZES,
} from "../test/reliability/support/adversarial-inputs.mjs";

const quick = process.argv.includes("--quick");
const writeDocs = !quick && !process.argv.includes("--no-docs");
/** The lines of the report, printed as they come and written into docs/security.md at the end. */
const report = [];
function print(line = "") {
  console.log(line);
  report.push(line);
}
const sizes = quick ? SIZES.slice(0, 3) : SIZES;
/** A single call longer than this stops the case: its larger sizes are not run. */
const CALL_LIMIT_MS = 10_000;
/** Small inputs repeat until this much time has passed, and the fastest run counts. */
const SAMPLE_MS = 200;

function collectGarbage() {
  if (typeof globalThis.gc === "function") globalThis.gc();
}

// One context and one compiled script for every call: a new context costs about 300 µs,
// which would hide the time of small inputs.
const context = createContext({ run: undefined, input: undefined, outcome: undefined });
const script = new Script("try { run(input); outcome = 'ok'; } catch (error) { outcome = error; }");

/**
 * Whether the case being timed is invalid on purpose: for any other case a RestbuildError is
 * reported as a failure, since a valid input must be expanded, not rejected.
 */
let rejects = true;

/** Whether an outcome is a right end of a run. */
function expectedEnd(outcome) {
  return outcome === "ok" || (rejects && isRestbuildError(outcome));
}

/** Milliseconds of one direct call (small inputs, which cannot run long). */
function direct(run, input) {
  const start = performance.now();
  try {
    run(input);
  } catch (error) {
    if (!expectedEnd(error)) {
      console.error(`  unexpected error: ${String(error).split("\n")[0]}`);
      process.exitCode = 1;
    }
  }
  return performance.now() - start;
}

/**
 * Milliseconds of one call, or Infinity when it ran past the limit. Inputs above 10 KB run
 * under a vm timeout (its watchdog thread costs about 100 µs, too much for small inputs).
 */
function once(run, input, size) {
  if (size <= 10_000) return direct(run, input);
  context.run = run;
  context.input = input;
  context.outcome = undefined;
  const start = performance.now();
  try {
    script.runInContext(context, { timeout: CALL_LIMIT_MS });
  } catch (error) {
    if (error?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return Number.POSITIVE_INFINITY;
    throw error;
  }
  const elapsed = Math.max(0, performance.now() - start - vmOverhead);
  const { outcome } = context;
  if (!expectedEnd(outcome)) {
    const reason = outcome instanceof Error ? outcome.message : String(outcome);
    console.error(`  unexpected error: ${reason.split("\n")[0]}`);
    process.exitCode = 1;
  }
  return elapsed;
}

/** What the vm timeout itself costs per call, measured once and subtracted from each time. */
let vmOverhead = 0;
{
  let best = Number.POSITIVE_INFINITY;
  for (let index = 0; index < 200; index++)
    best = Math.min(
      best,
      once(() => undefined, undefined, Infinity),
    );
  vmOverhead = best;
}

/**
 * The fastest of several calls: small inputs repeat for SAMPLE_MS, large ones run three
 * times (the fastest run has the least garbage collection in it).
 */
function measure(run, input, size) {
  let best = once(run, input, size);
  if (!Number.isFinite(best)) return best;
  let spent = best;
  let runs = 1;
  while ((spent < SAMPLE_MS || runs < 3) && runs < 1000 && best < CALL_LIMIT_MS / 5) {
    collectGarbage();
    const elapsed = once(run, input, size);
    best = Math.min(best, elapsed);
    spent += elapsed;
    runs++;
  }
  return best;
}

function formatTime(ms) {
  if (ms === undefined) return "skipped";
  if (!Number.isFinite(ms)) return `> ${CALL_LIMIT_MS / 1000} s`;
  if (ms < 1) return `${(ms * 1000).toFixed(1)} µs`;
  if (ms < 1000) return `${ms.toFixed(2)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

function formatRatio(previous, current) {
  if (previous === undefined || current === undefined) return "";
  if (!Number.isFinite(current)) return "∞";
  return `${(current / previous).toFixed(1)}x`;
}

function runCase(entry) {
  rejects = rejectsOnPurpose(entry);
  // Warm up on the smallest input, so the first size does not time the compiler.
  const warm = entry.input(sizes[0]);
  for (let index = 0; index < 20; index++) once(entry.run, warm, sizes[0]);
  const times = [];
  for (const size of sizes) {
    const input = entry.input(size);
    collectGarbage();
    const time = measure(entry.run, input, size);
    times.push(time);
    // A call this slow would take minutes at the next size if it grows quadratically.
    if (!Number.isFinite(time) || time > CALL_LIMIT_MS / 5) break;
  }
  return times;
}

const REFERENCE_CASES = [
  {
    path: "accept header",
    name: '@octokit/endpoint 7.0.6, accept "-" x n with a preview (GHSA-x4c5-c7rf-jjgv)',
    input: (size) => "-".repeat(size),
    run: (accept) => reference7("GET /x", { headers: { accept }, mediaType: { previews: ["p"] } }),
  },
  {
    path: "accept header",
    name: '@octokit/endpoint 7.0.6, accept "a-" x n/2 with a preview',
    input: (size) => "a-".repeat(size / 2),
    run: (accept) => reference7("GET /x", { headers: { accept }, mediaType: { previews: ["p"] } }),
  },
];

const header = `| path | input | ${sizes.map((size) => (size >= 1_000_000 ? `${size / 1_000_000} MB` : `${size / 1000} KB`)).join(" | ")} | growth per 10x |`;
print(
  `Measured on ${today()} with \`npm run bench:adversarial\` (${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}, Node ${process.version}${quick ? ", quick run" : ""}). Each cell is the fastest of several calls with an input of that size; the last column is the growth of the time from one size to the next. Inputs above 10 KB run under a vm timeout, whose ${(vmOverhead * 1000).toFixed(0)} µs per call are subtracted.`,
);
print();
print(header);
print(`| --- | --- | ${sizes.map(() => "---").join(" | ")} | --- |`);

const cases = [...adversarialCases({ endpoint, RequestBuilder }), ...REFERENCE_CASES];
let worst = { ratio: 0, name: "" };
let slowest = { time: 0, name: "" };
for (const entry of cases) {
  const times = runCase(entry);
  const cells = sizes.map((_, index) => formatTime(times[index]));
  const ratios = times.slice(1).map((time, index) => formatRatio(times[index], time));
  const last = times.length - 1;
  if (last >= 1 && !entry.name.startsWith("@octokit")) {
    const ratio = times[last] / times[last - 1];
    if (ratio > worst.ratio) worst = { ratio, name: entry.name };
    if (times[last] > slowest.time) slowest = { time: times[last], name: entry.name };
  }
  print(`| ${entry.path} | ${entry.name} | ${cells.join(" | ")} | ${ratios.join(", ")} |`);
}
const worstRatio = Number.isFinite(worst.ratio)
  ? `${worst.ratio.toFixed(1)}x`
  : "unbounded (ran past the limit)";
print();
print(
  `At ${sizes.at(-1) >= 1_000_000 ? "1 MB" : `${sizes.at(-1) / 1000} KB`}, the slowest path of restbuild takes ${formatTime(slowest.time)} (${slowest.name}). The largest growth over the last 10x of restbuild's inputs is ${worstRatio} (${worst.name}); linear code grows about 10x per 10x of input, quadratic code about 100x.`,
);

// Memory: a million calls whose URLs, routes and accept headers are all new. The template and
// route caches are bounded, so the heap after garbage collection must not grow with the number
// of calls. Needs --expose-gc (the npm script passes it).

/** Call `index` of the workload: every URL, route and accept header is new. */
function dynamicCall(index) {
  switch (index % 4) {
    case 0:
      endpoint(`GET /repos/octocat/repo-${index}/issues`, { state: "open" });
      break;
    case 1:
      endpoint({ method: "POST", url: `/orgs/:org/teams/team-${index}{?page}`, org: "o", page: 2 });
      break;
    case 2:
      RequestBuilder.create()
        .route(`PATCH /gists/{gist_id}/v${index}`)
        .param("gist_id", "g")
        .headers({ accept: `application/vnd.github.v${index}+json` })
        .format("raw")
        .build();
      break;
    default:
      endpoint(`GET /search/code/${index}`, {
        q: `q${index}`,
        mediaType: { previews: [`p${index}`] },
      });
  }
}

function heapMegabytes() {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / (1024 * 1024);
}

if (typeof globalThis.gc === "function") {
  const total = quick ? 200_000 : 1_000_000;
  const checkpoints = new Set([10_000, 100_000, total]);
  const start = performance.now();
  const heap = [["0", heapMegabytes()]];
  for (let index = 0; index < total; index++) {
    dynamicCall(index);
    if (checkpoints.has(index + 1))
      heap.push([(index + 1).toLocaleString("en-US"), heapMegabytes()]);
  }
  const seconds = (performance.now() - start) / 1000;
  print();
  print(
    `Memory: ${total.toLocaleString("en-US")} calls with distinct dynamic URLs, routes and accept headers in ${seconds.toFixed(1)} s. The heap grows while the caches fill (2,048 templates and the route cache), then stays flat.`,
  );
  print();
  print("| calls | heap used after gc |");
  print("| --- | --- |");
  for (const [calls, megabytes] of heap) print(`| ${calls} | ${megabytes.toFixed(1)} MB |`);

  // The template cache's bound (docs/security.md): distinct templates of the longest cacheable
  // length, nothing but expressions, are the worst case per byte. Each one is expanded for real.
  const templates = 2_100;
  const before = heapMegabytes();
  for (let index = 0; index < templates; index++) {
    let url = `/${index.toString(36)}`;
    while (url.length + 12 <= 2048) url += "{a,b,c}{/d*}";
    endpoint(`GET ${url}`, { a: "x", d: ["y", "z"] });
  }
  const after = heapMegabytes();
  print();
  print(
    `Template cache: ${templates.toLocaleString("en-US")} distinct 2 KB templates of expressions, expanded.`,
  );
  print();
  print("| heap used after gc, before | after | growth |");
  print("| --- | --- | --- |");
  print(`| ${before.toFixed(1)} MB | ${after.toFixed(1)} MB | ${(after - before).toFixed(1)} MB |`);
} else {
  print();
  print("Memory: skipped (run with node --expose-gc)");
}

if (writeDocs && process.exitCode === undefined) {
  writeFigures("docs/security.md", "adversarial", report.join("\n"));
  console.log("\nwrote the figures into docs/security.md");
}
