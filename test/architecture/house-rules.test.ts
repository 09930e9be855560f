import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Rules of the source tree that no type checker or linter states, read from the files
// themselves (CONTRIBUTING.md, "Rules between the folders").

const root = fileURLToPath(new URL("../../", import.meta.url));
const GENERATED = new Set(["src/routes/github.ts"]);
const MAX_LINES = 400;
const MAX_TOOLING_COMMENTS = 15;
/** The folders whose modules hold no state between calls but bounded caches. */
const STATELESS = ["src/core/", "src/builder/", "src/template/", "src/compat/"];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const files = sourceFiles("src").filter((file) => !GENERATED.has(file));
const text = new Map(files.map((file) => [file, readFileSync(join(root, file), "utf8")]));

/** The module-level declarations of `file` that can change between calls, as `file: name`. */
function mutableModuleState(file: string): string[] {
  const source = ts.createSourceFile(file, text.get(file) ?? "", ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      const name = declaration.name.getText(source);
      if (!isConst) {
        found.push(`${file}: ${name} is a module-level let or var`);
        continue;
      }
      // A Map or Set open to writes; a read-only one, a WeakMap keyed by objects and a
      // BoundedCache are fine.
      const init = declaration.initializer;
      const type = declaration.type?.getText(source) ?? "";
      if (
        init !== undefined &&
        ts.isNewExpression(init) &&
        ["Map", "Set"].includes(init.expression.getText(source)) &&
        !type.startsWith("Readonly")
      ) {
        found.push(`${file}: ${name} is a module-level ${init.expression.getText(source)}`);
      }
    }
  }
  return found;
}

describe("the house rules of src/", () => {
  it("finds the files it reads", () => {
    expect(files).toContain("src/builder/request-builder.ts");
    expect(files).toContain("src/core/parse.ts");
  });

  it(`keeps every file but the generated routes at ${MAX_LINES} lines or fewer`, () => {
    const long = files
      .map((file) => ({ file, lines: (text.get(file) ?? "").trimEnd().split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it(`holds at most ${MAX_TOOLING_COMMENTS} notes for tools, none of them for mutation testing`, () => {
    const notes = files.flatMap((file) =>
      (text.get(file) ?? "")
        .split("\n")
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => /Stryker|\bbench(?:mark)?s?\b|bench:/i.test(line)),
    );
    expect(notes.length, notes.map(({ at }) => at).join("\n")).toBeLessThanOrEqual(
      MAX_TOOLING_COMMENTS,
    );
    // Equivalent mutants are listed in test/reliability/stryker/equivalent-mutants.json.
    expect(notes.filter(({ line }) => /Stryker/i.test(line)).map(({ at }) => at)).toEqual([]);
  });

  it("keeps no state between calls in core, builder, template and compat", () => {
    const stateful = files
      .filter((file) => STATELESS.some((folder) => file.startsWith(folder)))
      .flatMap(mutableModuleState);
    expect(stateful).toEqual([]);
  });

  it("sees a module-level let and an open Map as state", () => {
    text.set(
      "example.ts",
      "let last = 0;\nconst seen = new Map();\nconst NONE: ReadonlySet<string> = new Set();\n",
    );
    expect(mutableModuleState("example.ts")).toEqual([
      "example.ts: last is a module-level let or var",
      "example.ts: seen is a module-level Map",
    ]);
    text.delete("example.ts");
  });
});
