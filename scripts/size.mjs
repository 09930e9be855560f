#!/usr/bin/env node
// Size budgets: the minified, gzipped ES module with its dependency (immer inlined), which is
// what a browser page downloads, and the bundle of an application that imports only `endpoint`.
// Builds both with test/browser/tsup.config.ts, prints their sizes, writes where the bytes go
// into docs/performance.md, and fails when either is more than 10 % over its budget in
// test/browser/size-budget.json.
//
//   node scripts/size.mjs            build, measure, compare
//   node scripts/size.mjs --no-build measure the bundle already in test-artifacts/browser
//   node scripts/size.mjs --update   build, measure, and record the figure as the new budget
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { bytes, writeFigures } from "./doc-figures.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const bundlePath = fileURLToPath(
  new URL("../test-artifacts/browser/restbuild.js", import.meta.url),
);
const endpointOnlyPath = fileURLToPath(
  new URL("../test-artifacts/browser/endpoint-only.js", import.meta.url),
);
const metafilePath = fileURLToPath(
  new URL("../test-artifacts/browser/metafile-esm.json", import.meta.url),
);
const budgetPath = fileURLToPath(new URL("../test/browser/size-budget.json", import.meta.url));
const TOLERANCE = 0.1;
/**
 * The targets the design sets (gzip -9 bytes), recorded beside the figures in
 * docs/performance.md; the budget below is what fails the script.
 */
const TARGETS = { everyExport: 13_000, endpointOnly: 12_500 };

const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!["--no-build", "--update"].includes(arg)) {
    console.error(`size: unknown option ${arg} (expected --no-build or --update)`);
    process.exit(2);
  }
}

