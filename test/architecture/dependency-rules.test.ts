import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The rules between the folders (CONTRIBUTING.md) are Biome's noRestrictedImports, per folder,
// in biome.json. Each case plants one import in a copy of the layout and lints it with the
// repository's configuration; one lint reads every planted file.

const root = fileURLToPath(new URL("../..", import.meta.url));
const biome = join(root, "node_modules", ".bin", "biome");

/** Imports the rules forbid: [folder, specifier]. */
const FORBIDDEN: readonly [string, string][] = [
  ["template", "../core/merge.js"],
  ["template", "../builder/request-builder.js"],
  ["template", "../compat/endpoint.js"],
  ["core", "../builder/request-builder.js"],
  ["core", "../compat/endpoint.js"],
  ["core", "../adapters/index.js"],
  ["core", "../cli/run.js"],
  ["core", "../index.js"],
  ["builder", "../compat/endpoint.js"],
  ["builder", "../cli/run.js"],
  ["adapters", "../builder/request-builder.js"],
  ["compat", "../cli/run.js"],
  ["shared", "../core/merge.js"],
  ["cli", "../core/parse.js"],
  ["cli", "../builder/request-builder.js"],
  ["cli", "../core/merge.js"],
  ["cli", "../template/compile-template.js"],
  ["core", "immer"],
  ["compat", "immer"],
];

/** Imports the rules allow: [folder, specifier]. */
const ALLOWED: readonly [string, string][] = [
  ["template", "../shared/char-codes.js"],
  ["core", "../template/template-cache.js"],
  ["builder", "../core/merge.js"],
  ["builder", "immer"],
  ["compat", "../core/parse.js"],
  ["adapters", "../core/options.js"],
  ["cli", "../index.js"],
  ["cli", "../shared/text.js"],
];

/** The path of the file that plants an import, relative to the workspace. */
function plantedPath([folder, specifier]: readonly [string, string]): string {
  return `src/${folder}/planted-${[...FORBIDDEN, ...ALLOWED].findIndex(
    (entry) => entry[0] === folder && entry[1] === specifier,
  )}.ts`;
}

/** Biome's rule names for each planted file, from one lint of all of them. */
let rulesByFile: Map<string, string[]>;

beforeAll(() => {
  const workspace = mkdtempSync(join(tmpdir(), "restbuild-rules-"));
  try {
    const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
    config.vcs = { enabled: false };
    config.files = { includes: ["src/**"] };
    writeFileSync(join(workspace, "biome.json"), JSON.stringify(config));
    const files = [...FORBIDDEN, ...ALLOWED].map((entry) => {
      const file = plantedPath(entry);
      mkdirSync(dirname(join(workspace, file)), { recursive: true });
      writeFileSync(
        join(workspace, file),
        `import * as planted from "${entry[1]}";\n\nexport const used = planted;\n`,
      );
      return file;
    });
    let output: string;
    try {
      output = execFileSync(
        biome,
        ["lint", "--reporter=json", "--max-diagnostics=none", ...files],
        {
          cwd: workspace,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as {
      diagnostics: Array<{ category: string; location?: { path?: string } }>;
    };
    rulesByFile = new Map(files.map((file) => [file, []]));
    for (const diagnostic of report.diagnostics) {
      rulesByFile.get(diagnostic.location?.path ?? "")?.push(diagnostic.category);
    }
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
});

/** Biome's rule names for the file that plants `specifier` in `src/<folder>`. */
function lintImport(folder: string, specifier: string): string[] {
  const rules = rulesByFile.get(plantedPath([folder, specifier]));
  if (rules === undefined) throw new Error(`nothing planted for ${folder} ${specifier}`);
  return rules;
}

const RESTRICTED = "lint/style/noRestrictedImports";

describe("imports the rules forbid fail the lint", () => {
  it.each(FORBIDDEN)("src/%s importing %s", (folder, specifier) => {
    expect(lintImport(folder, specifier)).toContain(RESTRICTED);
  });
});

describe("imports the rules allow pass", () => {
  it.each(ALLOWED)("src/%s importing %s", (folder, specifier) => {
    expect(lintImport(folder, specifier)).not.toContain(RESTRICTED);
  });
});
