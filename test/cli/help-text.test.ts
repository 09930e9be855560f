import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLI_OPTIONS } from "../../src/cli/cli-options.js";
import { OUTPUT_FORMATS } from "../../src/cli/format-output.js";
import { cli } from "./support/fake-io.js";

const packageJson = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
const { version } = JSON.parse(packageJson) as { version: string };

describe("run: help and version", () => {
  it("prints usage with examples on stdout for --help and -h and exits 0", async () => {
    for (const flag of ["--help", "-h"]) {
      const result = await cli(flag);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe("");
      expect(result.stdout).toMatch(/^Usage: restbuild /);
      expect(result.stdout).toContain("Examples:");
      expect(result.stdout).toContain(
        'restbuild "GET /repos/{owner}/{repo}/issues" owner=octocat repo=Hello-World state=open',
      );
      expect(result.stdout.endsWith("\n")).toBe(true);
    }
  });

  it("lists every option of the option table in the help", async () => {
    const help = (await cli("--help")).stdout;
    for (const spec of CLI_OPTIONS) {
      expect(help).toContain(`--${spec.name}`);
      expect(help).toContain(spec.description);
      if ("short" in spec) expect(help).toContain(`-${spec.short}, --${spec.name}`);
    }
  });

  it("prints the help instead of building when a route is given too", async () => {
    expect((await cli("GET /user", "--help")).stdout).toMatch(/^Usage: restbuild /);
  });

  it("prints the package version for --version", async () => {
    expect(await cli("--version")).toEqual({ status: 0, stdout: `${version}\n`, stderr: "" });
  });
});

/** The lines of the Examples section, with `\`-continued lines joined. */
function exampleLines(help: string): string[] {
  const start = help.indexOf("Examples:\n") + "Examples:\n".length;
  return help
    .slice(start, help.indexOf("\n\n", start))
    .replace(/\\\n\s*/g, "")
    .split("\n")
    .map((line) => line.trim());
}

describe("helpText: examples", () => {
  it("shows at least one example for every option, and each example uses its option", async () => {
    const help = (await cli("--help")).stdout;
    const shown = exampleLines(help);
    for (const spec of CLI_OPTIONS) {
      expect(spec.examples.length, spec.name).toBeGreaterThan(0);
      for (const example of spec.examples) {
        expect(shown).toContain(example);
        const words = example.split(" ");
        const names = "short" in spec ? [`--${spec.name}`, `-${spec.short}`] : [`--${spec.name}`];
        expect(
          names.some((name) => words.includes(name)),
          example,
        ).toBe(true);
      }
    }
  });

  it("writes every example as a restbuild command line, alone or after a pipe", async () => {
    const help = (await cli("--help")).stdout;
    for (const example of exampleLines(help)) {
      expect(example).toMatch(/(^|\| )restbuild /);
    }
  });

  it("names the output formats of the format table and says how tokens are shown", async () => {
    const help = (await cli("--help")).stdout;
    const formats = help.slice(
      help.indexOf("Formats:\n"),
      help.indexOf("\n\n", help.indexOf("Formats:")),
    );
    expect(
      formats
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(" ")[0]),
    ).toEqual(OUTPUT_FORMATS.map(({ name }) => name));
    expect(help).toContain("show\nit masked (its first 4 characters");
    expect(help).toContain("curl and fetch");
    expect(help).toContain("A token given with -H is printed as it is given.");
  });
});
