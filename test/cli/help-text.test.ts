import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLI_OPTIONS } from "../../src/cli/cli-options.js";
import { OUTPUT_FORMATS } from "../../src/cli/format-output.js";
import { helpText } from "../../src/cli/help-text.js";
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

/** The paragraphs of the help, each with its lines joined by one space. */
function paragraphs(help: string): string[] {
  return help
    .trimEnd()
    .split("\n\n")
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim());
}

// Each test reads the help itself: text read once, when the file is loaded, would hide a
// change of the help made after loading (as mutation testing makes them).
describe("helpText: what it says", () => {
  it("has its sections in order, one blank line apart, and ends with one line break", () => {
    const help = helpText();
    const lines = help.split("\n");
    expect(help.split("\n\n").map((paragraph) => paragraph.split(/[\s:]/)[0])).toEqual([
      "Usage",
      "Prints",
      "Parameters",
      "Options",
      "Formats",
      "Tokens",
      "Examples",
      "Exit",
    ]);
    expect(help).toMatch(/[^\n]\n$/);
    expect(lines).toContain("Parameters:");
    expect(lines).toContain("Options:");
  });

  it("shows both usages: a route with parameters, and the list of GitHub's routes", () => {
    const help = helpText();
    const lines = help.split("\n");
    expect(lines[0]).toBe(
      'Usage: restbuild [options] "<METHOD> <url>" [name=value | name:=json | name==value ...]',
    );
    expect(lines[1]).toMatch(
      /^ +restbuild routes \[word \.\.\.\] +list GitHub's routes with their summary$/,
    );
  });

  it("says what it prints, that it sends nothing, and the default API", () => {
    const help = helpText();
    expect(paragraphs(help)[1]).toBe(
      "Prints the request options for a REST route: method, url, headers and body, as JSON or as a curl command, a fetch() call or a raw HTTP request. It sends no request. The default API is GitHub's (https://api.github.com).",
    );
  });

  it("documents each way to write a parameter on a line of its own", () => {
    const help = helpText();
    const lines = help.split("\n");
    const syntax = [
      ["name=value", "a string parameter, for example owner=octocat"],
      ["name:=json", "a JSON parameter: number, boolean, null, array or object,"],
      ["name==value", "a query parameter, whatever the method; name[]=value adds to an array"],
      ["name=@FILE", "a string parameter read from a UTF-8 file (name=\\@text: the text @text)"],
      ["name:=@FILE", "a JSON parameter read from a file"],
      ["Name:value", 'a header, as -H "Name: value" (as httpie; not before =)'],
    ];
    for (const [written, meaning] of syntax) {
      expect(lines).toContain(`  ${written?.padEnd(14)}${meaning}`);
    }
    expect(lines).toContain(`${" ".repeat(16)}for example per_page:=100 or labels:='["bug"]'`);
  });

  it("says where a parameter goes, what makes a POST, and how a body as it is is given", () => {
    const help = helpText();
    const rules = paragraphs(help)[2];
    for (const rule of [
      "A parameter fills the {placeholder} or :placeholder of the same name in the url; any other goes to the query string (GET, HEAD) or to the JSON body (other methods).",
      "Without a method (in the route or -X), such a parameter or --data makes it a POST, as gh api and httpie do; name==value never does.",
      "A parameter named data is sent as the body as it is.",
      "For a repeated name the last value wins (write an array with name:='[...]' instead).",
      "For a GitHub route, a name the route does not take and a value outside its list are refused before printing.",
      'With a body from --data or data=, parameters only fill the url: give query parameters a {?name} in the url ("POST /x{?name}").',
    ]) {
      expect(rules).toContain(rule);
    }
  });

  it("writes each option as -S, --name VALUE, its description in one column", () => {
    const help = helpText();
    const lines = help.split("\n");
    const rows = lines.slice(lines.indexOf("Options:") + 1, lines.indexOf("Formats:") - 1);
    expect(rows).toHaveLength(CLI_OPTIONS.length);
    const columns = CLI_OPTIONS.map((spec) => {
      const short = "short" in spec ? `-${spec.short}, ` : "    ";
      return `${short}--${spec.name}${"valueName" in spec ? ` ${spec.valueName}` : ""}`;
    });
    const width = Math.max(...columns.map((column) => column.length));
    CLI_OPTIONS.forEach((spec, index) => {
      expect(rows[index]).toBe(`  ${columns[index]?.padEnd(width)}  ${spec.description}`);
    });
    expect(rows).toContain(`  -H, --header 'name: value'  ${CLI_OPTIONS[5].description}`);
    expect(rows.some((row) => row.startsWith("      --no-catalogue   "))).toBe(true);
    expect(rows.some((row) => row.startsWith("  -X, --method METHOD   "))).toBe(true);
  });

  it("writes each format with its help line in one column", () => {
    const help = helpText();
    const lines = help.split("\n");
    const rows = lines.slice(lines.indexOf("Formats:") + 1);
    const width = Math.max(...OUTPUT_FORMATS.map(({ name }) => name.length)) + 2;
    for (const { name, help: line } of OUTPUT_FORMATS) {
      expect(rows).toContain(`  ${name.padEnd(width)}${line}`);
    }
    expect(rows).toContain("  fetch  a JavaScript fetch() call, for an async function or a module");
  });

  it("says how a token is given and shown, and what each exit status means", () => {
    const help = helpText();
    expect(paragraphs(help)[5]).toBe(
      "Tokens: --token-env NAME sends authorization: token <value of $NAME> (Bearer with --auth-scheme bearer). It takes a NAME: a token given in its place is never shown. curl and fetch output read $NAME when they run; json, http and error messages show it masked (its first 4 characters and an ellipsis, or **** when shorter than 8). A token given with -H is printed as it is given.",
    );
    expect(paragraphs(help)[7]).toBe(
      "Exit status: 0 on success, 2 for bad arguments or input, 1 for an internal error.",
    );
  });
});
