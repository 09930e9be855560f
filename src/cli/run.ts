import { isRestbuildError, RequestBuilder, type RequestOptions, VERSION } from "../index.js";
import { CLI_OPTIONS } from "./cli-options.js";
import { formatJson } from "./format-output.js";
import { helpText } from "./help-text.js";
import { parseArguments } from "./parse-args.js";
import {
  type HeaderArgument,
  type ParameterArgument,
  parseHeader,
  parseParameter,
} from "./request-input.js";
import { quote, UsageError } from "./usage-error.js";

/** Somewhere to write text: `process.stdout`, or a collector in tests. */
export interface TextSink {
  write(text: string): unknown;
}

/** The outside world of one `restbuild` run. */
export interface CliIo {
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  /** The environment variables, `process.env` in the real command. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Exit status of a run that printed its result. */
export const EXIT_OK = 0;
/** Exit status after an unexpected internal error. */
export const EXIT_INTERNAL_ERROR = 1;
/** Exit status for bad arguments or input that the library rejects. */
export const EXIT_BAD_INPUT = 2;

/**
 * Runs the `restbuild` command: parses the arguments, builds the request options with the
 * library and writes them to `io.stdout` as pretty JSON. On bad input it writes one line,
 * `restbuild: <message>`, to `io.stderr` and nothing to `io.stdout`. It never throws and never
 * touches `process`, so tests call it directly.
 *
 * @param argv - the arguments after the program name (`process.argv.slice(2)`)
 * @returns the exit status: 0 on success, 2 for bad input (a usage error or a
 *   `RestbuildError`, whose code is printed), 1 for an unexpected internal error.
 *
 * @example
 * ```ts
 * run(["GET /repos/{owner}/{repo}/issues", "owner=octocat", "repo=Hello-World", "state=open"], io);
 * // 0, and io.stdout receives:
 * // {
 * //   "method": "get",
 * //   "url": "https://api.github.com/repos/octocat/Hello-World/issues?state=open",
 * //   "headers": { "accept": "application/vnd.github.v3+json", "user-agent": "restbuild-endpoint.js/0.1.0" }
 * // }
 * run(["GET /repos/{owner"], io);
 * // 2, and io.stderr receives: restbuild: INVALID_TEMPLATE: ...
 * ```
 */
export function run(argv: readonly string[], io: CliIo): number {
  let output: string;
  try {
    output = execute(argv);
  } catch (error) {
    const failure = describeFailure(error);
    io.stderr.write(`restbuild: ${oneLine(failure.message)}\n`);
    return failure.status;
  }
  io.stdout.write(output);
  return EXIT_OK;
}

function execute(argv: readonly string[]): string {
  const { values, positionals } = parseArguments(argv, CLI_OPTIONS);
  if (values.help) return helpText();
  if (values.version) return `${VERSION}\n`;

  const [route, ...rest] = positionals;
  if (route === undefined) {
    throw new UsageError('missing route, for example "GET /user" (see restbuild --help)');
  }
  // Every argument is checked before the library sees any of them.
  const parameters = rest.map((argument, index) => readParameter(argument, index, route));
  const headers = (values.header ?? []).map(parseHeader);
  return formatJson(buildOptions(route, values["base-url"], headers, parameters));
}

function buildOptions(
  route: string,
  baseUrl: string | undefined,
  headers: readonly HeaderArgument[],
  parameters: readonly ParameterArgument[],
): RequestOptions {
  let builder = RequestBuilder.create().route(route);
  if (baseUrl !== undefined) builder = builder.baseUrl(baseUrl);
  // One call per header, so a repeated name (in any case) keeps its last value.
  for (const { name, value } of headers) builder = builder.header(name, value);
  // fromEntries keeps the last value of a repeated name, and defines "__proto__" as a plain
  // key, which the library then rejects instead of it changing a prototype.
  const record = Object.fromEntries(parameters.map(({ name, value }) => [name, value]));
  return builder.params(record).build();
}

function readParameter(argument: string, index: number, route: string): ParameterArgument {
  try {
    return parseParameter(argument);
  } catch (error) {
    // `restbuild GET /user` splits the route in two: say how to write it.
    if (index === 0 && error instanceof UsageError && /^[A-Za-z]+$/.test(route)) {
      throw new UsageError(
        `${error.message}; quote the route as one argument: ${quote(`${route} ${argument}`)}`,
      );
    }
    throw error;
  }
}

function describeFailure(error: unknown): { message: string; status: number } {
  if (error instanceof UsageError) return { message: error.message, status: EXIT_BAD_INPUT };
  if (isRestbuildError(error)) {
    return { message: `${error.code}: ${error.message}`, status: EXIT_BAD_INPUT };
  }
  const message = error instanceof Error ? error.message : safeString(error);
  return { message: `internal error: ${message}`, status: EXIT_INTERNAL_ERROR };
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return "a value that cannot be shown";
  }
}

// A message can hold line breaks (JSON.parse quotes the bad input); the contract is one line.
function oneLine(message: string): string {
  return message
    .split(/[\r\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(" ");
}
