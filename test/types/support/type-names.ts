import { fileURLToPath } from "node:url";
import ts from "typescript";
import { snippetCompilerHost } from "../../support/snippet-host.js";
import { loadCompilerOptions } from "./compile-snippets.js";

// Evaluates type aliases in memory, in one file beside the type tests, with the project's test
// compiler options, and reads each as the string literals of its union: how a test compares
// what a type computes with what the runtime computes, for thousands of inputs in one program.

const here = fileURLToPath(new URL("..", import.meta.url));

/** What the compiler made of one alias: its string literals, sorted, or what it is instead. */
export type EvaluatedNames =
  | { readonly names: readonly string[] }
  | { readonly other: string; readonly diagnostics: readonly string[] };

/**
 * The string literals each type expression evaluates to (`never` gives none), by key. `header`
 * holds the imports the expressions name. A member that is not a string literal, or a file that
 * does not compile, is reported as `other` with the compiler's text.
 */
export function evaluateNameUnions<Key extends string>(
  expressions: ReadonlyMap<Key, string>,
  header: string,
): Map<Key, EvaluatedNames> {
  const path = ts.sys.resolvePath(`${here}__type-names.snippet.ts`);
  const keys = [...expressions.keys()];
  const aliases = keys.map((key, index) => `export type T${index} = ${expressions.get(key)};`);
  const text = `${header}\n${aliases.join("\n")}\n`;
  const options = loadCompilerOptions();
  const host = snippetCompilerHost(options, new Map([[path, text]]));
  const program = ts.createProgram([path], options, host);
  const file = program.getSourceFile(path);
  if (file === undefined) throw new Error("the snippet of type aliases was not loaded");
  const diagnostics = program
    .getSemanticDiagnostics(file)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  const checker = program.getTypeChecker();
  const declarations = file.statements.filter(ts.isTypeAliasDeclaration);
  return new Map(
    keys.map((key, index) => {
      const declaration = declarations[index];
      if (declaration === undefined) throw new Error(`no alias for ${key}`);
      const type = checker.getTypeAtLocation(declaration.name);
      const members = type.isUnion() ? type.types : type.flags & ts.TypeFlags.Never ? [] : [type];
      const names = members.flatMap((member) => (member.isStringLiteral() ? [member.value] : []));
      return [
        key,
        names.length === members.length && diagnostics.length === 0
          ? { names: names.sort() }
          : { other: checker.typeToString(type), diagnostics },
      ];
    }),
  );
}
