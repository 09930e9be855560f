import { CLI_OPTIONS } from "./cli-options.js";
import { OUTPUT_FORMATS } from "./format-output.js";
import type { OptionSpec } from "./parse-args.js";

function optionColumn(spec: OptionSpec): string {
  const short = spec.short === undefined ? "    " : `-${spec.short}, `;
  const value = spec.valueName === undefined ? "" : ` ${spec.valueName}`;
  return `${short}--${spec.name}${value}`;
}

/**
 * The text `restbuild --help` prints: usage, parameters, the options from
 * {@link CLI_OPTIONS}, the output formats from {@link OUTPUT_FORMATS}, examples (two general ones, then every option's
 * examples from the table) and exit statuses.
 */
export function helpText(): string {
  const table: readonly OptionSpec[] = CLI_OPTIONS;
  const rows = table.map((spec) => [optionColumn(spec), spec.description]);
  const width = Math.max(...rows.map(([column = ""]) => column.length)) + 2;
  const options = rows.map(([column = "", text]) => `  ${column.padEnd(width)}${text}`);
  const formatWidth = Math.max(...OUTPUT_FORMATS.map(({ name }) => name.length)) + 2;
  const examples = table.flatMap((spec) => spec.examples ?? []).map((line) => `  ${line}`);
  return [
    'Usage: restbuild [options] "<METHOD> <url>" [name=value | name:=json | name==value ...]',
    "       restbuild routes [word ...]   list GitHub's routes with their summary",
    "",
    "Prints the request options for a REST route: method, url, headers and body, as JSON or",
    "as a curl command, a fetch() call or a raw HTTP request. It sends no request.",
    "The default API is GitHub's (https://api.github.com).",
    "",
    "Parameters:",
    "  name=value    a string parameter, for example owner=octocat",
    "  name:=json    a JSON parameter: number, boolean, null, array or object,",
    "                for example per_page:=100 or labels:='[\"bug\"]'",
    "  name==value   a query parameter, whatever the method; name[]=value adds to an array",
    "  name=@FILE    a string parameter read from a UTF-8 file (name=\\@text: the text @text)",
    "  name:=@FILE   a JSON parameter read from a file",
    '  Name:value    a header, as -H "Name: value" (as httpie; not before =)',
    "  A parameter fills the {placeholder} or :placeholder of the same name in the url;",
    "  any other goes to the query string (GET, HEAD) or to the JSON body (other methods).",
    "  Without a method (in the route or -X), such a parameter or --data makes it a POST,",
    "  as gh api and httpie do; name==value never does.",
    "  A parameter named data is sent as the body as it is. For a repeated name the last",
    "  value wins (write an array with name:='[...]' instead). For a GitHub route, a name",
    "  the route does not take and a value outside its list are refused before printing.",
    "  With a body from --data or data=, parameters only fill the url: give query",
    '  parameters a {?name} in the url ("POST /x{?name}").',
    "",
    "Options:",
    ...options,
    "",
    "Formats:",
    ...OUTPUT_FORMATS.map(({ name, help }) => `  ${name.padEnd(formatWidth)}${help}`),
    "",
    "Tokens: --token-env NAME sends authorization: token <value of $NAME> (Bearer with",
    "--auth-scheme bearer). It takes a NAME: a token given in its place is never shown.",
    "curl and fetch output read $NAME when they run; json, http and error messages show",
    "it masked (its first 4 characters and an ellipsis, or **** when shorter than 8).",
    "A token given with -H is printed as it is given.",
    "",
    "Examples:",
    '  restbuild "GET /repos/{owner}/{repo}/issues" owner=octocat repo=Hello-World state=open',
    '  restbuild "POST /repos/{owner}/{repo}/issues" owner=octocat repo=Hello-World \\',
    "      title='Found a bug' labels:='[\"bug\"]'",
    ...examples,
    "",
    "Exit status: 0 on success, 2 for bad arguments or input, 1 for an internal error.",
    "",
  ].join("\n");
}
