/**
 * `npm run bench:types`: what the types catch and what they cost, restbuild (default and strict)
 * side by side with octokit.request's types (@octokit/types 18.0.0), @octokit/endpoint 11.0.5 and
 * openapi-fetch 0.17.0 with openapi-typescript 7.13.0, in one run.
 *
 *   node bench/types.mjs [--runs=N] [--no-docs]   the full run (N tsc runs per figure, 3)
 *   node bench/types.mjs --check                  restbuild's instantiations on the 200-route
 *                                                 workload (endpoint(), strict mode and a
 *                                                 builder chain) and of the builder and strict
 *                                                 mode on all routes, against
 *                                                 bench/types/budget.json
 *   node bench/types.mjs --check --update-budget  records the current count as the budget
 *   node bench/types.mjs --held-out [--no-docs]   the held-out set alone
 *
 * Reads restbuild's published declarations from dist/ (the npm script builds first). Writes the
 * snippets to test-artifacts/types-bench/, the routes measured to bench/types/workload-routes.json,
 * all results to bench/results-types-<date>.json and, on a full run, the tables into
 * docs/typed-routes.md.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import ts from "typescript";
import { today, writeFigures } from "../scripts/doc-figures.mjs";
import { measure, rejectedRoutes } from "./types/cost.mjs";
import { heldOutCorrect, heldOutMistakes } from "./types/held-out.mjs";
import {
  costTable,
  heldOutTable,
  heldOutTargets,
  messagesTable,
  mistakesTable,
  targets,
  targetsTable,
} from "./types/report.mjs";
import { runHeldOut } from "./types/run-held-out.mjs";
import { runMistakes } from "./types/run-mistakes.mjs";
import { ensureBuilt, ensureGithubPaths, mistakeTools, root, tools } from "./types/tools.mjs";
import { catalogueRoutes, spread } from "./types/workload.mjs";

const SAMPLE_SIZE = 200;
const flags = new Map(
  process.argv.slice(2).map((argument) => {
    const [name, value = "true"] = argument.replace(/^--/, "").split("=");
    return [name, value];
  }),
);
for (const name of flags.keys()) {
  if (!["runs", "no-docs", "check", "update-budget", "held-out"].includes(name)) {
    console.error(`bench:types: unknown option --${name}`);
    process.exit(2);
  }
}
const runs = Number(flags.get("runs") ?? 3);
const progress = (text) => process.stderr.write(`${text}\n`);
const workloadPath = `${root}bench/types/workload-routes.json`;
const budgetPath = `${root}bench/types/budget.json`;
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
/** Writes JSON as the formatter keeps it, so a rerun with the same results changes no file. */
const writeJson = (path, value) => {
  writeFileSync(path, `${JSON.stringify(value, undefined, 2)}\n`);
  execFileSync(
    "npx",
    ["--no-install", "biome", "format", "--no-errors-on-unmatched", "--write", path],
    { stdio: "ignore" },
  );
};

ensureBuilt();

/**
 * The CI guard: restbuild's exact instantiation counts against their budgets in
 * bench/types/budget.json: endpoint(), strict mode and a builder chain on the recorded 200
 * routes, and the builder chain and strict mode on every workload route (the catalogue but the
 * recorded rejected ones), whose targets are ratios to octokit.request's count on the same
 * routes.
 */
function check() {
  const recorded = new Set(readJson(workloadPath).sample);
  const rejected = new Set(readJson(workloadPath).rejected.map((entry) => entry.route));
  const catalogue = catalogueRoutes();
  const routes = catalogue.filter(({ route }) => recorded.has(route));
  if (routes.length !== recorded.size) {
    console.error(
      `bench:types: ${recorded.size - routes.length} recorded routes are no longer in the catalogue; run npm run bench:types`,
    );
    process.exit(1);
  }
  const allRoutes = catalogue.filter(({ route }) => !rejected.has(route));
  const byId = (ids) => tools.filter((tool) => ids.includes(tool.id));
  const sample = measure(
    byId(["restbuild", "restbuild-strict", "restbuild-builder"]),
    "check",
    routes,
    1,
  );
  const all = measure(byId(["restbuild-strict", "restbuild-builder"]), "check-all", allRoutes, 1);
  const counts = {
    instantiations: sample.restbuild.instantiations,
    strictInstantiations: sample["restbuild-strict"].instantiations,
    builderInstantiations: sample["restbuild-builder"].instantiations,
    allRoutesStrictInstantiations: all["restbuild-strict"].instantiations,
    allRoutesBuilderInstantiations: all["restbuild-builder"].instantiations,
  };
  const labels = {
    instantiations: `restbuild on ${routes.length} routes`,
    strictInstantiations: `restbuild-strict on ${routes.length} routes`,
    builderInstantiations: `restbuild-builder on ${routes.length} routes`,
    allRoutesStrictInstantiations: `restbuild-strict on all ${allRoutes.length} routes`,
    allRoutesBuilderInstantiations: `restbuild-builder on all ${allRoutes.length} routes`,
  };
  if (flags.has("update-budget")) {
    writeJson(budgetPath, counts);
    console.log(`recorded the budget: ${JSON.stringify(counts)}`);
    return;
  }
  const budget = readJson(budgetPath);
  for (const [key, count] of Object.entries(counts)) {
    console.log(`${labels[key]}: ${count} instantiations (budget ${budget[key]})`);
    if (budget[key] === undefined || count > budget[key]) {
      console.error(
        `over budget by ${count - (budget[key] ?? 0)}: make the types cheaper, or record a new budget with --check --update-budget and say why`,
      );
      process.exitCode = 1;
    } else if (count < budget[key]) {
      console.log("under budget: record the lower count with --check --update-budget");
    }
  }
}

