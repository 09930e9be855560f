import {
  isRestbuildError,
  RequestBuilder,
  type RequestOptions,
  RestbuildError,
  VERSION,
} from "../index.js";
import { escapeUnsafeChars } from "../shared/unsafe-chars.js";
import { apiBaseUrl } from "./base-url.js";
import {
  checkCatalogueParameters,
  type GivenElsewhere,
  listRoutes,
  loadCatalogue,
} from "./catalogue.js";
import { checkUnknownRoute, matchRoute } from "./catalogue-match.js";
import type { CliIo } from "./cli-io.js";
import { CLI_OPTIONS } from "./cli-options.js";
import { type BinaryData, maxInputSize, readData, readTextFile } from "./data-input.js";
import { outputFormat } from "./format-output.js";
import { helpText } from "./help-text.js";
import { type OptionValues, parseArguments } from "./parse-args.js";
import {
  collectParameters,
  type HeaderArgument,
  headerItem,
  type ParameterArgument,
  parseField,
  parseHeader,
  parseParameter,
  readParameterFile,
} from "./request-input.js";
import { checkRoute } from "./route-check.js";
import { queryParameters, type RouteTarget, routeTarget, sendsData } from "./route-target.js";
import { maskToken, RunSecrets } from "./secrets.js";
import { sentUrl } from "./sent-url.js";
import { argumentSlip } from "./slips.js";
import { authScheme, looksLikeToken, mayBeSecret, readTokenEnv } from "./token-env.js";
import { errorText, quote, UsageError } from "./usage-error.js";

export type { CliIo, TextSink } from "./cli-io.js";

/** Exit status of a run that printed its result. */
const EXIT_OK = 0;
/** Exit status after an unexpected internal error. */
const EXIT_INTERNAL_ERROR = 1;
/** Exit status for bad arguments or input that the library rejects. */
const EXIT_BAD_INPUT = 2;

type Values = OptionValues<typeof CLI_OPTIONS>;

