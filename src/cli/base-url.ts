import { RequestBuilder } from "../index.js";
import { SCHEME } from "../shared/url-text.js";
import { hasSpaceOrControl } from "./sent-url.js";
import { errorText, quote, UsageError } from "./usage-error.js";

/**
 * Checks and normalises `--base-url`: the library's base URL rule (an `http` or `https` URL
 * without query or fragment, read by URL parsers as written), and more for the command: an
 * absolute URL without spaces, control characters or user info, or `""` for relative urls. The host is written as a WHATWG URL
 * serialises it (lowercase, punycode, no default port) and trailing slashes go, so a route's
 * `/` joins it with exactly one.
 *
 * @throws {@link UsageError} naming what is wrong, with the fixed form where there is one.
 *
 * @example
 * ```ts
 * checkBaseUrl("https://GHE.example/api/v3/"); // "https://ghe.example/api/v3"
 * checkBaseUrl("ghe.example/api/v3"); // throws: ... did you mean "https://ghe.example/api/v3"?
 * ```
 */
export function checkBaseUrl(text: string): string {
  // An empty base URL asks for relative urls, as the library allows.
  if (text === "") return text;
  if (hasSpaceOrControl(text)) {
    throw new UsageError(`--base-url ${quote(text)} holds a space or a control character`);
  }
  // The library's rule first, with its own message: read as written, http or https, one host
  // or none, no backslash, no query or fragment.
  try {
    RequestBuilder.create().baseUrl(text);
  } catch (error) {
    throw new UsageError(`--base-url: ${errorText(error)}`);
  }
  if (!SCHEME.test(text)) {
    throw new UsageError(
      `--base-url ${quote(text)} has no scheme; did you mean ${quote(`https://${text.replace(/^\/+/, "")}`)}?`,
    );
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--base-url ${quote(text)} is not a valid URL`);
  }
  if (url.username !== "" || url.password !== "") {
    throw new UsageError(
      `--base-url ${quote(text)} holds user info; send credentials in a header (-H or --token-env)`,
    );
  }
  return `${url.origin}${withoutTrailingSlashes(url.pathname)}`;
}

// A loop, not /\/+$/: that pattern retries at every slash of a long run not at the end, which
// takes quadratic time (C10).
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

/**
 * The API's base URL for a GitHub host, as `gh` reads `--hostname` and `GH_HOST`: github.com
 * is `https://api.github.com`, a GHE.com host (`octo.ghe.com`) is `https://api.octo.ghe.com`,
 * and any other host is GitHub Enterprise Server's `https://HOST/api/v3`.
 *
 * @throws {@link UsageError} for text that is no host name (a URL, a path), naming `source`.
 *
 * @example
 * ```ts
 * hostBaseUrl("github.com", "--hostname"); // "https://api.github.com"
 * hostBaseUrl("ghe.example", "--hostname"); // "https://ghe.example/api/v3"
 * ```
 */
export function hostBaseUrl(host: string, source: string): string {
  if (!/^[^\s/?#@\\]+$/.test(host) || SCHEME.test(host)) {
    throw new UsageError(
      `${source} ${quote(host)} is not a host name such as ghe.example; give a URL with --base-url`,
    );
  }
  const name = host.toLowerCase();
  if (name === "github.com" || name === "api.github.com") return "https://api.github.com";
  if (name.endsWith(".ghe.com")) return checkBaseUrl(`https://api.${host}`);
  return checkBaseUrl(`https://${host}/api/v3`);
}

/**
 * The base URL the command uses: `--base-url`, else `--hostname`, else the `GH_HOST`
 * environment variable (as gh reads them), else none (the library's default,
 * `https://api.github.com`).
 *
 * @throws {@link UsageError} when `--base-url` and `--hostname` are both given, or one is bad.
 *
 * @example
 * ```ts
 * apiBaseUrl(undefined, undefined, { GH_HOST: "ghe.example" }); // "https://ghe.example/api/v3"
 * ```
 */
export function apiBaseUrl(
  baseUrl: string | undefined,
  hostname: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  if (baseUrl !== undefined && hostname !== undefined) {
    throw new UsageError("--base-url and --hostname both give the API's address; keep one");
  }
  if (baseUrl !== undefined) return checkBaseUrl(baseUrl);
  if (hostname !== undefined) return hostBaseUrl(hostname, "--hostname");
  const fromEnv = Object.hasOwn(env, "GH_HOST") ? env.GH_HOST : undefined;
  return fromEnv === undefined || fromEnv === "" ? undefined : hostBaseUrl(fromEnv, "GH_HOST");
}
