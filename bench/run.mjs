/**
 * `npm run bench`: this library side by side with @octokit/endpoint 11.0.5, in one process.
 *
 *   node --expose-gc bench/run.mjs [--quick] [--rounds=N] [--batch-ms=N] [--no-docs]
 *
 * Imports the built library (dist/), so run `npm run build` first (the npm script does).
 * Every output is checked before anything is timed. Prints the tables, writes
 * bench/results-<date>.json and, on a full run, the results section of docs/performance.md
 * and docs/performance-ratios.svg.
 */

import { cpus, platform, release } from "node:os";
import { fileURLToPath } from "node:url";
import { writeChart } from "./chart.mjs";
import { checkCase, checkPairs, checkSame } from "./check.mjs";
import { resultsMarkdown, writeDocs, writeJson } from "./report.mjs";
import { measureStartup } from "./startup.mjs";
import { contender, median, ratioOf, runSuite, sink } from "./timing.mjs";
import {
  CONTENDERS,
  cascadeScaling,
  caseContenders,
  cases,
  mixCases,
  parameterScaling,
  REFERENCE,
  templateScaling,
} from "./workload.mjs";

const flags = new Map(
  process.argv.slice(2).map((argument) => {
    const [name, value = "true"] = argument.replace(/^--/, "").split("=");
    return [name, value];
  }),
);
const quick = flags.has("quick");
const settings = {
  quick,
  rounds: Number(flags.get("rounds") ?? (quick ? 7 : 30)),
  batchMs: Number(flags.get("batch-ms") ?? (quick ? 3 : 12)),
  warmupMs: quick ? 60 : 250,
};
const writeDocsToo = !quick && !flags.has("no-docs");

if (typeof globalThis.gc !== "function") {
  console.error("run node with --expose-gc (npm run bench does)");
  process.exit(1);
}

const startedAt = performance.now();
const file = (path) => fileURLToPath(new URL(path, import.meta.url));
const progress = (text) => process.stderr.write(`${text}\n`);

