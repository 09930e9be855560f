#!/usr/bin/env node
// Writes the mutation score of src/ into CONTRIBUTING.md and docs/security.md, from the results
// of every folder's Stryker run (test/reliability/stryker/results/<folder>.json.gz, written by
// scripts/mutation.mjs) and the date each folder was measured (results/dates.json).
//
//   node scripts/record-mutation.mjs
import { readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { writeFigures } from "./doc-figures.mjs";

const resultsDir = new URL("../test/reliability/stryker/results/", import.meta.url);
const resultFiles = readdirSync(resultsDir).filter((name) => name.endsWith(".json.gz"));
const dates = JSON.parse(readFileSync(new URL("dates.json", resultsDir), "utf8"));
const srcUrl = new URL("../src/", import.meta.url);
const srcFolders = [
  "root",
  ...readdirSync(srcUrl, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
];
// src/routes/ holds only the catalogue's types: no code to mutate.
const TYPES_ONLY = new Set(["routes"]);
const unmeasured = srcFolders
  .filter((folder) => !TYPES_ONLY.has(folder))
  .filter((folder) => !resultFiles.includes(`${folder}.json.gz`));
const report = { files: {} };
for (const name of resultFiles) {
  const json = gunzipSync(readFileSync(new URL(name, resultsDir))).toString("utf8");
  Object.assign(report.files, JSON.parse(json).files);
}

const COUNTED = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);
const ignored = Object.values(report.files)
  .flatMap((file) => file.mutants)
  .filter((mutant) => mutant.status === "Ignored");
// Stryker's reason for a mutant left out by `ignoreStatic`; the others are disabled in the
// source by a `// Stryker disable` comment that gives the reason.
const loadTime = ignored.filter((mutant) => /static/i.test(mutant.statusReason ?? "")).length;
const disabled = ignored.length - loadTime;
const measuredOn = [...new Set(Object.values(dates))].sort();
const when =
  measuredOn.length === 1
    ? measuredOn[0]
    : `${measuredOn[0]} to ${measuredOn.at(-1)}, folder by folder`;

function tally(files) {
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const file of files) {
    for (const mutant of file.mutants) {
      if (COUNTED.has(mutant.status)) counts[mutant.status]++;
    }
  }
  const total = counts.Killed + counts.Timeout + counts.Survived + counts.NoCoverage;
  const detected = counts.Killed + counts.Timeout;
  return { ...counts, total, detected, score: total === 0 ? 100 : (detected / total) * 100 };
}

const percent = (value) => `${value.toFixed(2)} %`;
const count = (value) => value.toLocaleString("en-US");
const entries = Object.entries(report.files);
const all = tally(entries.map(([, file]) => file));

// By folder of src/, and the files that score below 90 %.
const folders = new Map();
for (const [path, file] of entries) {
  const folder = path.split("/").slice(0, -1).join("/");
  folders.set(folder, [...(folders.get(folder) ?? []), file]);
}
const byFolder = [...folders]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([folder, files]) => `\`${folder}/\` ${tally(files).score.toFixed(1)} %`)
  .join(", ");
const weak = entries
  .map(([path, file]) => [path, tally([file])])
  .filter(([, figures]) => figures.total > 0 && figures.score < 90)
  .sort(([, a], [, b]) => a.score - b.score)
  .map(([path, figures]) => `\`${path}\` ${figures.score.toFixed(1)} %`)
  .join(", ");

// Until every folder has results, the figure is the measured folders' and says so.
const scope =
  unmeasured.length === 0
    ? "`src/`"
    : `the measured folders of \`src/\` (not yet measured: ${unmeasured
        .map((folder) => (folder === "root" ? "`src/*.ts`" : `\`src/${folder}/\``))
        .join(", ")})`;
const summary =
  `**Mutation score${unmeasured.length === 0 ? "" : " so far"}: ${percent(all.score)}** ` +
  `(\`npm run mutation\`, measured on ${when}): ` +
  `of ${count(all.total)} mutants of ${scope}, ${count(all.Killed)} were killed by a failing ` +
  `test and ${count(all.Timeout)} by a timeout; ${count(all.Survived)} survived and ` +
  `${count(all.NoCoverage)} had no test reaching them. Not counted: ${count(loadTime)} that ` +
  "run only while a module loads, before any test (Stryker's `ignoreStatic`), and " +
  `${count(disabled)} that the source marks, each with its reason, as changing nothing a ` +
  "caller can see (`// Stryker disable`).";

writeFigures("CONTRIBUTING.md", "mutation", `- ${summary}`);
writeFigures(
  "docs/security.md",
  "mutation",
  `${summary}\n\nBy folder: ${byFolder}.\n\nFiles below 90 %: ${weak || "none"}.`,
);
console.log(`mutation: ${percent(all.score)} recorded in CONTRIBUTING.md and docs/security.md`);
