import { CLI_OPTIONS } from "./cli-options.js";
import type { OptionSpec } from "./parse-args.js";

function optionColumn(spec: OptionSpec): string {
  const short = spec.short === undefined ? "    " : `-${spec.short}, `;
  const value = spec.valueName === undefined ? "" : ` ${spec.valueName}`;
  return `${short}--${spec.name}${value}`;
}

/**
 * The text `restbuild --help` prints: usage, parameters, the options from
 * {@link CLI_OPTIONS}, examples and exit statuses.
 */
export function helpText(): string {
  const rows = CLI_OPTIONS.map((spec: OptionSpec) => [optionColumn(spec), spec.description]);
  const width = Math.max(...rows.map(([column = ""]) => column.length)) + 2;
  const options = rows.map(([column = "", text]) => `  ${column.padEnd(width)}${text}`);
  return [
    'Usage: restbuild [options] "<METHOD> <url>" [name=value | name:=json ...]',
    "",
    "Prints the request options for a REST route as JSON: method, url, headers and body.",
    "It sends no request. The default API is GitHub's (https://api.github.com).",
    "",
    "Parameters:",
    "  name=value    a string parameter, for example owner=octocat",
    "  name:=json    a JSON parameter: number, boolean, null, array or object,",
    "                for example per_page:=100 or labels:='[\"bug\"]'",
    "  A parameter fills the {placeholder} or :placeholder of the same name in the url;",
    "  any other goes to the query string (GET, HEAD) or to the JSON body (other methods).",
    "  A parameter named data is sent as the body as it is. For a repeated name the last",
    "  value wins (write an array with name:='[...]' instead).",
    "",
    "Options:",
    ...options,
    "",
    "Examples:",
    '  restbuild "GET /repos/{owner}/{repo}/issues" owner=octocat repo=Hello-World state=open',
    '  restbuild "POST /repos/{owner}/{repo}/issues" owner=octocat repo=Hello-World \\',
    "      title='Found a bug' labels:='[\"bug\"]'",
    '  restbuild -H "authorization: token $GITHUB_TOKEN" "GET /user"',
    '  restbuild --base-url https://ghe.example/api/v3 "GET /orgs/:org/repos" org=nodejs per_page:=100',
    "",
    "Exit status: 0 on success, 2 for bad arguments or input, 1 for an internal error.",
    "",
  ].join("\n");
}
