#!/usr/bin/env node
// Size budgets: the minified, gzipped bundle of an application, immer inlined, which is what a
// browser page downloads. The application imports `@restbuild/endpoint` by its name and its
// bundler resolves it through package.json's exports: with the `production` condition (Vite and
// webpack in production) it gets the production build, without it the development build.
// Measured: the production build with every export and with `endpoint` alone, and the
// development build with every export. Builds the package and the applications
// (test/browser/tsup.config.ts), prints their sizes, writes where the bytes go into
// docs/performance.md and the figure into README.md, and fails when a bundle is more than 10 %
// over its budget in test/browser/size-budget.json.
//
//   node scripts/size.mjs            build, measure, compare
//   node scripts/size.mjs --no-build measure the bundles already in test-artifacts/
//   node scripts/size.mjs --update   build, measure, and record the figures as the new budgets
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { bytes, writeFigures } from "./doc-figures.mjs";
import { bytesBySource } from "./source-map-bytes.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const budgetPath = fileURLToPath(new URL("../test/browser/size-budget.json", import.meta.url));
const TOLERANCE = 0.1;

/**
 * The bundles, each with the target the design sets (gzip -9 bytes), recorded beside the
 * figures in docs/performance.md, and its key in the budget file, whose figure fails the script.
 */
const BUNDLES = [
  {
    key: "production",
    label: "production build, every export",
    column: "production, every export",
    file: "test-artifacts/browser-production/restbuild.js",
    target: 11_000,
  },
  {
    key: "productionEndpointOnly",
    label: "production build, only `endpoint`",
    column: "production, only `endpoint`",
    file: "test-artifacts/browser-production/endpoint-only.js",
    target: 10_500,
  },
  {
    key: "development",
    label: "development build, every export",
    column: "development, every export",
    file: "test-artifacts/browser/restbuild.js",
    target: 17_984,
  },
];

const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!["--no-build", "--update"].includes(arg)) {
    console.error(`size: unknown option ${arg} (expected --no-build or --update)`);
    process.exit(2);
  }
}

if (!args.has("--no-build")) {
  // The applications read the package in dist/, as an application reads node_modules.
  for (const [what, command] of [
    ["the package", ["npm", "run", "build"]],
    [
      "the applications",
      ["npx", "--no-install", "tsup", "--config", "test/browser/tsup.config.ts"],
    ],
  ]) {
    const build = spawnSync(command[0], command.slice(1), { cwd: root, encoding: "utf8" });
    if (build.status !== 0) {
      console.error(`size: the build of ${what} failed\n${build.stdout}${build.stderr}`);
      process.exit(1);
    }
  }
}

// Level 9, as `gzip -9` and most CDNs serve static files; brotli is printed for information.
const gzipOf = (content) => gzipSync(content, { level: 9 }).length;
const format = (count) => `${bytes(count)} B (${(count / 1024).toFixed(1)} KiB)`;

const measured = BUNDLES.map((bundle) => {
  // The bundle as it is served: without the comment that names its source map.
  const code = readFileSync(new URL(`../${bundle.file}`, import.meta.url), "utf8").replace(
    /\n?\/\/# sourceMappingURL=\S+\s*$/,
    "",
  );
  const content = Buffer.from(code);
  return {
    ...bundle,
    code,
    minified: content.length,
    gzip: gzipOf(content),
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      .length,
  };
});

for (const bundle of measured) {
  const verdict =
    bundle.gzip <= bundle.target ? "met" : `${bytes(bundle.gzip - bundle.target)} B over`;
  console.log(`${bundle.file}: ${bundle.label}, minified, immer inlined`);
  console.log(`  minified: ${format(bundle.minified)}`);
  console.log(`  gzip -9:  ${format(bundle.gzip)}, target ${format(bundle.target)}: ${verdict}`);
  console.log(`  brotli:   ${format(bundle.brotli)}`);
}

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const [production, , development] = measured;
writeFigures(
  "README.md",
  "size",
  `For version ${version} the production build is **${bytes(production.gzip)} bytes gzipped** ` +
    `(\`gzip -9\`), ${bytes(production.minified)} bytes minified, ${bytes(production.brotli)} ` +
    `bytes with brotli; the development build is ${bytes(development.gzip)} bytes gzipped.`,
);
writeFigures("docs/performance.md", "bundle-bytes", bytesTable());

