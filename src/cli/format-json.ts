import type { RequestOptions } from "../index.js";
import { escapeUnsafeChars } from "../shared/unsafe-chars.js";

/**
 * The request options as pretty JSON (two spaces) with a final newline, as `restbuild`
 * prints them. A body of bytes is written in base64, with `"bodyEncoding": "base64"`.
 * Control and bidirectional characters are written as `\u` escapes (`"\u009b"`): the same
 * JSON value, and nothing a terminal acts on.
 *
 * @example
 * ```ts
 * formatJson({ method: "get", url: "https://api.github.com/user", headers: {} });
 * // '{\n  "method": "get",\n  "url": "https://api.github.com/user",\n  "headers": {}\n}\n'
 * ```
 */
export function formatJson(options: RequestOptions): string {
  // Bytes have no JSON form: the body is written in base64, and bodyEncoding says so.
  const printed =
    options.body instanceof Uint8Array
      ? { ...options, body: Buffer.from(options.body).toString("base64"), bodyEncoding: "base64" }
      : options;
  return `${escapeUnsafeChars(JSON.stringify(printed, null, 2))}\n`;
}