/** The held-out set: its results and its table. */
function heldOut() {
  progress("the held-out set …");
  const results = runHeldOut();
  return { results, text: heldOutTable(mistakeTools, results, heldOutMistakes, heldOutCorrect) };
}

/** `--held-out`: the held-out set alone, printed and written into the docs. */
function heldOutRun() {
  ensureGithubPaths();
  const { results, text } = heldOut();
  const report = `${text}\n\n${targetsTable(heldOutTargets(results))}`;
  console.log(report);
  if (!flags.has("no-docs")) writeFigures("docs/typed-routes.md", "types-bench-held-out", text);
  if (heldOutTargets(results).some((target) => !target.pass)) process.exitCode = 1;
}

function fullRun() {
  progress("generating GitHub's paths for openapi-fetch …");
  ensureGithubPaths();
  progress("the mistake catalogue …");
  const mistakeResults = runMistakes();
  const held = heldOut();

  progress("which routes every tool accepts …");
  const all = catalogueRoutes();
  const rejected = rejectedRoutes(tools, all);
  const rejectedSet = new Set(rejected.map((entry) => entry.route));
  const usable = all.filter(({ route }) => !rejectedSet.has(route));
  const sample = spread(usable, SAMPLE_SIZE);
  writeJson(workloadPath, {
    note: "Written by npm run bench:types: the routes of the cost workload, and those left out because a tool rejects the workload's values for them.",
    sample: sample.map(({ route }) => route),
    rejected: rejected.map(({ route, tools: rejecting }) => ({ route, tools: rejecting })),
  });

  const costs = {};
  for (const [label, routes] of [
    [`${sample.length} routes`, sample],
    [`all ${usable.length} routes`, usable],
  ]) {
    progress(`cost, ${label} (${runs} runs) …`);
    costs[label] = measure(tools, label.replaceAll(" ", "-"), routes, runs);
  }

  const results = {
    date: today(),
    typescript: ts.version,
    node: process.version,
    cpus: cpus().length,
    load: loadavg()[0],
    runs,
    mistakes: mistakeResults,
    heldOut: held.results,
    costs,
    rejected,
    targets: [...targets(mistakeResults, costs), ...heldOutTargets(held.results)],
  };
  writeJson(`${root}bench/results-types-${results.date}.json`, results);

  const environment = `Measured on ${results.date} with TypeScript ${results.typescript} and Node ${results.node.slice(1)}, ${results.cpus} cores, load average ${results.load.toFixed(1)}; check time and memory are the medians of ${runs} runs, instantiation counts are exact. ${rejected.length} of the ${all.length} catalogue routes of routes.json are left out because some tool rejects the workload's values for them (bench/types/workload-routes.json).`;
  const sections = {
    "types-bench-mistakes": mistakesTable(mistakeTools, mistakeResults),
    "types-bench-messages": messagesTable(mistakeResults),
    "types-bench-held-out": held.text,
    "types-bench-cost": `${costTable(tools, costs)}\n\n${environment}`,
    "types-bench-targets": targetsTable(results.targets),
  };
  console.log(Object.values(sections).join("\n\n"));
  if (!flags.has("no-docs")) {
    for (const [name, text] of Object.entries(sections))
      writeFigures("docs/typed-routes.md", name, text);
    progress("wrote docs/typed-routes.md");
  }
}

if (flags.has("check")) check();
else if (flags.has("held-out")) heldOutRun();
else fullRun();
