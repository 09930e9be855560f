import { parseArgs } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { argumentTokens } from "../../src/cli/arg-tokens.js";
import { CLI_OPTIONS } from "../../src/cli/cli-options.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

const SEED = 20_261_127;

/** Node's tokens for the command's option table, without their argument index. */
function nodeTokens(argv: string[]): unknown[] {
  const { tokens } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      CLI_OPTIONS.map((spec) => [
        spec.name,
        "short" in spec ? { type: spec.type, short: spec.short } : { type: spec.type },
      ]),
    ),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  return tokens.map(({ index: _index, ...token }) => token);
}

const letters = [...new Set(CLI_OPTIONS.flatMap((spec) => ("short" in spec ? [spec.short] : [])))];
const names = CLI_OPTIONS.map((spec) => spec.name);
const piece = fc.oneof(
  fc.constantFrom("--", "-", "---", "GET /x", "a=b", "-1", "--=x", "-=", "x"),
  fc.constantFrom(...names).map((name) => `--${name}`),
  fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 3 })).map(([n, v]) => `--${n}=${v}`),
  fc
    .array(fc.constantFrom(...letters, "z", "-", "="), { minLength: 1, maxLength: 4 })
    .map((chars) => `-${chars.join("")}`),
  fc.string({ maxLength: 4 }),
);

describe("argumentTokens", () => {
  it("reads arguments as Node's parseArgs does, for the command's options", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (argv) => {
        expect(argumentTokens(argv, CLI_OPTIONS)).toEqual(nodeTokens(argv));
      }),
      { seed: SEED, numRuns: fuzzRuns(5_000) },
    );
  });

  it("takes the next argument as a value even when it starts with -, as parseArgs does", () => {
    expect(argumentTokens(["-H", "-x", "--header", "--"], CLI_OPTIONS)).toEqual([
      { kind: "option", name: "header", rawName: "-H", value: "-x", inlineValue: false },
      { kind: "option", name: "header", rawName: "--header", value: "--", inlineValue: false },
    ]);
  });
});
