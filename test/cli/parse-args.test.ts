import { describe, expect, it } from "vitest";
import { type OptionSpec, parseArguments } from "../../src/cli/parse-args.js";
import { UsageError } from "../../src/cli/usage-error.js";

const TABLE = [
  { name: "header", short: "H", type: "string", multiple: true, description: "a header" },
  { name: "base-url", type: "string", description: "a base" },
  { name: "help", short: "h", type: "boolean", description: "help" },
] as const satisfies readonly OptionSpec[];

function usageErrorOf(argv: string[]): UsageError {
  try {
    parseArguments(argv, TABLE);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error as UsageError;
  }
  throw new Error(`expected ${JSON.stringify(argv)} to be rejected`);
}

describe("parseArguments", () => {
  it("returns the arguments that are not options as positionals, in order", () => {
    expect(parseArguments(["GET /user", "a=1", "b:=2"], TABLE)).toEqual({
      values: {},
      positionals: ["GET /user", "a=1", "b:=2"],
    });
  });

  it("accepts options before, between and after the positionals", () => {
    const parsed = parseArguments(
      ["-H", "a: 1", "GET /user", "--base-url", "https://x.example", "p=1", "--header", "b: 2"],
      TABLE,
    );
    expect(parsed.positionals).toEqual(["GET /user", "p=1"]);
    expect(parsed.values).toEqual({ header: ["a: 1", "b: 2"], "base-url": "https://x.example" });
  });

  it("collects a repeatable option in the order given, from short and long forms alike", () => {
    const parsed = parseArguments(["--header=a: 1", "-Hb: 2", "-H", "c: 3"], TABLE);
    expect(parsed.values.header).toEqual(["a: 1", "b: 2", "c: 3"]);
  });

  it("keeps the last value of a repeated option that is not repeatable", () => {
    const parsed = parseArguments(
      ["--base-url", "https://a.example", "--base-url=https://b.example"],
      TABLE,
    );
    expect(parsed.values["base-url"]).toBe("https://b.example");
  });

  it("sets a switch to true by its long or short name", () => {
    expect(parseArguments(["--help"], TABLE).values).toEqual({ help: true });
    expect(parseArguments(["-h"], TABLE).values).toEqual({ help: true });
  });

  it("treats everything after -- as positionals, even when it looks like an option", () => {
    const parsed = parseArguments(["GET /x", "--", "--help", "-a=1"], TABLE);
    expect(parsed.values).toEqual({});
    expect(parsed.positionals).toEqual(["GET /x", "--help", "-a=1"]);
  });

  it("takes a lone dash as a positional or as a value", () => {
    expect(parseArguments(["-"], TABLE).positionals).toEqual(["-"]);
    expect(parseArguments(["-H", "-"], TABLE).values.header).toEqual(["-"]);
  });

  it("accepts an attached value that starts with a dash", () => {
    expect(parseArguments(["--header=-x: 1", "-H-y: 2"], TABLE).values.header).toEqual([
      "-x: 1",
      "-y: 2",
    ]);
  });

  it("rejects an unknown long or short option and names it", () => {
    expect(usageErrorOf(["GET /x", "--bogus"]).message).toMatch(/^unknown option "--bogus"/);
    expect(usageErrorOf(["-x"]).message).toMatch(/^unknown option "-x"/);
    expect(usageErrorOf(["--bogus=1"]).message).toMatch(/^unknown option "--bogus"/);
  });

  it("rejects an option that takes a value when the value is missing", () => {
    expect(usageErrorOf(["GET /x", "-H"]).message).toMatch(/^option "-H" needs a value/);
    expect(usageErrorOf(["--base-url"]).message).toMatch(/^option "--base-url" needs a value/);
  });

  it("rejects a separate value that starts with a dash, which is most likely a forgotten value", () => {
    const error = usageErrorOf(["-H", "--base-url", "https://x.example"]);
    expect(error.message).toMatch(/^option "-H" needs a value/);
    expect(error.message).toContain("--header=<value>");
  });

  it("rejects a value given to a switch", () => {
    expect(usageErrorOf(["--help=yes"]).message).toBe('option "--help" takes no value');
  });

  it("writes every error message on one line", () => {
    for (const argv of [["--bogus"], ["-H"], ["-H", "-x"], ["--help=1"]]) {
      expect(usageErrorOf(argv).message).not.toMatch(/[\r\n]/);
    }
  });

  it("does not change the argument array it is given", () => {
    const argv = ["-H", "a: 1", "GET /x"];
    parseArguments(argv, TABLE);
    expect(argv).toEqual(["-H", "a: 1", "GET /x"]);
  });
});

describe("parseArguments: an unknown short option", () => {
  it("names an option of the other case, and no other", () => {
    const table = [
      { name: "method", short: "X", type: "string", description: "the method" },
    ] as const satisfies readonly OptionSpec[];
    const message = (argv: string[]) => {
      try {
        parseArguments(argv, table);
      } catch (error) {
        return (error as UsageError).message;
      }
      return undefined;
    };
    expect(message(["-x", "a"])).toBe(
      'unknown option "-x" (an argument that starts with "-" goes after "--"); did you mean -X?',
    );
    expect(message(["-z"])).toBe(
      'unknown option "-z" (an argument that starts with "-" goes after "--")',
    );
  });
});