/**
 * Runs the `restbuild` command: parses the arguments, builds the request options with the
 * library and writes them to `io.stdout` in the `--format` asked for (pretty JSON by
 * default). On bad input it writes one line, `restbuild: <message>`, to `io.stderr` and
 * nothing to `io.stdout`. It never rejects and never touches `process`, so tests call it
 * directly with fake io. A token read with `--token-env` is masked in the output and in
 * error messages.
 *
 * @param argv - the arguments after the program name (`process.argv.slice(2)`)
 * @returns the exit status: 0 on success, 2 for bad input (a usage error or a
 *   `RestbuildError`, whose code is printed), 1 for an unexpected internal error.
 *
 * @example
 * ```ts
 * await run(["GET /repos/{owner}/{repo}/issues", "owner=octocat", "repo=Hello-World", "state=open"], io);
 * // 0, and io.stdout receives:
 * // {
 * //   "method": "get",
 * //   "url": "https://api.github.com/repos/octocat/Hello-World/issues?state=open",
 * //   "headers": { "accept": "application/vnd.github.v3+json", "user-agent": "restbuild-endpoint.js/0.2.0" }
 * // }
 * await run(["GET /repos/{owner"], io);
 * // 2, and io.stderr receives: restbuild: INVALID_TEMPLATE: ...
 * ```
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  if (!hasStreams(io)) {
    throw new RestbuildError("INVALID_OPTIONS", "run() needs io with stdout and stderr streams");
  }
  // Filled as soon as a secret is read, so that no later error message can show it.
  const secrets = new RunSecrets();
  // Written only when the request is printed: a failure is one line on stderr.
  const warnings: string[] = [];
  let output: string | Uint8Array;
  try {
    try {
      if (!Array.isArray(argv) || !argv.every((argument) => typeof argument === "string")) {
        throw new UsageError("the arguments must be a list of strings");
      }
      output = await execute(argv, io, secrets, warnings);
    } catch (error) {
      const failure = describeFailure(error);
      io.stderr.write(`restbuild: ${oneLine(secrets.mask(failure.message))}\n`);
      return failure.status;
    }
    for (const warning of warnings) {
      io.stderr.write(`restbuild: warning: ${oneLine(secrets.mask(warning))}\n`);
    }
  } finally {
    secrets.release();
  }
  io.stdout.write(output);
  return EXIT_OK;
}

async function execute(
  argv: readonly string[],
  io: CliIo,
  secrets: RunSecrets,
  warnings: string[],
): Promise<string | Uint8Array> {
  // --help wins over anything else on the line, a bad option included.
  const beforeDashes = argv.indexOf("--") === -1 ? argv : argv.slice(0, argv.indexOf("--"));
  if (beforeDashes.includes("--help") || beforeDashes.includes("-h")) return helpText();
  holdTokenSecrets(argv, io.env, secrets);
  const { values, positionals } = parseArguments(argv, CLI_OPTIONS);
  // `restbuild help` and `restbuild version` are common slips for the options.
  const word = positionals.length === 1 ? positionals[0] : undefined;
  if (values.help || word === "help") return helpText();
  if (values.version || word === "version") return `${VERSION}\n`;
  // `restbuild routes release asset`: every word filters, as a search box reads them.
  const filters = positionals.slice(1);
  if (positionals[0] === "routes" && filters.every((filter) => !filter.includes("="))) {
    return listRoutes(await loadCatalogue(), filters);
  }
  const format = outputFormat(values.format);

  const [route, ...rest] = positionals;
  if (route === undefined) {
    throw new UsageError('missing route, for example "GET /user" (see restbuild --help)');
  }
  // Every argument is checked before the library sees any of them, and before stdin is read.
  const parsed: ParameterArgument[] = [];
  const headerItems: HeaderArgument[] = [];
  for (const [index, argument] of rest.entries()) {
    const header = headerItem(argument);
    if (header === undefined) parsed.push(readParameter(argument, index, route));
    else headerItems.push(header);
  }
  const maxBytes = maxInputSize(values["max-input-size"]);
  const readFile = (path: string, argument?: string) => readTextFile(path, io, argument, maxBytes);
  const parameters: ParameterArgument[] = [];
  for (const parameter of parsed) parameters.push(await readParameterFile(parameter, readFile));
  for (const field of values["raw-field"] ?? []) parameters.push(await parseField(field, false));
  for (const field of values.field ?? []) parameters.push(await parseField(field, true, readFile));
  const optionHeaders = (values.header ?? []).map(parseHeader);
  checkHeaderSources(optionHeaders, headerItems);
  const headers = [...optionHeaders, ...headerItems];
  const tokenVariable = values["token-env"];
  const token = tokenVariable === undefined ? undefined : readTokenEnv(tokenVariable, io.env);
  if (values["auth-scheme"] !== undefined && token === undefined) {
    throw new UsageError("--auth-scheme is the scheme of the token of --token-env; give both");
  }
  const scheme = authScheme(values["auth-scheme"]);
  checkSingleSources(values, headers, parameters);

  const collected = collectParameters(parameters);
  const target = routeTarget(route, values.method, (url) =>
    sendsData(url, collected, values.data !== undefined),
  );
  const bodyAsIs = values.data !== undefined || parameters.some(({ name }) => name === "data");
  if (values.data !== undefined && (target.method === "GET" || target.method === "HEAD")) {
    // The library would put `data` in the query string of a GET request.
    throw new UsageError(
      `--data gives a body, but a ${target.method} request has none; put a method such as POST in the route`,
    );
  }
  const query = queryParameters(target, collected);
  // -X is set with .method(), so that the library names a bad one.
  const routeMethod = target.routeMethod ?? (values.method === undefined ? target.method : "");
  const routeText =
    target.malformed || routeMethod === "" ? query.url : `${routeMethod} ${query.url}`;
  let builder = configure(
    routeText,
    values,
    headers,
    token === undefined ? undefined : `${scheme} ${token}`,
    io.env,
  );
  // The parameter `data` is the body as it is (as in endpoint()); the builder sets it with
  // .data(), and .params() takes parameters only.
  const { data: dataParameter, ...params } = query.params;
  builder = builder.params(params);
  if ("data" in query.params) builder = builder.data(dataParameter);

  const named = parameters.filter((parameter) => !parameter.query);
  warnings.push(
    ...checkRoute(
      target.method,
      query.url,
      query.params,
      named.map(({ name }) => name.replace(/\[\]$/, "")),
      bodyAsIs,
    ),
  );
  // A GitHub route from the catalogue: unknown names and bad values are reported before anything is printed.
  if (values["no-catalogue"] === undefined) {
    const elsewhere = { query: Object.keys(collected.query), bodyAsIs };
    try {
      await checkCatalogue(target, named, elsewhere);
    } catch (error) {
      if (!target.inferred || !(error instanceof UsageError)) throw error;
      // The POST may not be what was meant: say where it came from, and what a GET would say.
      const asGet = await checkCatalogue({ ...target, method: "GET" }, named, elsewhere).then(
        () => "",
        (getError: unknown) =>
          getError instanceof UsageError ? `; as a GET: ${getError.message}` : "",
      );
      throw new UsageError(
        `${error.message} (with no method, parameters make a POST, as in gh api and httpie; for another, write it: ${quote(`GET ${route}`)}${asGet})`,
      );
    }
  }
  let data: string | BinaryData | undefined;
  if (values.data !== undefined) {
    data = await readData(values.data, io, "--data", maxBytes);
    if (typeof data === "string") {
      builder = builder.data(data);
    } else {
      builder = builder.data(data.bytes);
      // Bytes are no JSON: without a content-type from -H, they are a plain octet stream.
      if (!headers.some(({ name }) => name.toLowerCase() === "content-type")) {
        builder = builder.header("content-type", "application/octet-stream");
      }
    }
  }
  const built = builder.build();
  const options = { ...built, url: sentUrl(built.url) };
  warnings.push(...beyondAscii(options.headers));
  const context = {
    ...(token === undefined ? {} : { tokenVariable: tokenVariable as string, authScheme: scheme }),
    ...(typeof data === "object" && data.file !== undefined ? { bodyFile: data.file } : {}),
  };
  return format.format(
    token === undefined ? options : withMaskedToken(options, `${scheme} ${maskToken(token)}`),
    context,
  );
}

/**
 * Checks the route against GitHub's catalogue before anything is printed: a route of the
 * catalogue (written with placeholders or with values) has its parameters checked; a route
 * that nearly is one is refused (see {@link checkUnknownRoute}).
 */
