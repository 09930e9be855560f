import { SCHEME } from "../shared/url-scheme.js";
import { hasSpaceOrControl } from "./sent-url.js";
import { quote, UsageError } from "./usage-error.js";

/**
 * Checks and normalises `--base-url`: an absolute `http` or `https` URL without spaces,
 * control characters, user info, query or fragment, or `""` for relative urls. The host is written as a WHATWG URL
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
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new UsageError(`--base-url ${quote(text)} must be an http or https URL`);
  }
  if (text.includes("?") || text.includes("#")) {
    throw new UsageError(
      `--base-url ${quote(text)} has a query or fragment; give query parameters as name==value`,
    );
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
