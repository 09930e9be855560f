#!/usr/bin/env node
// `npm run test:coverage`: the unit tests with coverage of src/ (vitest.config.ts sets the
// threshold), then the branch coverage written into CONTRIBUTING.md and docs/security.md.
// Arguments are passed on to vitest.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { today, writeFigures } from "./doc-figures.mjs";

const run = spawnSync(
  "npx",
  [
    "--no-install",
    "vitest",
    "run",
    "--project",
    "unit",
    "--coverage",
    ...process.argv.slice(2),
    // Always written, whatever reporters the arguments chose: the figures are read from it.
    "--coverage.reporter=json-summary",
  ],
  { stdio: "inherit" },
);
if (run.status !== 0) process.exit(run.status ?? 1);

const summary = JSON.parse(readFileSync("coverage/coverage-summary.json", "utf8"));
const branches = summary.total.branches.pct.toFixed(2);
const line = `**Branch coverage** of \`src/\`: ${branches} % (\`npm run test:coverage\`, measured on ${today()}); CI fails below 95 %.`;
writeFigures("CONTRIBUTING.md", "coverage", `- ${line}`);
writeFigures("docs/security.md", "coverage", line);
console.log(`coverage: ${branches} % of branches recorded in CONTRIBUTING.md and docs/security.md`);
