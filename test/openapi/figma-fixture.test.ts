import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The fixture's generated types are what the pinned openapi-typescript makes of the committed
// OpenAPI description, so the tests over them test what a user of that description gets.
const root = fileURLToPath(new URL("../..", import.meta.url));
const fixture = `${root}test/fixtures/figma/`;

describe("the Figma fixture", () => {
  it("has types generated from its OpenAPI description by the pinned openapi-typescript", () => {
    const folder = mkdtempSync(join(tmpdir(), "restbuild-figma-"));
    try {
      const output = join(folder, "figma-paths.ts");
      execFileSync(
        process.execPath,
        [
          `${root}node_modules/openapi-typescript/bin/cli.js`,
          `${fixture}openapi.yaml`,
          "--output",
          output,
          "--silent",
        ],
        { stdio: "pipe" },
      );
      expect(readFileSync(`${fixture}figma-paths.ts`, "utf8")).toBe(readFileSync(output, "utf8"));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps the licence of the description beside it", () => {
    expect(readFileSync(`${fixture}LICENSE`, "utf8")).toMatch(
      /^MIT License\n\nCopyright \(c\) 2023 Figma/,
    );
    expect(readFileSync(`${fixture}openapi.yaml`, "utf8")).toMatch(
      /^openapi: 3\.1\.0\ninfo:\n {2}title: Figma API\n/,
    );
  });
});
