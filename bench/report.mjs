/**
 * Reporting: the results as Markdown tables (printed, and written into docs/performance.md
 * between two markers), and as JSON (bench/results-<date>.json, git-ignored).
 */
import { readFileSync, writeFileSync } from "node:fs";

export const DOCS_START = "<!-- bench:results:start -->";
export const DOCS_END = "<!-- bench:results:end -->";

function time(ns) {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} µs`;
  return `${ns.toFixed(0)} ns`;
}

const ratio = (value) => value.toFixed(value >= 10 ? 1 : value >= 1 ? 2 : 3);
const spread = ({ quartiles }) =>
  quartiles === undefined ? "medians" : `${ratio(quartiles[0])}–${ratio(quartiles[1])}`;
const megabytes = (bytes) => {
  const text = (bytes / 2 ** 20).toFixed(1);
  return `${text === "-0.0" ? "0.0" : text} MB`;
};

function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function casesTable(results) {
  const names = results.contenders;
  const header = ["case", results.reference, ...names];
  const rows = results.cases.map((item) => [
    item.id === "mix" ? "**mix of a–f**" : `(${item.id}) ${item.title}`,
    time(item.ns[results.reference]),
    ...names.map(
      (name) =>
        `${time(item.ns[name])} · **${ratio(item.ratios[name].median)}×** (${spread(item.ratios[name])})`,
    ),
  ]);
  return table(header, rows);
}

function targetsTable(results) {
  return table(
    ["target", "measured", "limit", "result"],
    results.targets.map((target) => [
      target.label,
      `${ratio(target.value)}${target.unit}${target.detail ? ` (${target.detail})` : ""}`,
      `≤ ${target.limit}${target.unit}`,
      target.pass ? "PASS" : "**FAIL**",
    ]),
  );
}

function scalingTable(rows, label, reference) {
  return table(
    [label, "endpoint()", reference, "endpoint() / reference", "endpoint() vs first row"],
    rows.map((row) => [
      row.label,
      time(row.ours),
      time(row.reference),
      `${ratio(row.versusReference.median)}× (${spread(row.versusReference)})`,
      `${ratio(row.versusFirst.median)}× (${spread(row.versusFirst)})`,
    ]),
  );
}
function heapTable(heap) {
  return table(
    ["templates in rotation", "heap before", "heap after", "growth"],
    heap.map((row) => [
      row.label,
      megabytes(row.before),
      megabytes(row.after),
      megabytes(row.after - row.before),
    ]),
  );
}

/** The results section of docs/performance.md, also printed to stdout. */
export function resultsMarkdown(results) {
  const { machine, settings } = results;
  return [
    `Measured on ${results.date}: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node} (${machine.platform}); ${settings.rounds} rounds, batches of about ${settings.batchMs} ms${settings.quick ? " (quick run)" : ""}; ${results.seconds} s in all.`,
    "",
    "### Targets",
    "",
    "Medians of per-round ratios (ours / reference unless said otherwise).",
    "",
    targetsTable(results),
    "",
    "### Cases",
    "",
    `Each cell: median time per call · **median of the per-round ratios to ${results.reference}** (quartiles of those ratios).`,
    "",
    casesTable(results),
    "",
    "![Ratios to the reference per case, with the target lines](performance-ratios.svg)",
    "",
    "### Scaling",
    "",
    "Parameters (one path parameter, the rest in the query of a GET):",
    "",
    scalingTable(results.scaling.parameters, "parameters", results.reference),
    "",
    "Defaults cascade (1 level and 10 levels that end in the same defaults):",
    "",
    scalingTable(results.scaling.cascade, "levels", results.reference),
    "",
    "Distinct URL templates in rotation (the template cache holds 2 048):",
    "",
    scalingTable(results.scaling.templates, "templates", results.reference),
    "",
    "Heap used around the template rows (after `global.gc()`):",
    "",
    heapTable(results.scaling.heap),
  ].join("\n");
}

/** Replaces the results section of docs/performance.md, leaving the rest of the page alone. */
export function writeDocs(path, markdown) {
  const page = readFileSync(path, "utf8");
  const start = page.indexOf(DOCS_START);
  const end = page.indexOf(DOCS_END);
  if (start === -1 || end < start) {
    throw new Error(`${path} has no ${DOCS_START} … ${DOCS_END} section to replace`);
  }
  const before = page.slice(0, start + DOCS_START.length);
  writeFileSync(path, `${before}\n\n${markdown}\n\n${page.slice(end)}`);
}

export function writeJson(path, results) {
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}
