import { argumentTokens } from "./arg-tokens.js";
import { nearMiss } from "./near-miss.js";
import { foreignOption } from "./slips.js";
import { quote, UsageError } from "./usage-error.js";

/** One row of an option table: everything the parser and the help text need to know. */
export interface OptionSpec {
  /** The long name, used as `--name` and as the key in the parsed values. */
  readonly name: string;
  /** A one-letter alias, used as `-x`. */
  readonly short?: string;
  /** A `boolean` option is a switch; a `string` option takes a value. */
  readonly type: "string" | "boolean";
  /** Whether a `string` option may be repeated; its values are then collected in order. */
  readonly multiple?: boolean;
  /** The placeholder shown for the value in the help text, for example `URL`. */
  readonly valueName?: string;
  /** One line for the help text. */
  readonly description: string;
  /** Whole command lines that use the option, for the help text; each one must run. */
  readonly examples?: readonly string[];
}

/** The parsed values of an option table: switches are `true`, repeatable options arrays. */
export type OptionValues<Table extends readonly OptionSpec[]> = {
  -readonly [Spec in Table[number] as Spec["name"]]?: Spec["type"] extends "boolean"
    ? true
    : Spec["multiple"] extends true
      ? string[]
      : string;
};

/** What {@link parseArguments} returns. */
export interface ParsedArguments<Table extends readonly OptionSpec[]> {
  readonly values: OptionValues<Table>;
  /** The arguments that are not options, in order; everything after `--` is one. */
  readonly positionals: string[];
}

/**
 * Parses command-line arguments against an option table. Options may appear anywhere among
 * the positionals; `--` ends the options. A repeated option that is not `multiple` keeps its
 * last value.
 *
 * {@link argumentTokens} splits the arguments into tokens as Node's `parseArgs` does; the
 * checks are made here, so every error is a {@link UsageError} with a one-line message.
 *
 * @throws {@link UsageError} for an unknown option, a missing value, or a value given to a switch.
 *
 * @example
 * ```ts
 * const table = [{ name: "header", short: "H", type: "string", multiple: true, description: "" }] as const;
 * parseArguments(["GET /user", "-H", "a: b"], table);
 * // { values: { header: ["a: b"] }, positionals: ["GET /user"] }
 * ```
 */
export function parseArguments<const Table extends readonly OptionSpec[]>(
  argv: readonly string[],
  table: Table,
): ParsedArguments<Table> {
  const specs = new Map<string, OptionSpec>(table.map((spec) => [spec.name, spec]));
  const tokens = argumentTokens(argv, table);

  const values: Record<string, true | string | string[]> = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === "positional") {
      positionals.push(token.value);
      continue;
    }
    if (token.kind !== "option") continue;
    const spec = specs.get(token.name);
    if (spec === undefined) throw unknownOption(token.rawName, table);
    if (spec.type === "boolean") {
      if (token.value !== undefined) {
        throw new UsageError(`option ${quote(`--${spec.name}`)} takes no value`);
      }
      values[spec.name] = true;
      continue;
    }
    // As in parseArgs' strict mode: `-H --base-url x` is a forgotten value, not a header
    // named "--base-url"; a value that starts with "-" must be attached (`--header=-x`).
    const value = token.value;
    if (value === undefined || (!token.inlineValue && value.length > 1 && value.startsWith("-"))) {
      throw new UsageError(
        `option ${quote(token.rawName)} needs a value (attach a value that starts with "-": --${spec.name}=<value>)`,
      );
    }
    if (spec.multiple === true) {
      // One push per value: many repeated options stay linear (C10).
      const previous = values[spec.name];
      if (Array.isArray(previous)) previous.push(value);
      else values[spec.name] = [value];
    } else {
      values[spec.name] = value;
    }
  }
  return { values: values as OptionValues<Table>, positionals };
}

function unknownOption(rawName: string, table: readonly OptionSpec[]): UsageError {
  const flags = table.flatMap((spec) => [
    `--${spec.name}`,
    ...(spec.short === undefined ? [] : [`-${spec.short}`]),
  ]);
  // Exact case first: -x is not -X, but it is the likely slip.
  const slip = rawName.startsWith("--")
    ? nearMiss(rawName, flags)
    : flags.find((flag) => flag.toLowerCase() === rawName.toLowerCase());
  const foreign = foreignOption(rawName);
  const hint =
    foreign !== undefined ? `; ${foreign}` : slip === undefined ? "" : `; did you mean ${slip}?`;
  return new UsageError(
    `unknown option ${quote(rawName)} (an argument that starts with "-" goes after "--")${hint}`,
  );
}
