/**
 * Code whose comments show its results, checked by running it: the machinery behind the example
 * files (examples/*.ts, shown in the API docs through `{@includeCode}`) and the `ts` blocks of
 * README.md and the guides.
 *
 * A comment right after a statement states what the statement computes:
 *
 * ```ts
 * endpoint("GET /users/{username}", { username: "octocat" }).url;
 * // => "https://api.github.com/users/octocat"
 * const request = builder.build(); // => { method: "get", url: "…", headers: {...} }
 * type Names = RequiredParameters<"GET /repos/{owner}/{repo}">; // => "owner" | "repo"
 * ```
 *
 * - After an expression statement it is the expression's value, after `const x = …` the value
 *   of `x`, after `type T = …` the type `T` (checked by the compiler, not at run time).
 * - The comment starts on the statement's line or on the next one. It may span several `//`
 *   lines; it ends with the shortest run of lines that reads as one JavaScript expression (or
 *   type). `=>` in front marks it. Without the mark, a comment that starts like a value (`{`,
 *   `[`, a quote, a number, `true`, `false`, `null`, `undefined`) counts too, which is how
 *   README.md writes its results; a type always needs the mark. Prose comments are left alone.
 * - Elisions: `...` or `…` in place of a value matches any value; as an entry of an object
 *   (`{ ..., authorization: "token X" }`) it allows more keys, as the last item of an array
 *   more items; and `…` inside a string matches any text there (`"restbuild-endpoint.js/…"`).
 *
 * Running a checked file replaces every such statement's value `v` by `__show(id, v)`, which
 * compares `v` with the comment on the spot. So the comment and the check are one text: no
 * comment can drift from the code it describes without a test failing.
 */
import ts from "typescript";
import { snippetCompilerHost } from "../../support/snippet-host.js";

/** What a comment says a statement computes. */
export interface Expectation {
  /** Index in its source's `expectations`; the key `__show` reports under. */
  readonly id: number;
  /** `value` is checked when the code runs, `type` by the compiler. */
  readonly kind: "value" | "type";
  /** 1-based line of the statement's first character in the file. */
  readonly line: number;
  /** The statement, on one line, for messages. */
  readonly code: string;
  /** The expected value or type as the comment writes it, without `//` and `=>`. */
  readonly expected: string;
  /** The `// #region` the statement is in, if any. */
  readonly region: string | undefined;
}

/** A `// #region name` ... `// #endregion name` block, as typedoc's `{@includeCode}` reads it. */
export interface Region {
  readonly name: string;
  /** 1-based lines of the two markers. */
  readonly startLine: number;
  readonly endLine: number;
}

export interface CheckedSource {
  /** Absolute path of the file the code is (or, for a Markdown block, stands for). */
  readonly path: string;
  /** Where the code is, for messages: `examples/builder.ts` or `README.md:34`. */
  readonly label: string;
  /** Line of the file where `text` starts, minus one (non-zero for a Markdown block). */
  readonly lineOffset: number;
  readonly text: string;
  readonly expectations: readonly Expectation[];
  readonly regions: readonly Region[];
  /** Malformed regions and unreadable result comments. */
  readonly problems: readonly string[];
  /** The code with each shown value passed through `__show(id, value)`. */
  readonly runnable: string;
  /** The code with a compile-time equality check after each shown type, lines unchanged. */
  readonly typeChecked: string;
}

