#!/usr/bin/env node
// `npm run test:profile`: where the unit project's time goes. Runs it once with
// RESTBUILD_CPU_PROFILE set, so that its setup file (test/support/cpu-per-file.ts) records each
// test file's CPU seconds (its own and its child processes'), and with vitest's JSON report for
// the wall time of each file's tests; then prints the dearest files first.
//
//   node scripts/test-profile.mjs [--top N] [vitest arguments…]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const args = process.argv.slice(2);
const topAt = args.indexOf("--top");
const top = topAt === -1 ? 30 : Number(args.splice(topAt, 2)[1]);
const work = mkdtempSync(join(tmpdir(), "restbuild-profile-"));
const cpuFile = join(work, "cpu.jsonl");
const reportFile = join(work, "report.json");
writeFileSync(cpuFile, "");
try {
  const started = performance.now();
  const run = spawnSync(
    "npx",
    [
      "--no-install",
      "vitest",
      "run",
      "--project",
      "unit",
      "--reporter=json",
      `--outputFile=${reportFile}`,
      ...args,
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, RESTBUILD_CPU_PROFILE: cpuFile },
    },
  );
  const wall = (performance.now() - started) / 1000;
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const wallOf = new Map(
    report.testResults.map((file) => [file.name, (file.endTime - file.startTime) / 1000]),
  );
  const rows = readFileSync(cpuFile, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  rows.sort((a, b) => b.own + b.children - (a.own + a.children));
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  console.log("  cpu s  own s  children s  tests wall s  file");
  for (const row of rows.slice(0, top)) {
    console.log(
      [
        (row.own + row.children).toFixed(1).padStart(7),
        row.own.toFixed(1).padStart(6),
        row.children.toFixed(1).padStart(11),
        (wallOf.get(row.file) ?? 0).toFixed(1).padStart(13),
        ` ${relative(process.cwd(), row.file)}`,
      ].join(""),
    );
  }
  console.log(
    `${rows.length} files: ${sum("own").toFixed(0)} s of CPU in the test files, ${sum("children").toFixed(0)} s in their processes; ${report.numPassedTests} of ${report.numTotalTests} tests passed; ${wall.toFixed(0)} s in all`,
  );
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
