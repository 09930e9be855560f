import type { RequestOptions } from "../index.js";
import { bodyText } from "./body-text.js";
import { quote, UsageError } from "./usage-error.js";

// scheme://authority, then the path and query up to a fragment. The three parts are told
// apart by their delimiters, so matching is linear (C10).
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)([^#]*)/i;

/**
 * The request as raw HTTP/1.1 text: the request line (uppercase method, path and query),
 * `Host` (taken from the url unless a `host` header is given), the headers, a blank line
 * and the body, with CRLF line ends. The body is a string as it is or JSON for any other
 * value; when there is a body and no `content-length` header, one is added with the body's
 * length in UTF-8 bytes. Nothing follows the body, not even a line break.
 *
 * @throws {@link UsageError} when the url is not absolute or has no host.
 *
 * @example
 * ```ts
 * formatHttp({ method: "post", url: "https://api.github.com/markdown/raw?x=1",
 *   headers: { "content-type": "text/plain" }, body: "Hé" });
 * // "POST /markdown/raw?x=1 HTTP/1.1\r\nHost: api.github.com\r\n" +
 * // "content-type: text/plain\r\ncontent-length: 3\r\n\r\nHé"
 * ```
 */
export function formatHttp(options: RequestOptions): string {
  const match = ABSOLUTE_URL.exec(options.url);
  const authority = match?.[1] ?? "";
  // A Host header carries no user:password@ part.
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  if (match === null || host === "") {
    throw new UsageError(
      `the http format needs an absolute url with a host, got ${quote(options.url)} (see --base-url)`,
    );
  }
  const pathAndQuery = match[2] ?? "";
  const target = pathAndQuery.startsWith("/") ? pathAndQuery : `/${pathAndQuery}`;

  const lines = [`${options.method.toUpperCase()} ${target} HTTP/1.1`];
  const names = Object.keys(options.headers);
  if (!names.includes("host")) lines.push(`Host: ${host}`);
  for (const name of names) lines.push(`${name}: ${String(options.headers[name])}`);
  const body = bodyText(options.body);
  if (body !== undefined && !names.includes("content-length")) {
    lines.push(`content-length: ${new TextEncoder().encode(body).length}`);
  }
  return `${lines.join("\r\n")}\r\n\r\n${body ?? ""}`;
}
