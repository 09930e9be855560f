import type { RequestOptions } from "../index.js";
import { escapeUnsafeChars } from "../shared/unsafe-chars.js";
import type { FormatContext } from "./format-context.js";

// A JSON string literal is a JavaScript one (ES2019); a control or bidirectional character in
// it is written as its \u escape, so the snippet means the same string and shows no such
// character to the terminal or editor it is pasted into.
function stringLiteral(text: string): string {
  return escapeUnsafeChars(JSON.stringify(text));
}

// In an object literal, `"__proto__": value` sets the prototype instead of a property; a
// computed key defines a plain property. The library drops such headers, but a JSON body
// read with `name:=json` may hold the key.
function propertyKey(name: string): string {
  return name === "__proto__" ? '["__proto__"]' : stringLiteral(name);
}

function bodyExpression(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body === "string") return stringLiteral(body);
  if (body instanceof Uint8Array) {
    // Bytes travel as base64 text, turned back into the same bytes when the snippet runs.
    const base64 = JSON.stringify(Buffer.from(body).toString("base64"));
    return `Uint8Array.from(atob(${base64}), (char) => char.charCodeAt(0))`;
  }
  // Unsafe characters can only sit inside the JSON text's strings, where \u escapes keep them.
  const json = escapeUnsafeChars(JSON.stringify(body, null, 2));
  // JSON is valid JavaScript (ES2019), except that a "__proto__" key would set a prototype:
  // such a body goes as the string literal of its JSON text instead.
  if (json.includes('"__proto__":')) return stringLiteral(JSON.stringify(body));
  return `JSON.stringify(${json.replaceAll("\n", "\n  ")})`;
}

/**
 * The request as a JavaScript snippet, `await fetch(url, { method, headers, body })`, for an
 * async function or an ES module. The method is uppercase: fetch sends a lowercase `patch` as
 * it is, and servers reject it. Every string is a JSON string literal; a string body goes as
 * it is, any other body as `JSON.stringify(...)` of its value, so the snippet sends the same
 * bytes as the other formats; a string body without a content-type header goes as
 * `new TextEncoder().encode(...)`, so fetch adds no content-type of its own. Control and bidirectional characters are written as `\u` escapes
 * (`"\u202e"`), never raw. With `context.tokenVariable`, the authorization header is
 * `"token " + process.env["NAME"]` (or the scheme of `context.authScheme`).
 *
 * @example
 * ```ts
 * formatFetch({ method: "post", url: "https://api.github.com/markdown", headers: {},
 *   body: { text: "Hi" } });
 * // await fetch("https://api.github.com/markdown", {
 * //   method: "POST",
 * //   headers: {
 * //   },
 * //   body: JSON.stringify({
 * //     "text": "Hi"
 * //   }),
 * // });
 * ```
 */
export function formatFetch(options: RequestOptions, context: FormatContext = {}): string {
  const variable = context.tokenVariable;
  const headers = Object.entries(options.headers).map(([name, value]) => {
    // The snippet reads the token when it runs, so it works and shows no secret.
    const text =
      name === "authorization" && variable !== undefined
        ? `${stringLiteral(`${context.authScheme ?? "token"} `)} + process.env[${stringLiteral(variable)}]`
        : stringLiteral(String(value));
    return `    ${propertyKey(name)}: ${text},`;
  });
  // fetch gives a string body without a content-type `text/plain;charset=UTF-8`, which the
  // request does not have: the same text as bytes gets none.
  const body =
    typeof options.body === "string" && !Object.hasOwn(options.headers, "content-type")
      ? `new TextEncoder().encode(${stringLiteral(options.body)})`
      : bodyExpression(options.body);
  return [
    `await fetch(${stringLiteral(options.url)}, {`,
    `  method: ${stringLiteral(options.method.toUpperCase())},`,
    "  headers: {",
    ...headers,
    "  },",
    ...(body === undefined ? [] : [`  body: ${body},`]),
    "});",
    "",
  ].join("\n");
}
