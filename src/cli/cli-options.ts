import { formatNames } from "./format-output.js";
import type { OptionSpec } from "./parse-args.js";

/**
 * The options of `restbuild`, one row each; the parser and the help text both read this
 * table, so a new option is one new row plus the code that uses its value. Every row carries
 * at least one example: the help prints them, and a test runs each one in a shell.
 */
export const CLI_OPTIONS = [
  {
    name: "method",
    short: "X",
    type: "string",
    valueName: "METHOD",
    description: "the method, instead of the one in the route (as curl's -X)",
    examples: ['restbuild -X DELETE "/repos/{owner}/{repo}" owner=octocat repo=Hello-World'],
  },
  {
    name: "raw-field",
    short: "f",
    type: "string",
    multiple: true,
    valueName: "KEY=VALUE",
    description: "a string parameter, as gh api's -f; repeatable",
    examples: [
      'restbuild "/repos/{owner}/{repo}/issues" -f owner=octocat -f repo=Hello-World -f title=Hi',
    ],
  },
  {
    name: "field",
    short: "F",
    type: "string",
    multiple: true,
    valueName: "KEY=VALUE",
    description:
      "a typed parameter, as gh api's -F: true, false, null, integers, @FILE; repeatable",
    examples: ['restbuild "GET /orgs/{org}/repos" -F org=nodejs -F per_page=100'],
  },
  {
    name: "format",
    type: "string",
    valueName: "FORMAT",
    description: `output: ${formatNames()}; json (the request options) is the default`,
    examples: [
      'restbuild --format curl "POST /repos/{owner}/{repo}/issues" owner=octocat repo=Hello-World title=Hi',
    ],
  },
  {
    name: "data",
    short: "d",
    type: "string",
    valueName: "TEXT|@FILE|@-",
    description: "the body as it is: text, @FILE reads a UTF-8 file, @- reads stdin",
    examples: [
      'restbuild --data @README.md -H "content-type: text/x-markdown" "POST /markdown/raw"',
      'echo "Hello **world**" | restbuild -d @- -H "content-type: text/plain" --format http "POST /markdown/raw"',
    ],
  },
  {
    name: "header",
    short: "H",
    type: "string",
    multiple: true,
    valueName: "'name: value'",
    description: "add a header; repeatable, a repeated name keeps its last value",
    examples: ['restbuild -H "authorization: token $GITHUB_TOKEN" "GET /user"'],
  },
  {
    name: "token-env",
    type: "string",
    valueName: "NAME",
    description: "authorization: token <value of $NAME>; never printed (curl, fetch read $NAME)",
    examples: ['restbuild --token-env GITHUB_TOKEN --format fetch "GET /user"'],
  },
  {
    name: "auth-scheme",
    type: "string",
    valueName: "SCHEME",
    description: "the scheme of --token-env's header: token (the default) or bearer",
    examples: [
      'restbuild --token-env GITHUB_TOKEN --auth-scheme bearer --base-url https://api.example.com "GET /me"',
    ],
  },
  {
    name: "preview",
    type: "string",
    multiple: true,
    valueName: "NAME",
    description: "add an API preview to the accept header; repeatable",
    examples: [
      'restbuild --preview mercy "GET /repos/{owner}/{repo}/topics" owner=octocat repo=Hello-World',
    ],
  },
  {
    name: "media-format",
    type: "string",
    valueName: "FORMAT",
    description: "a media type format for the accept header, such as raw or diff",
    examples: [
      'restbuild --media-format raw "GET /repos/{owner}/{repo}/readme" owner=octocat repo=Hello-World',
    ],
  },
  {
    name: "base-url",
    type: "string",
    valueName: "URL",
    description: "prefix for relative urls (default: https://api.github.com)",
    examples: [
      'restbuild --base-url https://ghe.example/api/v3 "GET /orgs/:org/repos" org=nodejs per_page:=100',
    ],
  },
  {
    name: "hostname",
    type: "string",
    valueName: "HOST",
    description: "a GitHub host, as gh's: github.com, *.ghe.com, GHES (default: $GH_HOST)",
    examples: ['restbuild --hostname ghe.example "GET /user"'],
  },
  {
    name: "no-catalogue",
    type: "boolean",
    description: "the route is not GitHub's: no checks against GitHub's route catalogue",
    examples: [
      'restbuild --no-catalogue --base-url https://api.example.com "GET /repos/{id}/isues" id=1',
    ],
  },
  {
    name: "max-input-size",
    type: "string",
    valueName: "BYTES",
    description: "the most bytes read from a file or stdin (@FILE, @-); default 10485760 (10 MiB)",
    examples: [
      'restbuild --max-input-size 52428800 --data @README.md -H "content-type: text/x-markdown" "POST /markdown/raw"',
    ],
  },
  {
    name: "help",
    short: "h",
    type: "boolean",
    description: "print this help and exit",
    examples: ["restbuild --help"],
  },
  {
    name: "version",
    short: "V",
    type: "boolean",
    description: "print the version and exit",
    examples: ["restbuild --version"],
  },
] as const satisfies readonly OptionSpec[];
