import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The rules between the folders (CONTRIBUTING.md) are Biome's noRestrictedImports, per folder,
// in biome.json. Each case plants one import in a copy of the layout and lints it with the
// repository's configuration.

const root = fileURLToPath(new URL("../..", import.meta.url));
const biome = join(root, "node_modules", ".bin", "biome");

let workspace: string;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "restbuild-rules-"));
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  config.vcs = { enabled: false };
  config.files = { includes: ["src/**"] };
  writeFileSync(join(workspace, "biome.json"), JSON.stringify(config));
});

afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
});

let planted = 0;

/** Lints one planted file and returns Biome's rule names for it. */
function lintImport(folder: string, specifier: string): string[] {
  const file = join(workspace, "src", folder, `planted-${planted++}.ts`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import * as planted from "${specifier}";\n\nexport const used = planted;\n`);
  let output: string;
  try {
    output = execFileSync(biome, ["lint", "--reporter=json", file], {
      cwd: workspace,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  } finally {
    rmSync(file);
  }
  const report = JSON.parse(output) as { diagnostics: Array<{ category: string }> };
  return report.diagnostics.map((diagnostic) => diagnostic.category);
}

const RESTRICTED = "lint/style/noRestrictedImports";

describe("imports the rules forbid fail the lint", () => {
  it.each<[string, string]>([
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
  ])("src/%s importing %s", (folder, specifier) => {
    expect(lintImport(folder, specifier)).toContain(RESTRICTED);
  });
});

describe("imports the rules allow pass", () => {
  it.each<[string, string]>([
    ["template", "../shared/char-codes.js"],
    ["core", "../template/template-cache.js"],
    ["builder", "../core/merge.js"],
    ["builder", "immer"],
    ["compat", "../core/parse.js"],
    ["adapters", "../core/options.js"],
    ["cli", "../index.js"],
    ["cli", "../shared/text.js"],
  ])("src/%s importing %s", (folder, specifier) => {
    expect(lintImport(folder, specifier)).not.toContain(RESTRICTED);
  });
});
