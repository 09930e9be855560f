#!/usr/bin/env node
// The last step of `npm run test:coverage`: `npm test` has run every test with coverage of src/
// (one run; vitest.config.ts fails it below the threshold), and this writes the branch
// coverage it measured into CONTRIBUTING.md and docs/security.md.
import { readFileSync } from "node:fs";
import { today, writeFigures } from "./doc-figures.mjs";

const summary = JSON.parse(readFileSync("coverage/coverage-summary.json", "utf8"));
const branches = summary.total.branches.pct.toFixed(2);
const line = `**Branch coverage** of \`src/\`: ${branches} % (\`npm run test:coverage\`, measured on ${today()}); CI fails below 95 %.`;
writeFigures("CONTRIBUTING.md", "coverage", `- ${line}`);
writeFigures("docs/security.md", "coverage", line);
console.log(`coverage: ${branches} % of branches recorded in CONTRIBUTING.md and docs/security.md`);
