/**
 * Runs the mistake catalogue: writes each mistake as a small .ts file per tool under
 * test-artifacts/types-bench/mistakes/<tool>/, compiles each tool's files in one program, and
 * judges every file (see mistakes.mjs).
 */
import { diagnosticsOf, writeFile } from "./compile.mjs";
import { mistakes } from "./mistakes.mjs";
import { mistakeTools, workDir } from "./tools.mjs";

/** Declarations the snippets use besides the tool: a value that is not a number. */
const prelude = "const issue = { number: 1 };\nvoid issue;\n";

/**
 * @typedef {"caught" | "unnamed" | "missed" | "n/a"} Verdict
 * @typedef {{ verdict: Verdict, message?: string, named?: number, file?: string }} Outcome
 *   `named`: where in `message` the problem is named.
 */

/** A diagnostic as the table shows it: the underlined name, if any, then the message. */
const shown = ({ at, message }) => (at === undefined ? message : `${at}: ${message}`);

/**
 * The message with the snippet's own route literals (`"GET /repos/…"`, `"/repos/…"`) blanked
 * out, keeping its length: a message that only quotes the code back does not name anything.
 */
function masked(message, code) {
  const routes = code.match(/"[^"]*\/[^"]*"/g) ?? [];
  return routes.reduce((text, route) => text.replaceAll(route, "#".repeat(route.length)), message);
}

/**
 * The verdict on one snippet's diagnostics: caught when a message, or the name the error is
 * underlined on, matches one of the mistake's patterns (route literals of the code aside).
 */
export function judge(mistake, code, diagnostics) {
  if (diagnostics.length === 0) return { verdict: "missed" };
  const where = (diagnostic) => {
    const text = masked(shown(diagnostic), code);
    const found = mistake.names.map((pattern) => text.search(pattern)).filter((at) => at >= 0);
    return found.length === 0 ? -1 : Math.min(...found);
  };
  const named = diagnostics.find((diagnostic) => where(diagnostic) >= 0);
  if (named === undefined) return { verdict: "unnamed", message: shown(diagnostics[0]) };
  return { verdict: "caught", message: shown(named), named: where(named) };
}

const slug = (index) => String(index + 1).padStart(2, "0");

/**
 * The outcome of every mistake for every tool: `results[toolId][index]`.
 *
 * @returns {Record<string, Outcome[]>}
 */
export function runMistakes() {
  /** @type {Record<string, Outcome[]>} */
  const results = {};
  for (const tool of mistakeTools) {
    const files = new Map();
    for (const [index, mistake] of mistakes.entries()) {
      const code = mistake[tool.style];
      if (code === null) continue;
      const path = `${workDir}mistakes/${tool.id}/${slug(index)}.ts`;
      writeFile(path, `${tool.header(2)}${prelude}// ${mistake.name}\n${code}\n`);
      files.set(index, path);
    }
    const diagnostics = diagnosticsOf([...files.values()]);
    results[tool.id] = mistakes.map((mistake, index) => {
      const path = files.get(index);
      if (path === undefined) return { verdict: "n/a", message: mistake.reason };
      const outcome = judge(mistake, mistake[tool.style], diagnostics.get(path) ?? []);
      return { ...outcome, file: path.slice(workDir.length) };
    });
  }
  return results;
}