/**
 * Where the bytes of each bundle come from, by its source map, which goes back through dist's
 * own map to the files of src/ and of immer: minified bytes per part of the code. gzip works on
 * the whole file, so the parts are given in minified bytes and as a share, and the whole in both.
 */
function bytesTable() {
  const parts = [
    ["immer", (file) => file.includes("node_modules/immer/")],
    ["URI templates (`src/template`)", (file) => file.includes("src/template/")],
    [
      "validation and messages (`core/validate`, `errors`, text helpers)",
      (file) =>
        ["src/core/validate.ts", "src/errors.ts", "src/shared/text.ts", "src/shared/value-text.ts"]
          .map((path) => file.endsWith(path))
          .includes(true),
    ],
    ["request semantics (the rest of `src/core`)", (file) => file.includes("src/core/")],
    ["builder (`src/builder`)", (file) => file.includes("src/builder/")],
    ["adapters (`src/adapters`)", (file) => file.includes("src/adapters/")],
    ["the rest (`compat`, shared leaves, the entry, the bundler's glue)", () => true],
  ];
  const sums = measured.map((bundle) => {
    const map = JSON.parse(readFileSync(new URL(`../${bundle.file}.map`, import.meta.url), "utf8"));
    const byPart = parts.map(() => 0);
    for (const [file, count] of bytesBySource(bundle.code, map)) {
      byPart[parts.findIndex(([, matches]) => matches(file))] += count;
    }
    return byPart;
  });
  const cell = (count, total) => `${bytes(count)} (${Math.round((count / total) * 100)} %)`;
  const rows = parts.map(
    ([label], index) =>
      `| ${label} | ${measured.map((bundle, column) => cell(sums[column][index], bundle.minified)).join(" | ")} |`,
  );
  return [
    `Measured by \`npm run size\` for version ${version} (minified bytes; the whole also gzipped):`,
    "",
    `| part | ${measured.map((bundle) => bundle.column).join(" | ")} |`,
    `| --- | ${measured.map(() => "---").join(" | ")} |`,
    ...rows,
    `| **whole, minified** | ${measured.map((bundle) => bytes(bundle.minified)).join(" | ")} |`,
    `| **whole, gzip -9** | ${measured.map((bundle) => `**${bytes(bundle.gzip)}**`).join(" | ")} |`,
    `| target, gzip -9 | ${measured
      .map(
        (bundle) =>
          `≤ ${bytes(bundle.target)}: ${bundle.gzip <= bundle.target ? "met" : `**${bytes(bundle.gzip - bundle.target)} over**`}`,
      )
      .join(" | ")} |`,
  ].join("\n");
}

if (args.has("--update")) {
  const budgets = Object.fromEntries(measured.map((bundle) => [bundle.key, bundle.gzip]));
  writeFileSync(budgetPath, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(
    `size: recorded ${measured.map((bundle) => `${bundle.gzip} B`).join(", ")} as the budgets`,
  );
  process.exit(0);
}

const budgets = JSON.parse(readFileSync(budgetPath, "utf8"));
let failed = false;
for (const bundle of measured) {
  const budget = budgets[bundle.key];
  if (!Number.isInteger(budget) || budget <= 0) {
    console.error(
      `size: test/browser/size-budget.json needs a positive integer budget "${bundle.key}" for the ${bundle.label}`,
    );
    process.exit(1);
  }
  const limit = Math.floor(budget * (1 + TOLERANCE));
  const change = (((bundle.gzip - budget) / budget) * 100).toFixed(1);
  console.log(`${bundle.label}: budget ${format(budget)}, fails above ${format(limit)} (+10 %)`);
  if (bundle.gzip > limit) {
    console.error(
      `size: the ${bundle.label} is ${bundle.gzip} B gzip, ${change} % over its budget of ${budget} B, beyond the 10 % allowed.\n` +
        "Shrink the bundle, or raise the budget on purpose with `npm run size -- --update`.",
    );
    failed = true;
  } else {
    console.log(`size: within budget (${change.startsWith("-") ? "" : "+"}${change} %)`);
  }
}
if (failed) process.exit(1);