const COMMENT_LINE = /^\s*\/\/(.*)$/;
const REGION_MARKER = /^\s*\/\/ *#(end)?region\b *(.*?)\s*$/;
const VALUE_START = /^(?:[{["'\d-]|true\b|false\b|null\b|undefined\b)/;
/** Helper appended to the type-checked text. */
const EQUAL_TYPE = "__RestbuildDocsEqual";
const TYPE_CHECK_PREFIX = "__restbuildDocsTypeCheck";

/** Reads the regions, result comments and rewrites of one piece of TypeScript. */
export function analyzeSource(options: {
  path: string;
  label: string;
  text: string;
  lineOffset?: number;
}): CheckedSource {
  const { path, label, text } = options;
  const lineOffset = options.lineOffset ?? 0;
  const problems: string[] = [];
  const lines = text.split("\n");
  const regions = readRegions(lines, lineOffset, label, problems);
  const sourceFile = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.TS,
  );

  const expectations: Expectation[] = [];
  const runtimeEdits: Edit[] = [];
  const typeEdits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    const shown = shownNode(node);
    if (shown !== undefined) {
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const at = `${label}:${line + 1 + lineOffset}`;
      const comment = resultComment(text, lines, sourceFile, node, shown.kind, at, problems);
      if (comment !== undefined) {
        const id = expectations.length;
        expectations.push({
          id,
          kind: shown.kind,
          line: line + 1 + lineOffset,
          code: node.getText(sourceFile).replace(/\s+/g, " "),
          expected: comment,
          region: regionAt(regions, line + 1 + lineOffset),
        });
        if (shown.kind === "value") {
          const value = shown.value;
          runtimeEdits.push({
            start: value.getStart(sourceFile),
            end: value.end,
            text: `__show(${id}, (${value.getText(sourceFile)}))`,
          });
        } else {
          // Same line, so the line numbers of the compiler's messages stay those of the file.
          typeEdits.push({
            start: node.end,
            end: node.end,
            text: ` const ${TYPE_CHECK_PREFIX}${id}: ${EQUAL_TYPE}<${shown.name}, (${comment.replace(/\n/g, " ")})> = true;`,
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  return {
    path,
    label,
    lineOffset,
    text,
    expectations,
    regions,
    problems,
    runnable: applyEdits(text, runtimeEdits, label, problems),
    typeChecked: `${applyEdits(text, typeEdits, label, problems)}\ntype ${EQUAL_TYPE}<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;\n`,
  };
}

type Shown =
  | { readonly kind: "value"; readonly value: ts.Expression }
  | { readonly kind: "type"; readonly name: string };

/** The statements a comment can describe, and what it describes in each. */
function shownNode(node: ts.Node): Shown | undefined {
  if (ts.isExpressionStatement(node)) return { kind: "value", value: node.expression };
  if (ts.isVariableStatement(node)) {
    const [declaration, ...more] = node.declarationList.declarations;
    if (declaration?.initializer === undefined || more.length > 0) return undefined;
    return { kind: "value", value: declaration.initializer };
  }
  if (ts.isTypeAliasDeclaration(node) && node.typeParameters === undefined) {
    return { kind: "type", name: node.name.text };
  }
  return undefined;
}

/** The result comment after `node`, or `undefined` when there is none. */
function resultComment(
  text: string,
  lines: readonly string[],
  sourceFile: ts.SourceFile,
  node: ts.Node,
  kind: "value" | "type",
  at: string,
  problems: string[],
): string | undefined {
  const { line } = sourceFile.getLineAndCharacterOfPosition(node.end);
  const lineEnd = sourceFile.getLineEndOfPosition(node.end);
  const rest = text.slice(node.end, lineEnd);
  let next: number;
  let first: string;
  const trailing = COMMENT_LINE.exec(rest);
  if (trailing) {
    first = trailing[1] as string;
    next = line + 1;
  } else if (rest.trim() !== "") {
    return undefined;
  } else {
    const following = lines[line + 1];
    const comment = following === undefined ? null : COMMENT_LINE.exec(following);
    if (comment === null || REGION_MARKER.test(following as string)) return undefined;
    first = comment[1] as string;
    next = line + 2;
  }
  const continuation: string[] = [];
  for (let index = next; index < lines.length; index++) {
    const current = lines[index] as string;
    const comment = COMMENT_LINE.exec(current);
    if (comment === null || REGION_MARKER.test(current)) break;
    continuation.push(comment[1] as string);
  }

  first = first.trim();
  const marked = first.startsWith("=>");
  if (marked) first = first.slice(2).trim();
  else if (kind === "type" || !VALUE_START.test(first)) return undefined;

  const parses = kind === "value" ? parsesAsValue : parsesAsType;
  let candidate = first;
  if (parses(candidate)) return candidate;
  for (const line of continuation) {
    candidate += `\n${line}`;
    if (parses(candidate)) return candidate;
  }
  problems.push(
    `${at}: the comment after \`${node.getText(sourceFile).slice(0, 60)}\` starts like a result but does not read as a ${kind === "value" ? "JavaScript expression" : "type"}`,
  );
  return undefined;
}

function readRegions(
  lines: readonly string[],
  lineOffset: number,
  label: string,
  problems: string[],
): Region[] {
  const regions: Region[] = [];
  let open: { name: string; line: number } | undefined;
  lines.forEach((text, index) => {
    const marker = REGION_MARKER.exec(text);
    if (marker === null) return;
    const line = index + 1 + lineOffset;
    const name = marker[2] as string;
    const at = `${label}:${line}`;
    if (name === "") problems.push(`${at}: a region marker without a name`);
    else if (marker[1] === undefined) {
      if (open !== undefined) problems.push(`${at}: region "${name}" opens inside "${open.name}"`);
      if (regions.some((region) => region.name === name)) {
        problems.push(`${at}: region "${name}" is defined twice`);
      }
      open = { name, line };
    } else if (open?.name !== name) {
      problems.push(`${at}: "#endregion ${name}" does not close the open region`);
    } else {
      regions.push({ name, startLine: open.line, endLine: line });
      open = undefined;
    }
  });
  if (open !== undefined)
    problems.push(`${label}:${open.line}: region "${open.name}" is never closed`);
  return regions;
}

function regionAt(regions: readonly Region[], line: number): string | undefined {
  return regions.find((region) => region.startLine < line && line < region.endLine)?.name;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

function applyEdits(
  text: string,
  edits: readonly Edit[],
  label: string,
  problems: string[],
): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  let result = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const edit of sorted) {
    if (edit.end > limit) {
      problems.push(`${label}: a shown statement inside another shown statement is not supported`);
      continue;
    }
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
    limit = edit.start;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Expected values

/** Stands for "any value" where a comment writes `…` or `...` as a value. */
const ANY = Symbol("any value");
/** Marks an object whose comment ends with `...`: more keys are allowed. */
const MORE_KEYS = Symbol("more keys");
/** The last item of an array whose comment ends with `...`: more items are allowed. */
const MORE_ITEMS = Symbol("more items");
/** Spread into an object it adds `MORE_KEYS`, spread into an array it adds `MORE_ITEMS`. */
const MORE = Object.defineProperty({ [MORE_KEYS]: true }, Symbol.iterator, {
  enumerable: false,
  value: function* more() {
    yield MORE_ITEMS;
  },
});

/** Replaces the elisions `...` and `…` outside strings by the markers above. */
function withElisions(text: string): string {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"' || char === "'" || char === "`") {
      let end = index + 1;
      while (end < text.length && text[end] !== char) end += text[end] === "\\" ? 2 : 1;
      out += text.slice(index, end + 1);
      index = end + 1;
      continue;
    }
    const length = text.startsWith("...", index) ? 3 : char === "…" ? 1 : 0;
    if (length === 0) {
      out += char;
      index++;
      continue;
    }
    const after = text.slice(index + length).trimStart()[0];
    const before = out.trimEnd().at(-1);
    if (after !== undefined && /[\w$({[]/.test(after)) {
      out += text.slice(index, index + length); // a real spread
    } else if (before === undefined || before === ":" || before === "(") {
      out += "__ANY__";
    } else if (before === "{" || before === "[" || before === ",") {
      out += "...__MORE__";
    } else {
      throw new SyntaxError(
        `cannot read the elision at ${JSON.stringify(text.slice(0, index + 1))}`,
      );
    }
    index += length;
  }
  return out;
}

function compileValue(text: string): () => unknown {
  // The comments are this repository's own text; Function is the simplest reader of JS values.
  const read = new Function(
    "__ANY__",
    "__MORE__",
    `"use strict"; return (${withElisions(text)}\n);`,
  );
  return () => read(ANY, MORE);
}

function parsesAsValue(text: string): boolean {
  try {
    compileValue(text);
    return true;
  } catch (error) {
    if (error instanceof SyntaxError) return false;
    throw error;
  }
}

function parsesAsType(text: string): boolean {
  const probe = ts.transpileModule(`type __Probe = (${text}\n);`, { reportDiagnostics: true });
  return (probe.diagnostics ?? []).length === 0;
}

/** The value a result comment writes, with its elisions as matchers. */
export function expectedValue(text: string): unknown {
  return compileValue(text)();
}

/** Where `actual` differs from a comment's `expected` value, or `undefined` when it matches. */
export function mismatch(actual: unknown, expected: unknown, path = "value"): string | undefined {
  if (expected === ANY) return undefined;
  if (typeof expected === "string" && expected.includes("…")) {
    const pattern = new RegExp(`^${expected.split("…").map(escapeRegExp).join("[^]*")}$`);
    if (typeof actual === "string" && pattern.test(actual)) return undefined;
    return `${path}: expected a string like ${JSON.stringify(expected)}, got ${show(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${show(actual)}`;
    const open = expected.at(-1) === MORE_ITEMS;
    const items = open ? expected.slice(0, -1) : expected;
    if (open ? actual.length < items.length : actual.length !== items.length) {
      return `${path}: expected ${open ? "at least " : ""}${items.length} items, got ${show(actual)}`;
    }
    for (const [index, item] of items.entries()) {
      const found = mismatch(actual[index], item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null || Array.isArray(actual)) {
      return `${path}: expected an object, got ${show(actual)}`;
    }
    const record = actual as Record<string, unknown>;
    const wanted = expected as Record<string | symbol, unknown>;
    for (const key of Object.keys(wanted)) {
      const keyPath = `${path}.${key}`;
      if (!(key in record)) return `${keyPath}: missing, expected ${show(wanted[key])}`;
      const found = mismatch(record[key], wanted[key], keyPath);
      if (found !== undefined) return found;
    }
    if (!Object.hasOwn(wanted, MORE_KEYS)) {
      const extra = Object.keys(record).filter((key) => !Object.hasOwn(wanted, key));
      if (extra.length > 0)
        return `${path}: unexpected ${extra.map((key) => `${key}: ${show(record[key])}`).join(", ")}`;
    }
    return undefined;
  }
  return Object.is(actual, expected)
    ? undefined
    : `${path}: expected ${show(expected)}, got ${show(actual)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function show(value: unknown): string {
  if (value === undefined) return "undefined";
  if (typeof value === "function") return `a function ${value.name}`;
  if (typeof value === "symbol" || typeof value === "bigint") return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

// ---------------------------------------------------------------------------------------------
// Running and type-checking

/** What running a source found: per expectation, how often it ran and what did not match. */
export interface RunReport {
  readonly runs: ReadonlyMap<number, number>;
  readonly failures: ReadonlyMap<number, readonly string[]>;
}

/**
 * Runs a source's `runnable` code. `modules` answers its imports by specifier (the examples
 * import "../src/index.js", README blocks "@restbuild/endpoint"), so the code runs against the
 * sources that vitest loaded, with their build-time constants.
 */
export async function runSource(
  source: CheckedSource,
  modules: Readonly<Record<string, unknown>>,
): Promise<RunReport> {
  const runs = new Map<number, number>();
  const failures = new Map<number, string[]>();
  const show = (id: number, value: unknown): unknown => {
    runs.set(id, (runs.get(id) ?? 0) + 1);
    const expectation = source.expectations[id] as Expectation;
    const found = mismatch(value, expectedValue(expectation.expected));
    if (found !== undefined) failures.set(id, [...(failures.get(id) ?? []), found]);
    return value;
  };
  const { outputText } = ts.transpileModule(source.runnable, {
    fileName: source.path,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const require = (specifier: string): unknown => {
    if (Object.hasOwn(modules, specifier)) return modules[specifier];
    throw new Error(
      `${source.label} imports "${specifier}", which the example runner does not provide`,
    );
  };
  const module = { exports: {} };
  const AsyncFunction = (async () => {}).constructor as new (
    ...parameters: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction("require", "exports", "module", "__show", outputText);
  await run(require, module.exports, module, show);
  return { runs, failures };
}

/** One compiler message, placed in its file and, for a shown type, tied to its expectation. */
export interface TypeFinding {
  readonly source: CheckedSource;
  /** The expectation whose type check failed, or `undefined` for any other error. */
  readonly expectation: Expectation | undefined;
  readonly message: string;
}

/**
 * Type-checks sources together, with the compiler options of tsconfig.json and the package name
 * `@restbuild/endpoint` mapped to src/index.ts (and its `responses` entry to src/responses.ts),
 * as a user's project would see it.
 */
export function typeCheck(
  sources: readonly CheckedSource[],
  root: string,
  /** Type packages to load beside tsconfig.json's (`["node"]` for code that imports node:*). */
  types: readonly string[] = [],
): TypeFinding[] {
  const configPath = `${root}/tsconfig.json`;
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${configPath}`);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    types: [...(parsed.options.types ?? []), ...types],
    noEmit: true,
    paths: {
      "@restbuild/endpoint": [`${root}/src/index.ts`],
      "@restbuild/endpoint/responses": [`${root}/src/responses.ts`],
    },
  };
  const virtual = new Map(sources.map((source) => [source.path, source.typeChecked]));
  const host = snippetCompilerHost(options, virtual);
  const program = ts.createProgram([...virtual.keys()], options, host);

  const findings: TypeFinding[] = [];
  for (const source of sources) {
    const sourceFile = program.getSourceFile(source.path);
    if (sourceFile === undefined) throw new Error(`the compiler did not load ${source.path}`);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    for (const diagnostic of diagnostics) {
      const start = diagnostic.start ?? 0;
      const { line } = sourceFile.getLineAndCharacterOfPosition(start);
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      const lineText = sourceFile.text.slice(
        sourceFile.getPositionOfLineAndCharacter(line, 0),
        sourceFile.getLineEndOfPosition(start),
      );
      const check = new RegExp(`${TYPE_CHECK_PREFIX}(\\d+)`).exec(
        sourceFile.text.slice(start, sourceFile.getLineEndOfPosition(start)),
      );
      const expectation =
        check !== null && lineText.includes(`${TYPE_CHECK_PREFIX}${check[1]}`)
          ? source.expectations[Number(check[1])]
          : undefined;
      findings.push({
        source,
        expectation,
        message:
          expectation === undefined
            ? `${source.label}:${line + 1 + source.lineOffset}: ${text}`
            : `${source.label}:${expectation.line}: the type is not ${expectation.expected.replace(/\s+/g, " ")}`,
      });
    }
  }
  return findings;
}

/** The `ts` and `typescript` code blocks of a Markdown file, with the line each starts on. */
export function markdownCodeBlocks(markdown: string): { code: string; line: number }[] {
  const blocks: { code: string; line: number }[] = [];
  let open: { closing: RegExp; checked: boolean; line: number; body: string[] } | undefined;
  let previous = "";
  markdown.split("\n").forEach((text, index) => {
    if (open === undefined) {
      // Blocks of other languages are read too, so that a fence inside them is not a start.
      const start = /^ {0,3}(`{3,}|~{3,})\s*([\w-]*)/.exec(text);
      if (start === null) {
        if (text.trim() !== "") previous = text.trim();
        return;
      }
      const fence = start[1] as string;
      // A block right after `<!-- fragment: why -->` is a piece of code, not a program.
      const fragment = /^<!-- fragment: .+ -->$/.test(previous);
      open = {
        closing: new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`),
        checked: (start[2] === "ts" || start[2] === "typescript") && !fragment,
        line: index + 2,
        body: [],
      };
    } else if (open.closing.test(text)) {
      if (open.checked) blocks.push({ code: `${open.body.join("\n")}\n`, line: open.line });
      open = undefined;
      previous = "";
    } else {
      open.body.push(text);
    }
  });
  return blocks;
}
