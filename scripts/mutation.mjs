#!/usr/bin/env node
// `npm run mutation`: Stryker over src/, one folder per run, then the score of the whole of src/
// from every folder's results (scripts/record-mutation.mjs).
//
//   node scripts/mutation.mjs                 every folder in turn
//   node scripts/mutation.mjs template core   those folders only (src/template/, src/core/)
//   node scripts/mutation.mjs --list          the folders and the date each was last measured
//
// Each folder keeps its results in test/reliability/stryker/results/<folder>.json.gz, which is
// committed (gzipped: Stryker's JSON names every test of every mutant). Stryker's incremental
// mode reads it back and tests again only the mutants whose code or tests changed since, so a
// folder measured once is measured again in minutes. A run over all of src/ at once takes
// hours on two cores; folder by folder, the work can be spread over several runs, and an
// interrupted run loses one folder at most.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { today } from "./doc-figures.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const config = "test/reliability/stryker/stryker.config.json";
const resultsDir = "test/reliability/stryker/results";
const datesPath = `${root}${resultsDir}/dates.json`;
/** Where Stryker reads and writes a folder's results during a run (not committed). */
const workDir = "reports/stryker";

/**
 * The folders of src/: the files each leaves out, as stryker.config.json's `mutate` does
 * (`root` is the files directly in src/), and the test folders run against its mutants: its
 * own tests, the tests of the faces built on it, and test/reliability, which holds the
 * security and robustness properties. Other suites (the generated route checks, the docs'
 * examples) reach the same code through these faces; leaving them out keeps a folder's run
 * short, and can only make its score lower.
 */
const FOLDERS = {
  adapters: { mutate: ["src/adapters/**/*.ts"], tests: ["test/adapters", "test/reliability"] },
  builder: {
    mutate: ["src/builder/**/*.ts"],
    tests: ["test/builder", "test/compat", "test/reliability"],
  },
  cli: {
    mutate: ["src/cli/**/*.ts", "!src/cli/main.ts", "!src/cli/node-io.ts"],
    tests: ["test/cli"],
  },
  compat: { mutate: ["src/compat/**/*.ts"], tests: ["test/compat", "test/reliability"] },
  core: {
    mutate: ["src/core/**/*.ts", "!src/core/route-types.ts"],
    tests: ["test/core", "test/builder", "test/compat", "test/reliability"],
  },
  root: {
    mutate: ["src/*.ts", "!src/index.ts"],
    tests: ["test/errors.test.ts", "test/core", "test/reliability"],
  },
  shared: {
    mutate: ["src/shared/**/*.ts"],
    tests: ["test/shared", "test/template", "test/core", "test/reliability"],
  },
  template: {
    mutate: ["src/template/**/*.ts"],
    tests: ["test/template", "test/shared", "test/reliability"],
  },
};

/** The test files of `tests` (folders or files) as vitest globs, comma-separated. */
const testGlobs = (tests) =>
  tests.map((test) => (test.endsWith(".ts") ? test : `${test}/**/*.test.ts`)).join(",");

const readDates = () => (existsSync(datesPath) ? JSON.parse(readFileSync(datesPath, "utf8")) : {});

const args = process.argv.slice(2);
if (args.includes("--list")) {
  const dates = readDates();
  for (const folder of Object.keys(FOLDERS)) {
    console.log(`${folder.padEnd(10)} ${dates[folder] ?? "not measured"}`);
  }
  process.exit(0);
}
const unknown = args.filter((folder) => !(folder in FOLDERS));
if (unknown.length > 0) {
  console.error(
    `mutation: no folder ${unknown.join(", ")} (folders: ${Object.keys(FOLDERS).join(", ")})`,
  );
  process.exit(2);
}

for (const folder of args.length > 0 ? args : Object.keys(FOLDERS)) {
  console.log(`mutation: src/${folder === "root" ? "" : `${folder}/`}`);
  const kept = `${root}${resultsDir}/${folder}.json.gz`;
  const incremental = `${workDir}/${folder}.json`;
  mkdirSync(`${root}${workDir}`, { recursive: true });
  if (existsSync(kept)) writeFileSync(`${root}${incremental}`, gunzipSync(readFileSync(kept)));
  const run = spawnSync(
    "npx",
    [
      "stryker",
      "run",
      config,
      "--mutate",
      FOLDERS[folder].mutate.join(","),
      "--incrementalFile",
      incremental,
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, RESTBUILD_MUTATION_TESTS: testGlobs(FOLDERS[folder].tests) },
    },
  );
  if (run.status !== 0) {
    console.error(`mutation: Stryker failed on ${folder} (exit status ${run.status})`);
    process.exit(run.status ?? 1);
  }
  writeFileSync(kept, gzipSync(readFileSync(`${root}${incremental}`), { level: 9 }));
  const dates = readDates();
  dates[folder] = today();
  writeFileSync(datesPath, `${JSON.stringify(dates, undefined, 2)}\n`);
}

const record = spawnSync("node", ["scripts/record-mutation.mjs"], { cwd: root, stdio: "inherit" });
process.exit(record.status ?? 1);
