import type { RequestOptions } from "../index.js";
import { codePointName, firstUnsafeIndex } from "../shared/unsafe-chars.js";
import { bodyBytes, bodyText } from "./body-text.js";
import { hasSpaceOrControl } from "./sent-url.js";
import { quote, UsageError } from "./usage-error.js";

function parseTarget(url: string): URL {
  if (!/^https?:\/\/[^/?#]/i.test(url) || hasSpaceOrControl(url)) {
    throw new UsageError(
      `the http format needs an absolute url with a host, without spaces or control characters, got ${quote(url)} (see --base-url)`,
    );
  }
  try {
    return new URL(url);
  } catch {
    throw new UsageError(`the http format cannot read the url ${quote(url)}`);
  }
}

// Raw HTTP has no escape that keeps the bytes, so a character a terminal would act on is
// refused rather than printed; curl and fetch output write it escaped.
function refuseUnsafeChar(text: string, where: string): void {
  const index = firstUnsafeIndex(text);
  if (index === -1) return;
  throw new UsageError(
    `${where} holds the character ${codePointName(text.slice(index, index + 2))} (a control, or one that hides or reorders text), which the http format would print raw; use --format curl or fetch, which escape it`,
  );
}

function headerNumber(value: unknown): string {
  return String(value).trim();
}

/**
 * The request as raw HTTP/1.1: the request line (uppercase method, path and query), `Host`
 * (the url's host as a WHATWG URL serialises it, so an international name is punycode, unless
 * a `host` header is given), the headers, a blank line and the body, with CRLF line ends. The
 * body is a string as it is, bytes as they are, or JSON for any other value; when there is a
 * body and no `content-length` header, one is added with its length in bytes. Nothing follows
 * the body, not even a line break. The result is text, or bytes when the body is bytes.
 *
 * @throws {@link UsageError} when the url is not an absolute http(s) url or holds spaces or
 *   control characters, when a header or a text body holds a character `isUnsafeChar` names
 *   (a control, a bidirectional, separator or invisible character) other than CRLF (it would reach the terminal raw; a body of bytes is written as
 *   it is), when a
 *   `content-length` header does not match the body (or is not 0 without one), and for a `transfer-encoding` header
 *   beside a body (the body is not encoded that way).
 *
 * @example
 * ```ts
 * formatHttp({ method: "post", url: "https://api.github.com/markdown/raw?x=1",
 *   headers: { "content-type": "text/plain" }, body: "Hé" });
 * // "POST /markdown/raw?x=1 HTTP/1.1\r\nHost: api.github.com\r\n" +
 * // "content-type: text/plain\r\ncontent-length: 3\r\n\r\nHé"
 * ```
 */
export function formatHttp(options: RequestOptions): string | Uint8Array {
  const url = parseTarget(options.url);
  const lines = [`${options.method.toUpperCase()} ${url.pathname}${url.search} HTTP/1.1`];
  const names = Object.keys(options.headers);
  if (!names.includes("host")) lines.push(`Host: ${url.host}`);
  for (const name of names) {
    const value = String(options.headers[name]);
    refuseUnsafeChar(`${name}: ${value}`, `the header ${quote(name)}`);
    lines.push(`${name}: ${value}`);
  }
  const body = bodyBytes(options.body);
  const declared = options.headers["content-length"];
  if (body === undefined && declared !== undefined && headerNumber(declared) !== "0") {
    throw new UsageError(
      `content-length ${quote(headerNumber(declared))} with no body: the server would wait for bytes that never come; drop the header`,
    );
  }
  if (body !== undefined) {
    if (names.includes("transfer-encoding")) {
      throw new UsageError(
        "a transfer-encoding header with a body: the http format writes the body as it is, not encoded; drop the header",
      );
    }
    const given = options.headers["content-length"];
    if (given === undefined) {
      lines.push(`content-length: ${body.length}`);
    } else if (headerNumber(given) !== String(body.length)) {
      throw new UsageError(
        `content-length ${quote(headerNumber(given))} does not match the body of ${body.length} bytes; drop the header to have it computed`,
      );
    }
  }
  const head = `${lines.join("\r\n")}\r\n\r\n`;
  if (body === undefined) return head;
  if (!(options.body instanceof Uint8Array)) {
    const text = bodyText(options.body) ?? "";
    // CRLF is how HTTP ends its own lines, and this output is full of them; a lone CR is not.
    refuseUnsafeChar(text.replaceAll("\r\n", "\n"), "the body");
    return head + text;
  }
  const headBytes = new TextEncoder().encode(head);
  const all = new Uint8Array(headBytes.length + body.length);
  all.set(headBytes);
  all.set(body, headBytes.length);
  return all;
}