if (!args.has("--no-build")) {
  const build = spawnSync(
    "npx",
    ["--no-install", "tsup", "--config", "test/browser/tsup.config.ts"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  if (build.status !== 0) {
    console.error(`size: the browser build failed\n${build.stdout}${build.stderr}`);
    process.exit(1);
  }
}

// Level 9, as `gzip -9` and most CDNs serve static files; brotli is printed for information.
const gzipOf = (content) => gzipSync(content, { level: 9 }).length;
const format = (bytes) => `${bytes.toLocaleString("en-US")} B (${(bytes / 1024).toFixed(1)} KiB)`;

const bundle = readFileSync(bundlePath);
const gzipBytes = gzipOf(bundle);
const brotliBytes = brotliCompressSync(bundle, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;
const endpointOnly = readFileSync(endpointOnlyPath);
const endpointOnlyGzipBytes = gzipOf(endpointOnly);

console.log("restbuild.js: ESM, minified, immer inlined, every export");
console.log(`  minified: ${format(bundle.length)}`);
console.log(`  gzip -9:  ${format(gzipBytes)}`);
console.log(`  brotli:   ${format(brotliBytes)}`);
console.log("endpoint-only.js: an application that imports only endpoint, tree-shaken");
console.log(`  minified: ${format(endpointOnly.length)}`);
console.log(`  gzip -9:  ${format(endpointOnlyGzipBytes)}`);
for (const [label, measured, target] of [
  ["restbuild.js", gzipBytes, TARGETS.everyExport],
  ["endpoint-only.js", endpointOnlyGzipBytes, TARGETS.endpointOnly],
]) {
  const verdict = measured <= target ? "met" : `${measured - target} B over`;
  console.log(`${label}: target ${format(target)}, ${verdict}`);
}

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
writeFigures(
  "README.md",
  "size",
  `For version ${version} it is **${bytes(gzipBytes)} bytes gzipped** (\`gzip -9\`), ` +
    `${bytes(bundle.length)} bytes minified, ${bytes(brotliBytes)} bytes with brotli.`,
);
writeFigures("docs/performance.md", "bundle-bytes", bytesTable());

/**
 * Where the bytes of both bundles come from, by the bundler's own account (its metafile):
 * minified bytes per part of the code. gzip works on the whole file, so the parts are given in
 * minified bytes and as a share, and the whole in both.
 */
function bytesTable() {
  const { outputs } = JSON.parse(readFileSync(metafilePath, "utf8"));
  const columns = [
    ["every export", outputs["test-artifacts/browser/restbuild.js"], gzipBytes],
    ["only `endpoint`", outputs["test-artifacts/browser/endpoint-only.js"], endpointOnlyGzipBytes],
  ];
  const parts = [
    ["immer", (file) => file.includes("node_modules/immer/")],
    ["URI templates (`src/template`)", (file) => file.startsWith("src/template/")],
    [
      "validation and messages (`core/validate`, `errors`, text helpers)",
      (file) =>
        [
          "src/core/validate.ts",
          "src/errors.ts",
          "src/shared/text.ts",
          "src/shared/value-text.ts",
        ].includes(file),
    ],
    ["request semantics (the rest of `src/core`)", (file) => file.startsWith("src/core/")],
    ["builder (`src/builder`)", (file) => file.startsWith("src/builder/")],
    ["adapters (`src/adapters`)", (file) => file.startsWith("src/adapters/")],
    ["the rest (`compat`, shared leaves, the entry)", () => true],
  ];
  const sums = columns.map(([, output]) => {
    const byPart = parts.map(() => 0);
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
      byPart[parts.findIndex(([, matches]) => matches(file))] += bytesInOutput;
    }
    return byPart;
  });
  const cell = (count, total) => `${bytes(count)} (${Math.round((count / total) * 100)} %)`;
  const rows = parts.map(
    ([label], index) =>
      `| ${label} | ${columns.map(([, output], column) => cell(sums[column][index], output.bytes)).join(" | ")} |`,
  );
  return [
    `Measured by \`npm run size\` for version ${version} (minified bytes; the whole also gzipped):`,
    "",
    `| part | ${columns.map(([label]) => label).join(" | ")} |`,
    `| --- | ${columns.map(() => "---").join(" | ")} |`,
    ...rows,
    `| **whole, minified** | ${columns.map(([, output]) => bytes(output.bytes)).join(" | ")} |`,
    `| **whole, gzip -9** | ${columns.map(([, , gzip]) => `**${bytes(gzip)}**`).join(" | ")} |`,
    `| target, gzip -9 | ${[
      [gzipBytes, TARGETS.everyExport],
      [endpointOnlyGzipBytes, TARGETS.endpointOnly],
    ]
      .map(
        ([measured, target]) =>
          `≤ ${bytes(target)}: ${measured <= target ? "met" : `**${bytes(measured - target)} over**`}`,
      )
      .join(" | ")} |`,
  ].join("\n");
}

const budgets = JSON.parse(readFileSync(budgetPath, "utf8"));
if (args.has("--update")) {
  writeFileSync(budgetPath, `${JSON.stringify({ gzipBytes, endpointOnlyGzipBytes }, null, 2)}\n`);
  console.log(`size: recorded ${gzipBytes} B and ${endpointOnlyGzipBytes} B as the budgets`);
  process.exit(0);
}

let failed = false;
for (const [label, measured, budget] of [
  ["restbuild.js", gzipBytes, budgets.gzipBytes],
  ["endpoint-only.js", endpointOnlyGzipBytes, budgets.endpointOnlyGzipBytes],
]) {
  if (!Number.isInteger(budget) || budget <= 0) {
    console.error(
      `size: test/browser/size-budget.json needs a positive integer budget for ${label}`,
    );
    process.exit(1);
  }
  const limit = Math.floor(budget * (1 + TOLERANCE));
  const change = (((measured - budget) / budget) * 100).toFixed(1);
  console.log(`${label}: budget ${format(budget)}, fails above ${format(limit)} (+10 %)`);
  if (measured > limit) {
    console.error(
      `size: ${label} is ${measured} B gzip, ${change} % over its budget of ${budget} B, beyond the 10 % allowed.\n` +
        "Shrink the bundle, or raise the budget on purpose with `npm run size -- --update`.",
    );
    failed = true;
  } else {
    console.log(`size: ${label} within budget (${change.startsWith("-") ? "" : "+"}${change} %)`);
  }
}
if (failed) process.exit(1);
