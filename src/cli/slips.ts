import { quote, UsageError } from "./usage-error.js";

/** The methods a route may start with, as other tools' users type them. */
const METHOD_WORD = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/i;

const SENDS_NOTHING =
  "restbuild prints the request and sends none: run what --format curl or fetch prints";

/** The token options of other tools: a token is named by its variable, never given. */
const TOKEN: readonly [string, string] = [
  "--token-env NAME",
  "a token is never given on the command line: name its variable",
];

/**
 * Options of curl, gh api and httpie, with restbuild's way to say the same (or nothing, for
 * an option about sending) and a note: the hint that follows "unknown option".
 */
const FOREIGN_OPTIONS: Readonly<Record<string, readonly [string | undefined, string]>> = {
  "--data-binary": [
    "--data",
    "curl's --data-binary: --data @FILE sends a file's bytes as they are",
  ],
  "--data-raw": ["--data", 'curl\'s --data-raw: for text that starts with "@", write data=\\@text'],
  "--data-ascii": ["--data", "curl's --data-ascii"],
  "--data-urlencode": ["name==value", "curl's --data-urlencode: a query parameter, encoded"],
  "--json": [
    "--data",
    "curl's and httpie's --json: --data with JSON text, or name:=json parameters",
  ],
  "--input": ["--data @FILE", "gh api's --input: the body from a file, or @- for stdin"],
  "--token": TOKEN,
  "--auth": TOKEN,
  "-a": TOKEN,
  "--user": TOKEN,
  "-u": TOKEN,
  "--auth-type": ["--auth-scheme", "token or bearer"],
  "--get": ["-X GET", "curl's -G: the parameters go in the query string"],
  "-G": ["-X GET", "curl's -G: the parameters go in the query string"],
  "--head": ["-X HEAD", "curl's --head"],
  "-I": ["-X HEAD", "curl's -I"],
  "--request": ["-X", "curl's --request"],
  "--host": ["--hostname", "or --base-url URL"],
  "--url": ["the url in the route", '"GET https://host/path"'],
  "-Z": [undefined, SENDS_NOTHING],
  "--parallel": [undefined, SENDS_NOTHING],
  "--paginate": [undefined, SENDS_NOTHING],
  "--jq": [undefined, SENDS_NOTHING],
  "-q": [undefined, SENDS_NOTHING],
  "--silent": [undefined, SENDS_NOTHING],
  "-s": [undefined, SENDS_NOTHING],
  "--include": [undefined, SENDS_NOTHING],
  "-i": [undefined, SENDS_NOTHING],
  "--verbose": [undefined, SENDS_NOTHING],
  "-v": [undefined, SENDS_NOTHING],
  "--output": [undefined, SENDS_NOTHING],
  "-o": [undefined, SENDS_NOTHING],
  "--location": [undefined, SENDS_NOTHING],
  "-L": [undefined, SENDS_NOTHING],
  "--offline": [undefined, "restbuild never sends a request: it prints it"],
};

/**
 * The hint for an option of another tool (curl, gh api, httpie): restbuild's way to say the
 * same, or undefined for an option no tool is known to have.
 *
 * @example
 * ```ts
 * foreignOption("--input"); // "did you mean --data @FILE? (gh api's --input: the body from a file, or @- for stdin)"
 * foreignOption("-Z"); // "restbuild prints the request and sends none: ..."
 * ```
 */
export function foreignOption(rawName: string): string | undefined {
  const name = rawName.split("=", 1)[0] as string;
  if (!Object.hasOwn(FOREIGN_OPTIONS, name)) return undefined;
  const [meant, note] = FOREIGN_OPTIONS[name] as readonly [string | undefined, string];
  return meant === undefined ? note : `did you mean ${meant}? (${note})`;
}

/** Top-level names a host of one dot ends with, as typed: `github.com`, `ghe.io`. */
const HOST_ENDINGS = new Set(["com", "org", "net", "io", "dev", "app", "co", "cloud", "example"]);

/**
 * A route whose first path segment is a host (`api.github.com/user`, as typed into a
 * browser): it would be joined to the base URL as a path. The error says what was meant.
 *
 * @throws {@link UsageError} with the route and the base URL to write instead.
 */
export function checkHostAsPath(url: string): void {
  const match = /^([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.([A-Za-z]{2,}))(\/.*|)$/.exec(url);
  if (match === null) return;
  const host = (match[1] as string).toLowerCase();
  // `README.md` or `data.json` is a file name: a host has two dots, or a common top-level name.
  const dots = host.split(".").length - 1;
  if (dots < 2 && !HOST_ENDINGS.has((match[2] as string).toLowerCase())) return;
  const whole = match[3] === "" ? "/" : (match[3] as string);
  // GitHub Enterprise Server serves its API under /api/v3: that is the base URL's.
  const server = /^\/api\/v3(?=\/|$)/.exec(whole)?.[0] ?? "";
  const path = whole.slice(server.length) || "/";
  if (host === "github.com" || host === "www.github.com") {
    throw new UsageError(
      `the route ${quote(url)} starts with the host ${quote(host)}, GitHub's web site; the API is at api.github.com, the default: write an API route such as "GET /user" (restbuild routes lists them)`,
    );
  }
  const meant =
    host === "api.github.com"
      ? `${quote(`GET ${path}`)} (api.github.com is the default)`
      : `--base-url https://${host}${server} ${quote(`GET ${path}`)}, or the whole url: ${quote(`GET https://${host}${whole}`)}`;
  throw new UsageError(
    `the route ${quote(url)} starts with the host ${quote(host)}, which would become part of the path; write ${meant}`,
  );
}

/**
 * A clearer message for a parameter that could not be read, when the words around it show an
 * argument-order slip: the route split in two (`GET /user`), the method after the url
 * (`/user GET`), or a parameter before the route (`owner=o "GET /x"`).
 */
export function argumentSlip(
  error: UsageError,
  argument: string,
  index: number,
  route: string,
): UsageError {
  if (index === 0 && /^[A-Za-z]+$/.test(route)) {
    return new UsageError(
      `${error.message}; quote the route as one argument: ${quote(`${route} ${argument}`)}`,
    );
  }
  if (index === 0 && METHOD_WORD.test(argument) && !route.includes(" ")) {
    return new UsageError(
      `${error.message}; the method goes before the url, in one argument: ${quote(`${argument.toUpperCase()} ${route}`)}`,
    );
  }
  if (route.includes("=") && (/^[A-Za-z]+ \S/.test(argument) || argument.startsWith("/"))) {
    return new UsageError(
      `${error.message}; the route comes first, then the parameters: restbuild ${quote(argument)} ${quote(route)}`,
    );
  }
  return error;
}
