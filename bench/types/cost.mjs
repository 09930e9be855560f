/**
 * The cost side of `npm run bench:types`: which routes every tool accepts with the workload's
 * values, and `tsc --extendedDiagnostics` figures for each tool on a list of routes.
 */
import { diagnosticsOf, extendedDiagnostics, writeFile } from "./compile.mjs";
import { workDir } from "./tools.mjs";
import { workloadCalls } from "./workload.mjs";

/** The workload file of one tool: its header, then one call per line. */
function writeWorkload(label, tool, calls) {
  const path = `${workDir}cost/${label}/${tool.id}.ts`;
  const header = tool.header(2);
  writeFile(path, `${header}${calls[tool.style]}\n`);
  return { path, firstCallLine: header.split("\n").length };
}

/**
 * The routes some tool rejects with the workload's values (a required field the catalogue data
 * and the tool's types see differently), with the tools that reject each. The workloads leave
 * them out, so that every tool compiles every call it is measured on.
 *
 * @returns {{ route: string, tools: string[], message: string }[]}
 */
export function rejectedRoutes(tools, routes) {
  const calls = workloadCalls(routes);
  const files = tools.map((tool) => ({ tool, ...writeWorkload("validity", tool, calls) }));
  const diagnostics = diagnosticsOf(files.map((file) => file.path));
  /** @type {Map<string, { route: string, tools: string[], message: string }>} */
  const rejected = new Map();
  for (const { tool, path, firstCallLine } of files) {
    for (const diagnostic of diagnostics.get(path) ?? []) {
      const route = routes[diagnostic.line - firstCallLine]?.route;
      if (route === undefined) throw new Error(`${path}: ${diagnostic.message}`);
      const entry = rejected.get(route) ?? { route, tools: [], message: diagnostic.message };
      if (!entry.tools.includes(tool.id)) entry.tools.push(tool.id);
      rejected.set(route, entry);
    }
  }
  return [...rejected.values()];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `tsc --extendedDiagnostics` on each tool's workload, `runs` times in turn: the exact counts
 * (which must repeat), and the median check time and memory.
 *
 * @returns {Record<string, { instantiations: number, types: number, checkSeconds: number, memoryKb: number }>}
 */
export function measure(tools, label, routes, runs) {
  const calls = workloadCalls(routes);
  const files = tools.map((tool) => ({ tool, ...writeWorkload(label, tool, calls) }));
  const samples = new Map(files.map(({ tool }) => [tool.id, []]));
  for (let run = 0; run < runs; run++) {
    for (const { tool, path } of files) {
      const figures = extendedDiagnostics(`${workDir}cost/${label}/tsconfig.${tool.id}.json`, [
        path,
      ]);
      if (figures.errors.length > 0)
        throw new Error(`${tool.id} rejects its ${label} workload:\n${figures.errors.join("\n")}`);
      samples.get(tool.id).push(figures);
    }
  }
  return Object.fromEntries(
    [...samples].map(([id, list]) => {
      const counts = new Set(list.map((figures) => figures.instantiations));
      if (counts.size !== 1)
        throw new Error(`${id}: instantiation counts differ between runs: ${[...counts]}`);
      return [
        id,
        {
          instantiations: list[0].instantiations,
          types: list[0].types,
          checkSeconds: median(list.map((figures) => figures.checkSeconds)),
          memoryKb: median(list.map((figures) => figures.memoryKb)),
        },
      ];
    }),
  );
}
