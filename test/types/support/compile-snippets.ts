import { fileURLToPath } from "node:url";
import ts from "typescript";
import { snippetCompilerHost } from "../../support/snippet-host.js";

// Type-checks snippets in memory, each as a file in test/types/, with the project's test
// compiler options, and returns every diagnostic as the compiler prints it.

const here = fileURLToPath(new URL("..", import.meta.url));
const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));

function snippetPath(name: string): string {
  return ts.sys.resolvePath(`${here}__${name}.snippet.ts`);
}

export function loadCompilerOptions(): ts.CompilerOptions {
  const configPath = `${projectRoot}tsconfig.test.json`;
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  if (config.error)
    throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, projectRoot).options;
}

/** The diagnostics of each snippet (header + body), syntactic and semantic. */
export function compileSnippets<Name extends string>(
  snippets: Readonly<Record<Name, string>>,
  header: string,
): Map<Name, readonly ts.Diagnostic[]> {
  const options = loadCompilerOptions();
  const files = new Map(
    Object.entries<string>(snippets).map(([name, body]) => [snippetPath(name), header + body]),
  );
  const host = snippetCompilerHost(options, files);
  const program = ts.createProgram([...files.keys()], options, host);
  return new Map(
    (Object.keys(snippets) as Name[]).map((name) => {
      const file = program.getSourceFile(snippetPath(name));
      if (file === undefined) throw new Error(`snippet ${name} was not loaded`);
      return [
        name,
        [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)],
      ];
    }),
  );
}

/** A diagnostic's text as the compiler prints it, nested messages included. */
export function messageText(diagnostic: ts.Diagnostic): string {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
}
