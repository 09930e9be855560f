/** One command-line argument, or part of one, as an option parser reads it. */
export type ArgumentToken =
  | {
      readonly kind: "option";
      /** The long name, or the letter of an unknown short option. */
      readonly name: string;
      /** As written: `--name`, `-n`. */
      readonly rawName: string;
      readonly value: string | undefined;
      /** `true` when the value was attached (`--name=v`, `-nv`), `false` when it was the next argument. */
      readonly inlineValue: boolean | undefined;
    }
  | { readonly kind: "positional"; readonly value: string }
  | { readonly kind: "option-terminator" };

/** What the tokenizer needs to know of an option. */
export interface TokenOption {
  readonly name: string;
  readonly short?: string;
  readonly type: "string" | "boolean";
}

/**
 * Splits arguments into tokens as Node's `util.parseArgs` does with `strict: false` and
 * `tokens: true` (long options with `=value` or the next argument as value, short options,
 * groups such as `-vH`, `--` ending the options), in one pass: `parseArgs` takes each argument
 * off the front of an array, which makes many arguments take quadratic time (C10).
 *
 * @example
 * ```ts
 * argumentTokens(["-H", "a: b", "GET /x"], [{ name: "header", short: "H", type: "string" }]);
 * // [{ kind: "option", name: "header", rawName: "-H", value: "a: b", inlineValue: false },
 * //  { kind: "positional", value: "GET /x" }]
 * ```
 */
export function argumentTokens(
  argv: readonly string[],
  table: readonly TokenOption[],
): ArgumentToken[] {
  const longNames = new Map(table.map((spec) => [spec.short, spec.name]));
  const types = new Map(table.map((spec) => [spec.name, spec.type]));
  const longName = (letter: string) => longNames.get(letter) ?? letter;
  const takesValue = (name: string) => types.get(name) === "string";

  const tokens: ArgumentToken[] = [];
  // The parts of a short option group still to read, last part first; then argv from `next`.
  const pending: string[] = [];
  let next = 0;
  const hasMore = () => pending.length > 0 || next < argv.length;
  const peek = () => (pending.length > 0 ? pending.at(-1) : argv[next]);
  const take = () => (pending.length > 0 ? pending.pop() : argv[next++]) as string;

  const option = (name: string, rawName: string) => {
    const value = takesValue(name) && peek() !== undefined ? take() : undefined;
    tokens.push({
      kind: "option",
      name,
      rawName,
      value,
      inlineValue: value === undefined ? undefined : false,
    });
  };

  while (hasMore()) {
    const arg = take();
    if (arg === "--") {
      tokens.push({ kind: "option-terminator" });
      while (hasMore()) tokens.push({ kind: "positional", value: take() });
      break;
    }
    const short = arg.length >= 2 && arg[0] === "-" && arg[1] !== "-";
    if (short && arg.length === 2) {
      option(longName(arg.charAt(1)), arg);
    } else if (short && !takesValue(longName(arg.charAt(1)))) {
      // A group: each letter is an option, until one that takes a value takes the rest.
      const parts: string[] = [];
      for (let index = 1; index < arg.length; index++) {
        const letter = arg.charAt(index);
        if (!takesValue(longName(letter)) || index === arg.length - 1) {
          parts.push(`-${letter}`);
        } else {
          parts.push(`-${arg.slice(index)}`);
          break;
        }
      }
      for (let index = parts.length - 1; index >= 0; index--) pending.push(parts[index] as string);
    } else if (short) {
      const letter = arg.charAt(1);
      tokens.push({
        kind: "option",
        name: longName(letter),
        rawName: `-${letter}`,
        value: arg.slice(2),
        inlineValue: true,
      });
    } else if (arg.length > 2 && arg.startsWith("--")) {
      // As parseArgs: an "=" from the fourth character on attaches a value, and the name ends
      // at the first "=" (so "--=a=b" is the name "" with the value "a=b").
      if (!arg.includes("=", 3)) {
        option(arg.slice(2), arg);
      } else {
        const equals = arg.indexOf("=");
        const name = arg.slice(2, equals);
        tokens.push({
          kind: "option",
          name,
          rawName: `--${name}`,
          value: arg.slice(equals + 1),
          inlineValue: true,
        });
      }
    } else {
      tokens.push({ kind: "positional", value: arg });
    }
  }
  return tokens;
}