async function checkCatalogue(
  target: RouteTarget,
  named: readonly ParameterArgument[],
  elsewhere: GivenElsewhere,
): Promise<void> {
  const catalogue = await loadCatalogue();
  const entry = matchRoute(catalogue, target.method, target.url);
  if (entry === undefined) {
    checkUnknownRoute(catalogue, target.method, target.url);
    return;
  }
  // name==value is the caller's own query, outside the route's description.
  const given = named.map(({ name, value }) => ({ name: name.replace(/\[\]$/, ""), value }));
  checkCatalogueParameters(entry, given, elsewhere);
}

function configure(
  route: string,
  values: Values,
  headers: readonly HeaderArgument[],
  authorization: string | undefined,
  env: CliIo["env"],
) {
  let builder = RequestBuilder.create().route(route);
  if (values.method !== undefined) builder = builder.method(values.method);
  const baseUrl = apiBaseUrl(values["base-url"], values.hostname, env);
  if (baseUrl !== undefined) builder = builder.baseUrl(baseUrl);
  if (authorization !== undefined) builder = builder.header("authorization", authorization);
  // One call per header, so a repeated name (in any case) keeps its last value.
  for (const { name, value } of headers) builder = builder.header(name, value);
  if (values.preview !== undefined) builder = builder.previews(values.preview);
  if (values["media-format"] !== undefined) builder = builder.format(values["media-format"]);
  return builder;
}

// A value that two arguments could both give is refused rather than one silently winning.
function checkSingleSources(
  values: Values,
  headers: readonly HeaderArgument[],
  parameters: readonly ParameterArgument[],
): void {
  if (
    values["token-env"] !== undefined &&
    headers.some(({ name }) => name.toLowerCase() === "authorization")
  ) {
    throw new UsageError(
      "--token-env and an authorization header both give the authorization; keep one",
    );
  }
  if (values.data !== undefined && parameters.some(({ name }) => name === "data")) {
    throw new UsageError('--data and the parameter "data" both give the body; keep one');
  }
}

