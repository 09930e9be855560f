import { readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { analyzeSource } from "./support/checked-code.js";

// Every public member of the package (what src/index.ts exports, with the public members of its
// classes and interfaces) has a TSDoc summary. Functions, classes and methods (what a caller
// calls) also have an `@example`; every `@example`, wherever it is, pulls a region of
// examples/*.ts in with `{@includeCode}`. Those regions are run and checked by
// test/examples/examples.test.ts, so no example in the API docs is unchecked text. typedoc
// itself (`npm run docs`, with `validation.notDocumented` and warnings as errors) checks the
// summaries again and that each `{@includeCode}` region exists.
const ROOT = fileURLToPath(new URL("../../", import.meta.url)).replace(/\/$/, "");
const INDEX = `${ROOT}/src/index.ts`;
const INCLUDE_CODE = /\{@includeCode\s+([^}#\s]+)#([^}\s]+)\s*\}/g;

interface Documented {
  /** `RequestBuilder.route`, `EndpointOptions.url`, `endpoint`. */
  readonly name: string;
  readonly file: string;
  /** The doc comment without its `/**`, `*` and `*\/`, or `undefined` when there is none. */
  readonly comment: string | undefined;
  /** Whether the member is called (a function, class, method or callable value). */
  readonly callable: boolean;
}

function commentOf(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.at(-1); // the comment right above the node, as typedoc reads it
  if (doc === undefined) return undefined;
  return doc
    .getText()
    .replace(/^\/\*\*/, "")
    .replace(/\*\/$/, "")
    .split("\n")
    .map((line) => line.replace(/^\s*\* ?/, ""))
    .join("\n")
    .trim();
}

function isInternal(node: ts.Node): boolean {
  return /(^|\n)@internal\b/.test(commentOf(node) ?? "");
}

function isPublicMember(member: ts.ClassElement): boolean {
  if (member.name !== undefined && ts.isPrivateIdentifier(member.name)) return false;
  const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
  if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return false;
  if (ts.isClassStaticBlockDeclaration(member) || ts.isSemicolonClassElement(member)) return false;
  return !isInternal(member);
}

/** An overloaded function or method is documented per overload; its implementation is not. */
function isOverloadImplementation(node: ts.Node): boolean {
  if (
    !(ts.isMethodDeclaration(node) || ts.isFunctionDeclaration(node)) ||
    node.body === undefined
  ) {
    return false;
  }
  const siblings = ts.isMethodDeclaration(node)
    ? (node.parent as ts.ClassLikeDeclaration).members
    : (node.parent as ts.SourceFile).statements;
  const name = node.name?.getText();
  return siblings.some(
    (other) =>
      other !== node &&
      (ts.isMethodDeclaration(other) || ts.isFunctionDeclaration(other)) &&
      other.name?.getText() === name &&
      other.body === undefined,
  );
}

function memberName(owner: string, member: ts.Node): string {
  if (ts.isConstructorDeclaration(member)) return `${owner}.constructor`;
  if (ts.isCallSignatureDeclaration(member)) return `${owner}(…)`;
  if (ts.isIndexSignatureDeclaration(member)) return `${owner}[…]`;
  const name = (member as ts.NamedDeclaration).name?.getText() ?? "?";
  return `${owner}.${name}`;
}

/** The comment a file opens with when it carries `@module`, as typedoc reads a namespace's. */
function moduleComment(file: ts.SourceFile): string | undefined {
  const first = file.statements[0];
  const comment = first === undefined ? undefined : commentOf(first);
  return comment?.includes("@module") ? comment.replace(/\n@module\s*$/, "").trim() : undefined;
}

function publicApi(): Documented[] {
  // No lib files: resolving the exports needs no types, and this keeps the program small.
  const program = ts.createProgram([INDEX], { noLib: true, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(INDEX);
  const moduleSymbol = index && checker.getSymbolAtLocation(index);
  if (moduleSymbol === undefined) throw new Error("cannot read the exports of src/index.ts");

  const documented: Documented[] = [];
  const isCallable = (node: ts.Node): boolean =>
    ts.isFunctionDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isCallSignatureDeclaration(node) ||
    (ts.isVariableDeclaration(node) &&
      checker.getTypeAtLocation(node).getCallSignatures().length > 0);
  const add = (name: string, node: ts.Node) => {
    if (isOverloadImplementation(node)) return;
    const file = relative(ROOT, node.getSourceFile().fileName);
    documented.push({ name, file, comment: commentOf(node), callable: isCallable(node) });
  };
  const addExports = (module: ts.Symbol, prefix: string) => {
    for (const exported of checker.getExportsOfModule(module)) addExport(exported, prefix);
  };
  const addExport = (exported: ts.Symbol, prefix: string) => {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    for (const declaration of symbol.declarations ?? []) {
      const name = `${prefix}${exported.name}`;
      if (ts.isSourceFile(declaration)) {
        // A namespace export (`export type * as types`): its file's `@module` comment, and
        // each of its members as `types.Name`.
        const file = relative(ROOT, declaration.fileName);
        documented.push({ name, file, comment: moduleComment(declaration), callable: false });
        addExports(symbol, `${name}.`);
        continue;
      }
      add(name, declaration);
      if (ts.isClassDeclaration(declaration)) {
        for (const member of declaration.members) {
          if (isPublicMember(member)) add(memberName(name, member), member);
        }
      } else if (ts.isInterfaceDeclaration(declaration)) {
        for (const member of declaration.members) add(memberName(name, member), member);
      }
    }
  };
  addExports(moduleSymbol, "");
  // Overloads share a name: number them, so each test title says which one it checks.
  const seen = new Map<string, number>();
  return documented.map((member) => {
    const count = (seen.get(member.name) ?? 0) + 1;
    seen.set(member.name, count);
    return count === 1 ? member : { ...member, name: `${member.name} (overload ${count})` };
  });
}

function summaryOf(comment: string): string {
  return comment.split(/\n(?=@\w)/)[0]?.trim() ?? "";
}

function examplesOf(comment: string): string[] {
  return comment
    .split(/\n(?=@\w)/)
    .slice(1)
    .filter((block) => /^@example\b/.test(block));
}

/** Region names of every example file, by absolute path. */
function exampleRegions(): Map<string, Set<string>> {
  const regions = new Map<string, Set<string>>();
  const folder = `${ROOT}/examples`;
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".ts"))) {
    const path = `${folder}/${name}`;
    const source = analyzeSource({ path, label: name, text: readFileSync(path, "utf8") });
    regions.set(path, new Set(source.regions.map((region) => region.name)));
  }
  return regions;
}

const api = publicApi();
const regions = exampleRegions();

describe("the API docs", () => {
  it("cover the exports of src/index.ts", () => {
    const names = api.map((member) => member.name);
    for (const name of ["RequestBuilder", "RequestBuilder.build", "endpoint", "VERSION"]) {
      expect(names).toContain(name);
    }
    const callable = api.filter((member) => member.callable).map((member) => member.name);
    for (const name of ["RequestBuilder", "RequestBuilder.build", "endpoint", "toFetch"]) {
      expect(callable, `${name} needs an example`).toContain(name);
    }
    expect(callable).not.toContain("EndpointOptions.url");
    expect(names).toContain("RestbuildError.code");
    expect(names).not.toContain("RequestBuilder.constructor"); // private
  });

  it.each(api.map((member) => [member.name, member] as const))(
    "document %s with a summary, and an example if it is called",
    (_, member) => {
      const where = `${member.name} (${member.file})`;
      expect(member.comment, `${where} has no doc comment`).toBeDefined();
      const comment = member.comment ?? "";
      expect(summaryOf(comment), `${where} has no summary`).not.toBe("");
      const examples = examplesOf(comment);
      if (member.callable) expect(examples.length, `${where} has no @example`).toBeGreaterThan(0);
      for (const example of examples) {
        // Hand-written code could rot; every example comes from a checked region.
        expect(example, `${where}: an @example must use {@includeCode}`).toMatch(INCLUDE_CODE);
        expect(example, `${where}: an @example must not hold code of its own`).not.toContain("```");
        for (const [, path = "", region = ""] of example.matchAll(INCLUDE_CODE)) {
          const target = resolve(dirname(`${ROOT}/${member.file}`), path);
          expect(regions.has(target), `${where}: ${path} is no file in examples/`).toBe(true);
          expect(
            [...(regions.get(target) ?? [])],
            `${where}: no region ${region} in ${path}`,
          ).toContain(region);
        }
      }
    },
  );

  it("show every region of examples/*.ts somewhere (API docs or guides)", () => {
    const included = new Set<string>();
    const scan = (file: string) => {
      for (const [, path = "", region = ""] of readFileSync(file, "utf8").matchAll(INCLUDE_CODE)) {
        included.add(`${resolve(dirname(file), path)}#${region}`);
      }
    };
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory()) {
          if (path !== `${ROOT}/docs/api`) walk(path);
        } else if (/\.(ts|md)$/.test(entry.name)) scan(path);
      }
    };
    walk(`${ROOT}/src`);
    walk(`${ROOT}/docs`);
    const unused = [...regions].flatMap(([path, names]) =>
      [...names]
        .filter((name) => !included.has(`${path}#${name}`))
        .map((name) => `${relative(ROOT, path)}#${name}`),
    );
    expect(unused).toEqual([]);
  });
});
