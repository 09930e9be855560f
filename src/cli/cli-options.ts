import type { OptionSpec } from "./parse-args.js";

/**
 * The options of `restbuild`, one row each; the parser and the help text both read this
 * table, so a new option is one new row plus the code that uses its value.
 */
export const CLI_OPTIONS = [
  {
    name: "header",
    short: "H",
    type: "string",
    multiple: true,
    valueName: "'name: value'",
    description: "add a header; repeatable, a repeated name keeps its last value",
  },
  {
    name: "base-url",
    type: "string",
    valueName: "URL",
    description: "prefix for relative urls (default: https://api.github.com)",
  },
  { name: "help", short: "h", type: "boolean", description: "print this help and exit" },
  { name: "version", type: "boolean", description: "print the version and exit" },
] as const satisfies readonly OptionSpec[];
