#!/usr/bin/env node
// Writes the mutation score of src/ into CONTRIBUTING.md and docs/security.md, and that of the
// security files (the group `security` of scripts/mutation-scope.mjs) into docs/security.md and
// docs/compat.md, from the results of the Stryker runs
// (test/reliability/stryker/results/<folder>.json.gz, written by scripts/mutation.mjs) and the
// date and text at which each file was measured (results/measured.json). A file whose text
// changed since, or that holds code and has no results, is named, so no figure passes for
// newer than it is.
//
//   node scripts/record-mutation.mjs
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import ts from "typescript";
import { writeFigures } from "./doc-figures.mjs";
import {
  currentFingerprint,
  folderOf,
  GROUPS,
  readMeasured,
  resultsDir,
  root,
} from "./mutation-scope.mjs";

const resultsUrl = new URL(`${resultsDir}/`, root);
const resultFiles = readdirSync(resultsUrl).filter((name) => name.endsWith(".json.gz"));
const measured = readMeasured();
const report = { files: {} };
for (const name of resultFiles) {
  const json = gunzipSync(readFileSync(new URL(name, resultsUrl))).toString("utf8");
  Object.assign(report.files, JSON.parse(json).files);
}
// Results of a file that is gone say nothing of src/ as it is.
for (const path of Object.keys(report.files)) {
  if (currentFingerprint(path) === undefined) delete report.files[path];
}

