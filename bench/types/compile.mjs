/**
 * Compiling snippets for `npm run bench:types`: with the TypeScript API for the mistake
 * catalogue (one program per tool, every file's diagnostics), and with `tsc
 * --extendedDiagnostics` in a process of its own for the cost workloads, so that the memory
 * figure is that workload's alone.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import ts from "typescript";
import { root } from "./tools.mjs";

const baseConfig = `${root}bench/types/tsconfig.json`;

function compilerOptions() {
  const { config, error } = ts.readConfigFile(baseConfig, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(baseConfig)).options;
}

/** Writes `text` to `path`, making its folder. */
export function writeFile(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * The diagnostics of each file, as the compiler prints them: `{ line, column, message, at }` with
 * the message's nested chain flattened into one text, and `at` the name the editor underlines
 * when the error sits on a name (a property key, a method), else `undefined`.
 *
 * @param {readonly string[]} paths
 * @returns {Map<string, { line: number, column: number, message: string, at?: string }[]>}
 */
export function diagnosticsOf(paths) {
  const program = ts.createProgram(paths, compilerOptions());
  return new Map(
    paths.map((path) => {
      const file = program.getSourceFile(path);
      if (file === undefined) throw new Error(`not loaded: ${path}`);
      const diagnostics = [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
      ];
      return [
        path,
        diagnostics.map((diagnostic) => {
          const start = diagnostic.start ?? 0;
          const { line, character } = file.getLineAndCharacterOfPosition(start);
          const underlined = file.text.slice(start, start + (diagnostic.length ?? 0));
          return {
            line: line + 1,
            column: character + 1,
            message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
            at: /^[A-Za-z_$][\w$]*$/.test(underlined) ? underlined : undefined,
          };
        }),
      ];
    }),
  );
}

/**
 * Type-checks `files` with `tsc --extendedDiagnostics` and returns its figures: exact counts
 * (instantiations, types, symbols), check time in seconds, memory in kilobytes, and the number
 * of error lines (a workload must compile).
 *
 * @param {string} configPath a tsconfig written for this workload
 * @param {readonly string[]} files
 */
export function extendedDiagnostics(configPath, files) {
  writeFile(
    configPath,
    JSON.stringify({ extends: baseConfig, compilerOptions: {}, files }, undefined, 2),
  );
  let output;
  try {
    output = execFileSync(
      process.execPath,
      [`${root}node_modules/typescript/bin/tsc`, "-p", configPath, "--extendedDiagnostics"],
      { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    output = `${error.stdout ?? ""}`;
  }
  const figure = (name) => {
    const match = output.match(new RegExp(`^${name}:\\s+([\\d.]+)`, "m"));
    if (match === null) throw new Error(`tsc printed no "${name}" for ${configPath}:\n${output}`);
    return Number(match[1]);
  };
  const errors = output.split("\n").filter((line) => /error TS\d+/.test(line));
  return {
    instantiations: figure("Instantiations"),
    types: figure("Types"),
    symbols: figure("Symbols"),
    checkSeconds: figure("Check time"),
    memoryKb: figure("Memory used"),
    errors,
  };
}
