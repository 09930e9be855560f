import type { RequestOptions } from "../index.js";

/**
 * The request options as pretty JSON (two spaces) with a final newline, as `restbuild`
 * prints them.
 *
 * @example
 * ```ts
 * formatJson({ method: "get", url: "https://api.github.com/user", headers: {} });
 * // '{\n  "method": "get",\n  "url": "https://api.github.com/user",\n  "headers": {}\n}\n'
 * ```
 */
export function formatJson(options: RequestOptions): string {
  return `${JSON.stringify(options, null, 2)}\n`;
}
