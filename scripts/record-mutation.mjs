#!/usr/bin/env node
// Writes the mutation score that `npm run mutation` measured into CONTRIBUTING.md and
// docs/security.md, from Stryker's JSON report (reports/mutation/mutation.json).
//
//   node scripts/record-mutation.mjs [report.json]
import { readFileSync } from "node:fs";
import { today, writeFigures } from "./doc-figures.mjs";

const reportPath = process.argv[2] ?? "reports/mutation/mutation.json";
const report = JSON.parse(readFileSync(reportPath, "utf8"));

const COUNTED = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);

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

const summary =
  `**Mutation score: ${percent(all.score)}** (\`npm run mutation\`, measured on ${today()}): ` +
  `of ${count(all.total)} mutants of \`src/\`, ${count(all.Killed)} were killed by a failing ` +
  `test and ${count(all.Timeout)} by a timeout; ${count(all.Survived)} survived and ` +
  `${count(all.NoCoverage)} had no test reaching them.`;

writeFigures("CONTRIBUTING.md", "mutation", `- ${summary}`);
writeFigures(
  "docs/security.md",
  "mutation",
  `${summary}\n\nBy folder: ${byFolder}.\n\nFiles below 90 %: ${weak || "none"}.`,
);
console.log(`mutation: ${percent(all.score)} recorded in CONTRIBUTING.md and docs/security.md`);
