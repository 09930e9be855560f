import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./build-artifacts.js";

// The package ships no examples/ folder, so the build inlines every `{@includeCode}` example
// into the declaration files (scripts/inline-examples.mjs): editors show them on hover.

// Per format, the declarations of both entries (index and responses) and of any chunk the
// build splits off.
const DECLARATIONS = [".d.ts", ".d.cts"];

function declarationText(extension: string): string {
  const names = readdirSync(join(ROOT, "dist")).filter((name) => name.endsWith(extension));
  expect(names).toEqual(expect.arrayContaining([`index${extension}`, `responses${extension}`]));
  return names.map((name) => readFileSync(join(ROOT, "dist", name), "utf8")).join("\n");
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every `file#region` the sources show through `{@includeCode}`. */
function includedRegions(): Array<[file: string, region: string]> {
  const regions = new Map<string, [string, string]>();
  for (const path of sourceFiles(join(ROOT, "src"))) {
    for (const match of readFileSync(path, "utf8").matchAll(
      /\{@includeCode [^}#]*\/([\w-]+\.ts)#([\w-]+)\}/g,
    )) {
      regions.set(`${match[1]}#${match[2]}`, [match[1] as string, match[2] as string]);
    }
  }
  return [...regions.values()];
}

/** The code lines of a region, trimmed, without blank lines. */
function regionCode(file: string, region: string): string[] {
  const lines = readFileSync(join(ROOT, "examples", file), "utf8").split("\n");
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex(
    (line, index) => index > start && line.trim() === `// #endregion ${region}`,
  );
  expect(start, `examples/${file} has the region ${region}`).toBeGreaterThanOrEqual(0);
  return lines
    .slice(start + 1, end)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("// #"));
}

describe.each(DECLARATIONS)("dist/*%s", (extension) => {
  const text = declarationText(extension);
  const commentLines = new Set(
    text.split("\n").map((line) => line.replace(/^\s*\*\s?/, "").trim()),
  );

  it("imports the optional peer @octokit/openapi-types only in the responses entry", () => {
    const importers = readdirSync(join(ROOT, "dist"))
      .filter((name) => name.endsWith(extension))
      .filter((name) =>
        readFileSync(join(ROOT, "dist", name), "utf8").includes("@octokit/openapi-types"),
      );
    expect(importers).toEqual([`responses${extension}`]);
  });

  it("has no {@includeCode} tag left", () => {
    expect(text).not.toContain("@includeCode");
  });

  it("holds the code of every example region the sources include", () => {
    const regions = includedRegions();
    expect(regions.length).toBeGreaterThan(50);
    for (const [file, region] of regions) {
      for (const line of regionCode(file, region)) {
        expect(commentLines.has(line.replaceAll("*/", "*\\/")), `${file}#${region}: ${line}`).toBe(
          true,
        );
      }
    }
  });

  it("shows each example as a TypeScript code block", () => {
    expect(text).toContain(
      "* @example A number as a header value\n * ```ts\n * const length: types.HeaderValue = 12;",
    );
  });
});
