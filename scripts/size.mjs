#!/usr/bin/env node
// Size budget: the minified, gzipped ES module with its dependencies (immer
// inlined), which is what a browser page downloads. Builds that bundle with
// test/browser/tsup.config.ts, prints its size and fails when it is more than 10 % over the budget
// recorded in test/browser/size-budget.json.
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
const budgetPath = fileURLToPath(new URL("../test/browser/size-budget.json", import.meta.url));
const TOLERANCE = 0.1;

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

const bundle = readFileSync(bundlePath);
// Level 9, as `gzip -9` and most CDNs serve static files; brotli is printed for information.
const gzipBytes = gzipSync(bundle, { level: 9 }).length;
const brotliBytes = brotliCompressSync(bundle, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;

const format = (bytes) => `${bytes.toLocaleString("en-US")} B (${(bytes / 1024).toFixed(1)} KiB)`;
console.log("restbuild.js: ESM, minified, immer inlined");
console.log(`  minified: ${format(bundle.length)}`);
console.log(`  gzip -9:  ${format(gzipBytes)}`);
console.log(`  brotli:   ${format(brotliBytes)}`);

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
writeFigures(
  "README.md",
  "size",
  `For version ${version} it is **${bytes(gzipBytes)} bytes gzipped** (\`gzip -9\`), ` +
    `${bytes(bundle.length)} bytes minified, ${bytes(brotliBytes)} bytes with brotli.`,
);

if (args.has("--update")) {
  writeFileSync(budgetPath, `${JSON.stringify({ gzipBytes }, null, 2)}\n`);
  console.log(`size: recorded ${gzipBytes} B as the budget in test/browser/size-budget.json`);
  process.exit(0);
}

const { gzipBytes: budget } = JSON.parse(readFileSync(budgetPath, "utf8"));
if (!Number.isInteger(budget) || budget <= 0) {
  console.error("size: test/browser/size-budget.json needs a positive integer gzipBytes");
  process.exit(1);
}
const limit = Math.floor(budget * (1 + TOLERANCE));
const change = (((gzipBytes - budget) / budget) * 100).toFixed(1);
console.log(`  budget:   ${format(budget)}, fails above ${format(limit)} (+10 %)`);
if (gzipBytes > limit) {
  console.error(
    `size: ${gzipBytes} B gzip is ${change} % over the budget of ${budget} B, beyond the 10 % allowed.\n` +
      "Shrink the bundle, or raise the budget on purpose with `npm run size -- --update`.",
  );
  process.exit(1);
}
console.log(`size: within budget (${change.startsWith("-") ? "" : "+"}${change} %)`);
