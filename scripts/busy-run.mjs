#!/usr/bin/env node
// `npm run test:busy`: runs `npm test` several times in a row with CPU-bound processes beside
// it, as on a machine doing other work, and writes what it saw into CONTRIBUTING.md: how many
// runs passed and how long the slowest took. The suite counts work instead of timing it, so a
// busy machine makes it slower but never makes it fail.
//
//   node scripts/busy-run.mjs [--runs N] [--hogs N]   (defaults: 5 runs, 1 hog)
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { today, writeFigures } from "./doc-figures.mjs";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, hogs: { type: "string", default: "1" } },
});
const runs = Number(values.runs);
const hogCount = Number(values.hogs);

/** A process that keeps one core busy until it is killed. */
function startHog() {
  return spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
}

const hogs = Array.from({ length: hogCount }, startHog);
const seconds = [];
let passed = 0;
try {
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const result = spawnSync("npm", ["test"], { stdio: "inherit" });
    const elapsed = (performance.now() - started) / 1000;
    seconds.push(elapsed);
    if (result.status === 0) passed++;
    console.log(
      `busy run ${run} of ${runs}: ${result.status === 0 ? "passed" : "FAILED"} in ${elapsed.toFixed(0)} s`,
    );
  }
} finally {
  for (const hog of hogs) hog.kill();
}

const slowest = Math.max(...seconds);
const minutes = `${Math.floor(slowest / 60)} min ${Math.round(slowest % 60)} s`;
const line = `- **Busy machine**: \`npm test\` passed ${passed} of ${runs} runs in a row with ${hogCount} CPU-bound process${hogCount === 1 ? "" : "es"} beside it on ${availableParallelism()} cores; the slowest took ${minutes} (\`npm run test:busy\`, measured on ${today()}).`;
writeFigures("CONTRIBUTING.md", "busy", line);
console.log(line);
process.exit(passed === runs ? 0 : 1);