/** Whether a file holds code that runs, not only types and re-exports (those have no mutants). */
function holdsCode(path) {
  const source = readFileSync(new URL(path, root), "utf8");
  const output = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      removeComments: true,
    },
  }).outputText;
  return output
    .split("\n")
    .map((line) => line.trim())
    .some(
      (line) =>
        line !== "" && !/^(export \{[^}]*\}( from .*)?|export \* from .*|import .*);$/.test(line),
    );
}
const tracked = execFileSync("git", ["ls-files", "src"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((path) => folderOf(path) !== undefined);
// A file without results is measured when measured.json vouches for its text as it is: Stryker
// found no mutant in it outside the code that runs while its module loads.
const unmeasured = tracked.filter(
  (path) =>
    !(path in report.files) &&
    measured[path]?.source !== currentFingerprint(path) &&
    holdsCode(path),
);
const changed = Object.keys(report.files)
  .filter((path) => measured[path]?.source !== currentFingerprint(path))
  .sort();

// Survivors that change nothing a caller can see, each listed with its reason in
// test/reliability/stryker/equivalent-mutants.json: by file, the text of the line it changes,
// the code it replaces, mutator and replacement, so that an entry stops matching when its line
// changes. They are
// counted apart, as those the source marks with `// Stryker disable` are.
const equivalents = JSON.parse(
  readFileSync(new URL("test/reliability/stryker/equivalent-mutants.json", root), "utf8"),
).mutants;
// `occurrence` tells apart lines of one file with the same text (the second loop over `text`):
// it counts from 1, and an entry without one names the first.
const listedKey = (file, line, occurrence, original, mutator, replacement) =>
  JSON.stringify([file, line.trim(), occurrence, original, mutator, replacement]);
const listed = new Map(
  equivalents.map((entry) => [
    listedKey(
      entry.file,
      entry.line,
      entry.occurrence ?? 1,
      entry.original,
      entry.mutator,
      entry.replacement,
    ),
    entry,
  ]),
);
/** For each line of `lines`, how many lines up to it have its text. */
function occurrences(lines) {
  const seen = new Map();
  return lines.map((line) => {
    const count = (seen.get(line.trim()) ?? 0) + 1;
    seen.set(line.trim(), count);
    return count;
  });
}
const matched = new Set();
for (const [path, file] of Object.entries(report.files)) {
  const lines = file.source.split("\n");
  const occurrence = occurrences(lines);
  for (const mutant of file.mutants) {
    const { start, end } = mutant.location;
    const line = lines[start.line - 1] ?? "";
    const original =
      start.line === end.line ? line.slice(start.column - 1, end.column - 1) : undefined;
    const key = listedKey(
      path,
      line,
      occurrence[start.line - 1],
      original,
      mutant.mutatorName,
      mutant.replacement,
    );
    if (!listed.has(key)) continue;
    matched.add(key);
    // Ignored: measured while a `// Stryker disable` comment still gave the same reason.
    if (["Survived", "NoCoverage", "Ignored"].includes(mutant.status)) {
      mutant.status = "Equivalent";
    } else {
      console.warn(`mutation: listed as equivalent but ${mutant.status}: ${key}`);
    }
  }
}
for (const key of listed.keys()) {
  if (!matched.has(key)) console.warn(`mutation: listed as equivalent, no such mutant: ${key}`);
}
const equivalent = Object.values(report.files)
  .flatMap((file) => file.mutants)
  .filter((mutant) => mutant.status === "Equivalent").length;

const COUNTED = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);
const ignored = Object.values(report.files)
  .flatMap((file) => file.mutants)
  .filter((mutant) => mutant.status === "Ignored");
// Stryker's reason for a mutant left out by `ignoreStatic`; the others are disabled in the
// source by a `// Stryker disable` comment that gives the reason.
const loadTime = ignored.filter((mutant) => /static/i.test(mutant.statusReason ?? "")).length;
const disabled = ignored.length - loadTime;

/** The dates the files at `paths` were measured on, as prose. */
function when(paths) {
  const dates = [...new Set(paths.map((path) => measured[path]?.date ?? "an unknown date"))].sort();
  return dates.length === 1 ? dates[0] : `${dates[0]} to ${dates.at(-1)}, file by file`;
}

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
const list = (paths) => paths.map((path) => `\`${path}\``).join(", ");
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

// Until every file is measured as it is, the figure says what it leaves out.
const current = unmeasured.length === 0 && changed.length === 0;
const caveats = [
  changed.length === 0 ? "" : ` Measured before their last change: ${list(changed)}.`,
  unmeasured.length === 0 ? "" : ` Not measured yet: ${list(unmeasured)}.`,
].join("");
const summary =
  `**Mutation score: ${percent(all.score)}** ` +
  `(\`npm run mutation\`, measured on ${when(Object.keys(report.files))}): ` +
  `of ${count(all.total)} mutants of \`src/\`, ${count(all.Killed)} were killed by a failing ` +
  `test and ${count(all.Timeout)} by a timeout; ${count(all.Survived)} survived and ` +
  `${count(all.NoCoverage)} had no test reaching them. Not counted: ${count(loadTime)} that ` +
  "run only while a module loads, before any test (Stryker's `ignoreStatic`); " +
  (disabled > 0
    ? `${count(disabled)} that a \`// Stryker disable\` comment of an earlier run marked; `
    : "") +
  `${count(equivalent)} survivors that change nothing a caller can see, which ` +
  "test/reliability/stryker/equivalent-mutants.json lists, each with its reason." +
  (current ? "" : caveats);

// The security files, each with its own figure and date.
const security = GROUPS.security;
const securityFiles = security.filter((path) => path in report.files);
const securityAll = tally(securityFiles.map((path) => report.files[path]));
const securityEach = security
  .map((path) => {
    if (!(path in report.files)) return `- \`${path}\`: not measured`;
    const figures = tally([report.files[path]]);
    const stale = changed.includes(path) ? ", and changed since" : "";
    return (
      `- \`${path}\`: ${figures.score.toFixed(1)} % of ${count(figures.total)} ` +
      `(measured on ${measured[path]?.date ?? "an unknown date"}${stale})`
    );
  })
  .join("\n");
const securityStale = security.filter((path) => changed.includes(path) || !(path in report.files));
const securitySummary =
  `**Security files: ${percent(securityAll.score)}** of ${count(securityAll.total)} mutants ` +
  `(\`npm run mutation -- --group security\`, measured on ${when(securityFiles)}` +
  `${securityStale.length === 0 ? "" : `; ${securityStale.length} of ${security.length} files not measured as they are now`})`;

writeFigures("CONTRIBUTING.md", "mutation", `- ${summary}`);
writeFigures(
  "docs/security.md",
  "mutation",
  `${summary}\n\nBy folder: ${byFolder}.\n\nFiles below 90 %: ${weak || "none"}.\n\n` +
    `${securitySummary}:\n\n${securityEach}`,
);
writeFigures(
  "docs/compat.md",
  "mutation-security",
  `${securitySummary}; docs/security.md gives each file's figure.`,
);
console.log(`mutation: ${percent(all.score)} recorded in CONTRIBUTING.md and docs/security.md`);
