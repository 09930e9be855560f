import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BROWSER_BUNDLE, PRODUCTION_BROWSER_BUNDLE, ROOT } from "../package/build-artifacts.js";

const BUILTIN = new Set(builtinModules);

/** Specifiers of static imports, dynamic imports and require() calls in a module's text. */
function importedSpecifiers(code: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1] as string);
}

// Names a browser lacks, or that make bundlers pull in Node shims.
const FORBIDDEN: readonly [string, RegExp][] = [
  ["process", /\bprocess\b/],
  ["navigator", /\bnavigator\b/],
  ["require(", /\brequire\s*\(/],
  ["Buffer", /\bBuffer\b/],
  ["global.", /(?<![\w$.])global\./],
  ["__dirname", /\b__dirname\b/],
  ["__filename", /\b__filename\b/],
];

/** Each forbidden reference with a little context, so a failure shows where it is. */
function forbiddenReferences(code: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of FORBIDDEN) {
    const match = new RegExp(pattern.source, "g").exec(code);
    if (match !== null) {
      found.push(`${name}: …${code.slice(Math.max(0, match.index - 30), match.index + 30)}…`);
    }
  }
  for (const specifier of importedSpecifiers(code)) {
    if (specifier.startsWith("node:") || BUILTIN.has(specifier))
      found.push(`import of ${specifier}`);
  }
  return found;
}

describe("the scanner for Node references", () => {
  it("finds every forbidden name and every kind of built-in import in a sample", () => {
    const sample = [
      'import{readFile as r}from"node:fs";',
      'import * as p from "path";',
      'const u=await import("url");',
      "if(process.env.X)navigator.userAgent;",
      'const b=Buffer.from("x"),m=require("m");',
      "global.x=__dirname+__filename;",
    ].join("\n");
    expect(forbiddenReferences(sample).map((line) => line.split(":")[0])).toEqual([
      "process",
      "navigator",
      "require(",
      "Buffer",
      "global.",
      "__dirname",
      "__filename",
      "import of node",
      "import of path",
      "import of url",
    ]);
  });

  it("passes code that only mentions look-alike names", () => {
    const sample = "const processedForPatches_=1;globalThis.x=a.global;Array.from(y);";
    expect(forbiddenReferences(sample)).toEqual([]);
  });
});

describe.each([
  ["development", BROWSER_BUNDLE],
  ["production", PRODUCTION_BROWSER_BUNDLE],
])("the browser bundle of the %s build", (_build, path) => {
  const bundle = readFileSync(path, "utf8");

  it("is self-contained: it imports nothing", () => {
    expect(importedSpecifiers(bundle)).toEqual([]);
  });

  it("has no Node built-in, process (immer's NODE_ENV check is replaced), navigator, require, Buffer or global", () => {
    expect(forbiddenReferences(bundle)).toEqual([]);
  });
});

describe.each(["index.js", "index.production.js"])(
  "dist/%s, an ESM build that bundlers read",
  (file) => {
    const code = readFileSync(join(ROOT, "dist", file), "utf8");

    it("imports nothing: immer's production build is bundled in", () => {
      expect(importedSpecifiers(code)).toEqual([]);
    });

    it("has no Node built-in, process, navigator, require, Buffer or global", () => {
      expect(forbiddenReferences(code)).toEqual([]);
    });
  },
);
