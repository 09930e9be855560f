#!/usr/bin/env node
// `npm run mutation`: Stryker over src/, one folder per run, then the score of the whole of src/
// from every folder's results (scripts/record-mutation.mjs).
//
//   node scripts/mutation.mjs                      every folder in turn
//   node scripts/mutation.mjs template core        those folders only (src/template/, src/core/)
//   node scripts/mutation.mjs --files src/a.ts,…   those files only, each against its folder's tests
//   node scripts/mutation.mjs --group security     the files of a group (scripts/mutation-scope.mjs)
//   node scripts/mutation.mjs --list               the folders, when their files were measured,
//                                                  and the files changed since
//   --concurrency N                                Stryker's test runners (the config's otherwise)
//
// Each folder keeps its results in test/reliability/stryker/results/<folder>.json.gz, which is
// committed (gzipped: Stryker's JSON names every test of every mutant). Stryker's incremental
// mode reads it back and tests again only the mutants whose code or tests changed since, so a
// folder measured once is measured again in minutes. A run over all of src/ at once takes
// hours on two cores; folder by folder, the work can be spread over several runs, and an
// interrupted run loses one folder at most. A run of some files of a folder mutates only them
// and keeps the folder's other results as they were; results/measured.json records, file by
// file, the date of its last run and the fingerprint of the text it measured, so the figures
// can say which files were measured when, and which changed since.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { today } from "./doc-figures.mjs";
import {
  currentFingerprint,
  FOLDERS,
  fingerprint,
  folderOf,
  GROUPS,
  readMeasured,
  resultsDir,
  root as rootUrl,
  writeMeasured,
} from "./mutation-scope.mjs";

const root = fileURLToPath(rootUrl);
const config = "test/reliability/stryker/stryker.config.json";
/** Where Stryker reads and writes a folder's results during a run (not committed). */
const workDir = "reports/stryker";

/** The test files of `tests` (folders or files) as vitest globs, comma-separated. */
const testGlobs = (tests) =>
  tests.map((test) => (test.endsWith(".ts") ? test : `${test}/**/*.test.ts`)).join(",");

function fail(message) {
  console.error(`mutation: ${message}`);
  process.exit(2);
}

/** The value after option `name` (`--name value` or `--name=value`), all occurrences. */
function optionValues(args, name) {
  const values = [];
  for (let index = 0; index < args.length; index++) {
    if (args[index] === name) {
      if (index + 1 >= args.length) fail(`${name} needs a value`);
      values.push(args[index + 1]);
      args.splice(index, 2);
      index--;
    } else if (args[index].startsWith(`${name}=`)) {
      values.push(args[index].slice(name.length + 1));
      args.splice(index, 1);
      index--;
    }
  }
  return values;
}

const args = process.argv.slice(2);
if (args.includes("--list")) {
  const measured = readMeasured();
  for (const folder of Object.keys(FOLDERS)) {
    const files = Object.keys(measured).filter((path) => folderOf(path) === folder);
    const dates = [...new Set(files.map((path) => measured[path].date))].sort();
    const changed = files.filter((path) => currentFingerprint(path) !== measured[path].source);
    console.log(
      `${folder.padEnd(10)} ${dates.length === 0 ? "not measured" : dates.join(", ")}` +
        (changed.length === 0 ? "" : `; changed since: ${changed.join(", ")}`),
    );
  }
  process.exit(0);
}

const concurrency = optionValues(args, "--concurrency");
const files = optionValues(args, "--files").flatMap((list) => list.split(",").filter(Boolean));
for (const group of optionValues(args, "--group")) {
  if (!(group in GROUPS)) fail(`no group ${group} (groups: ${Object.keys(GROUPS).join(", ")})`);
  files.push(...GROUPS[group]);
}
const unknown = args.filter((folder) => !(folder in FOLDERS));
if (unknown.length > 0) {
  fail(`no folder ${unknown.join(", ")} (folders: ${Object.keys(FOLDERS).join(", ")})`);
}
if (files.length > 0 && args.length > 0) fail("name folders or files, not both");
for (const path of files) {
  if (!existsSync(`${root}${path}`)) fail(`no file ${path}`);
  if (folderOf(path) === undefined) fail(`${path} is in no measured folder of src/`);
}

/** The runs to make: each folder with the files of it to mutate (all of them when `only` is undefined). */
const runs =
  files.length > 0
    ? Object.keys(FOLDERS)
        .map((folder) => ({
          folder,
          only: [...new Set(files.filter((path) => folderOf(path) === folder))],
        }))
        .filter(({ only }) => only.length > 0)
    : (args.length > 0 ? args : Object.keys(FOLDERS)).map((folder) => ({ folder }));

for (const { folder, only } of runs) {
  const scope = only ?? FOLDERS[folder].mutate;
  console.log(
    `mutation: ${only ? only.join(", ") : `src/${folder === "root" ? "" : `${folder}/`}`}`,
  );
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
      scope.join(","),
      "--incrementalFile",
      incremental,
      ...concurrency.flatMap((value) => ["--concurrency", value]),
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, RESTBUILD_MUTATION_TESTS: testGlobs(FOLDERS[folder].tests) },
    },
  );
  if (run.status !== 0) fail(`Stryker failed on ${folder} (exit status ${run.status})`);
  const results = JSON.parse(readFileSync(`${root}${incremental}`, "utf8"));
  // Stryker carries the results of files outside `--mutate` over, also of a file now gone.
  for (const path of Object.keys(results.files)) {
    if (currentFingerprint(path) === undefined) delete results.files[path];
  }
  writeFileSync(kept, gzipSync(JSON.stringify(results), { level: 9 }));
  // The files this run mutated, with the text Stryker read (the report keeps it).
  const report = results.files;
  const measured = readMeasured();
  for (const [path, file] of Object.entries(report)) {
    if (only ? only.includes(path) : folderOf(path) === folder) {
      measured[path] = { date: today(), source: fingerprint(file.source) };
    }
  }
  // A file asked for by name that gave Stryker no mutant to run (a table that is read once, while
  // its module loads) is measured as well: it has nothing a test could kill.
  for (const path of only ?? []) {
    if (!(path in report)) measured[path] = { date: today(), source: currentFingerprint(path) };
  }
  // A file gone from the folder has no results left to vouch for.
  for (const path of Object.keys(measured)) {
    if (folderOf(path) === folder && currentFingerprint(path) === undefined) delete measured[path];
  }
  writeMeasured(measured);
}

const record = spawnSync("node", ["scripts/record-mutation.mjs"], { cwd: root, stdio: "inherit" });
process.exit(record.status ?? 1);