function heapUsed() {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/** Runs one suite of contenders and returns them with their samples. */
function timeSuite(label, specs) {
  progress(`timing ${label} …`);
  const entries = specs.map((spec) => contender(spec.name, spec.fn, spec.inputs));
  runSuite(entries, settings);
  return Object.fromEntries(entries.map((entry) => [entry.name, entry]));
}

// 1. Check every output before timing anything.
for (const item of cases) checkCase(item);
const parameterSpecs = parameterScaling();
const cascadeSpecs = cascadeScaling();
const templateCounts = [10, 1_000, 100_000];
checkPairs([
  [parameterSpecs[0], parameterSpecs[1]],
  [parameterSpecs[2], parameterSpecs[3]],
  [parameterSpecs[4], parameterSpecs[5]],
  [cascadeSpecs[0], cascadeSpecs[2]],
]);
checkSame(cascadeSpecs[0], cascadeSpecs[1]);
checkSame(cascadeSpecs[2], cascadeSpecs[3]);
progress(
  "outputs checked: builder, chain and floor equal endpoint(); endpoint() equals the reference",
);

// 2. The cases, one suite each, then the mix of all six.
const caseResults = [];
for (const item of [...cases, { id: "mix", short: "mix", title: "mix of a–f", all: true }]) {
  const suite = timeSuite(`case ${item.id}`, caseContenders(item.all ? mixCases : [item]));
  const reference = suite[REFERENCE];
  caseResults.push({
    id: item.id,
    short: item.short,
    title: item.title,
    ns: Object.fromEntries(
      Object.values(suite).map((entry) => [entry.name, median(entry.samples)]),
    ),
    ratios: Object.fromEntries(CONTENDERS.map((name) => [name, ratioOf(suite[name], reference)])),
    versusFloor: ratioOf(suite["endpoint()"], suite.floor),
  });
}

// 3. Scaling rows: ours and the reference in one suite, ratios to the reference and to row 1.
function scalingRows(suite, specs, label) {
  const ours = specs.filter((spec) => spec.name.startsWith("endpoint()"));
  const references = specs.filter((spec) => spec.name.startsWith(REFERENCE));
  return ours.map((spec, k) => ({
    label: label(spec),
    ours: median(suite[spec.name].samples),
    reference: median(suite[references[k].name].samples),
    versusReference: ratioOf(suite[spec.name], suite[references[k].name]),
    versusFirst: ratioOf(suite[spec.name], suite[ours[0].name]),
  }));
}
const parameterSuite = timeSuite("parameters", parameterSpecs);
const cascadeSuite = timeSuite("cascade", cascadeSpecs);
const scaling = {
  parameters: scalingRows(parameterSuite, parameterSpecs, (spec) => String(spec.count)),
  cascade: scalingRows(cascadeSuite, cascadeSpecs, (spec) => String(spec.depth)),
  templates: [],
  heap: [],
};

// Templates: one suite per count, so a larger rotation does not evict a smaller one's entries.
for (const count of templateCounts) {
  const specs = templateScaling([count]);
  checkPairs([[specs[0], specs[1]]]);
  const before = heapUsed();
  const suite = timeSuite(`${count} templates`, specs);
  const after = heapUsed();
  scaling.heap.push({ label: count.toLocaleString("en"), before, after });
  scaling.templates.push({
    label: count.toLocaleString("en"),
    ours: median(suite[specs[0].name].samples),
    reference: median(suite[specs[1].name].samples),
    versusReference: ratioOf(suite[specs[0].name], suite[specs[1].name]),
  });
}
for (const row of scaling.templates) {
  // The template rows are separate suites: their ratio to the first row compares medians.
  row.versusFirst = { median: row.ours / scaling.templates[0].ours };
}

// 4. Targets.
const byId = Object.fromEntries(caseResults.map((item) => [item.id, item]));
const worstCase = caseResults
  .filter((item) => item.id !== "mix")
  .reduce((worst, item) =>
    item.ratios["endpoint()"].median > worst.ratios["endpoint()"].median ? item : worst,
  );
const heapGrowth = scaling.heap.at(-1).after - scaling.heap.at(-1).before;
progress("start-up: import + first call in fresh processes …");
const startup = measureStartup(quick ? 10 : 40);
const target = (label, value, limit, unit = "×", detail = "") => ({
  label,
  value,
  limit,
  unit,
  detail,
  pass: value <= limit,
});
const targets = [
  target("endpoint() on the mix, ours / reference", byId.mix.ratios["endpoint()"].median, 0.25),
  target(
    "endpoint() on every single case, ours / reference",
    worstCase.ratios["endpoint()"].median,
    0.4,
    "×",
    `worst: case ${worstCase.id}`,
  ),
  target(
    "prepared .build() on the mix, ours / reference",
    byId.mix.ratios["prepared .build()"].median,
    0.15,
  ),
  target(
    "chain create().route().param()×3.build() (case a), ours / reference",
    byId.a.ratios["chain from create()"].median,
    0.6,
  ),
  target(
    "chain create().route().header().preview().param()×2.build() (case g), ours / reference",
    byId.g.ratios["chain from create()"].median,
    0.6,
  ),
  target("endpoint() on the mix, ours / floor", byId.mix.versusFloor.median, 4),
  target(
    "import + first call in a fresh process, ours / reference",
    startup.ratio,
    1,
    "×",
    `medians of ${startup.rounds} alternating runs: ${startup.ours.toFixed(1)} ms and ${startup.reference.toFixed(1)} ms`,
  ),
  target("defaults cascade, 10 levels / 1 level", scaling.cascade[1].versusFirst.median, 1.2),
  target("100 parameters / 1 parameter", scaling.parameters[2].versusFirst.median, 100),
  target(
    "heap growth over 100 000 distinct templates (cache bounded)",
    heapGrowth / 2 ** 20,
    16,
    " MB",
  ),
];

// 5. Report.
const date = new Date();
const results = {
  date: date.toISOString().slice(0, 10),
  timestamp: date.toISOString(),
  machine: {
    cpu: cpus()[0]?.model ?? "unknown CPU",
    cores: cpus().length,
    node: process.version,
    platform: `${platform()} ${release()}`,
  },
  settings,
  reference: REFERENCE,
  contenders: CONTENDERS,
  targets,
  cases: caseResults,
  scaling,
  seconds: Math.round((performance.now() - startedAt) / 1000),
  checksum: sink.checksum,
};

const markdown = resultsMarkdown(results);
console.log(markdown);
const stamp = results.timestamp.replace(/[:.]/g, "-");
const jsonPath = file(`./results-${stamp}.json`);
writeJson(jsonPath, results);
progress(`\nwrote ${jsonPath}`);
if (writeDocsToo) {
  writeDocs(file("../docs/performance.md"), markdown);
  writeChart(file("../docs/performance-ratios.svg"), results);
  progress("wrote docs/performance.md (results section) and docs/performance-ratios.svg");
}
const failed = targets.filter((item) => !item.pass);
progress(failed.length === 0 ? "all targets PASS" : `${failed.length} target(s) FAIL`);