// A header named by -H and by a Name:value item: the two would not say which wins.
function checkHeaderSources(
  optionHeaders: readonly HeaderArgument[],
  headerItems: readonly HeaderArgument[],
): void {
  const named = new Set(optionHeaders.map(({ name }) => name.toLowerCase()));
  const both = headerItems.find(({ name }) => named.has(name.toLowerCase()));
  if (both !== undefined) {
    throw new UsageError(
      `-H and the header item ${quote(`${both.name}:${both.value}`)} both give the header ${quote(both.name.toLowerCase())}; keep one`,
    );
  }
}

/**
 * Warnings for header values beyond ASCII: HTTP sends a header's bytes as they are, and the
 * tools disagree on them (curl and the http format write UTF-8, fetch Latin-1, or refuses a
 * character beyond it), so the formats would not send the same bytes.
 */
function beyondAscii(headers: RequestOptions["headers"]): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    [...String(value)].some((char) => char.charCodeAt(0) > 0x7f)
      ? [
          `the header ${quote(name)} holds characters beyond ASCII, which curl and the http format send as UTF-8 and fetch as Latin-1 (or refuses); percent-encode them if the server allows`,
        ]
      : [],
  );
}

/** The request with the authorization header from `--token-env` as it is shown: `token abcd…`. */
function withMaskedToken(options: RequestOptions, shown: string): RequestOptions {
  return { ...options, headers: { ...options.headers, authorization: shown } };
}

/**
 * Adds the secrets of `--token-env` before any argument is read, so that no message, also one
 * about an argument before it, shows them: the variable's value, and the name itself when it
 * may be a token pasted in its place (`--token-env $GITHUB_TOKEN`) and names no variable.
 */
function holdTokenSecrets(argv: readonly string[], env: CliIo["env"], secrets: RunSecrets): void {
  for (let index = 0; index < argv.length && argv[index] !== "--"; index++) {
    const argument = argv[index] as string;
    const name =
      argument === "--token-env"
        ? argv[index + 1]
        : argument.startsWith("--token-env=")
          ? argument.slice("--token-env=".length)
          : undefined;
    if (name === undefined) continue;
    const value = Object.hasOwn(env, name) ? env[name] : undefined;
    // A name that no variable has and is none, or that is written as tokens are.
    if ((value === undefined && mayBeSecret(name)) || looksLikeToken(name)) secrets.add(name);
    if (typeof value === "string") secrets.add(value);
  }
}

function readParameter(argument: string, index: number, route: string): ParameterArgument {
  try {
    return parseParameter(argument);
  } catch (error) {
    // `restbuild GET /user`, `/user GET`, `owner=o "GET /x"`: say how to write it.
    throw error instanceof UsageError ? argumentSlip(error, argument, index, route) : error;
  }
}

function describeFailure(error: unknown): { message: string; status: number } {
  if (error instanceof UsageError) return { message: error.message, status: EXIT_BAD_INPUT };
  if (isRestbuildError(error)) {
    return { message: `${error.code}: ${error.message}`, status: EXIT_BAD_INPUT };
  }
  const message = errorText(error);
  return { message: `internal error: ${message}`, status: EXIT_INTERNAL_ERROR };
}

/** The longest message line; messages quote at most 60 characters of any input (C11). */
const MAX_MESSAGE_LENGTH = 400;

// A message can hold line breaks (JSON.parse quotes the bad input); the contract is one line.
// A quoted value's control, bidirectional, separator and invisible characters (isUnsafeChar)
// are shown as \u escapes, so stderr
// reaches the terminal as inert text. The cut is a last guard, should a message ever quote
// input whole.
function oneLine(message: string): string {
  const line = escapeUnsafeChars(
    message
      .split(/[\r\n]+/)
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .join(" "),
  );
  return line.length > MAX_MESSAGE_LENGTH ? `${line.slice(0, MAX_MESSAGE_LENGTH - 3)}...` : line;
}

function hasStreams(io: unknown): io is CliIo {
  const { stdout, stderr } = (io ?? {}) as Partial<CliIo>;
  return typeof stdout?.write === "function" && typeof stderr?.write === "function";
}
