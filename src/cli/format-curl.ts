import type { RequestOptions } from "../index.js";
import { hasUnsafeChar } from "../shared/unsafe-chars.js";
import { bodyBytes, bodyText } from "./body-text.js";
import type { FormatContext } from "./format-context.js";
import { isShellName } from "./token-env.js";

/**
 * Quotes a word for a POSIX shell. Inside single quotes no character is special, so the
 * only work is a single quote itself, written as `'\''`: close the quotes, an escaped quote,
 * open them again.
 *
 * @example
 * ```ts
 * shellQuote("it's"); // "'it'\\''s'"
 * ```
 */
export function shellQuote(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`;
}

// Words made only of these characters mean themselves to a shell; others are quoted.
const PLAIN_WORD = /^[A-Za-z0-9_./:=@%+,-]+$/;

function shellWord(word: string): string {
  return PLAIN_WORD.test(word) ? word : shellQuote(word);
}

/**
 * Bytes as a single-quoted printf format that prints exactly them: printable ASCII as it is
 * (`%` and `\` doubled), every other byte as a three-digit octal escape. POSIX printf, so it
 * runs in sh and dash as well as bash and zsh, and NUL survives, which `$'...'` cannot carry.
 * A leading `-` is written `\055`: printf would read a format that starts with `-` as an
 * option, print nothing and fail.
 *
 * @example
 * ```ts
 * printfFormat(new TextEncoder().encode("a\u001b%")); // "'a\\033%%'"
 * printfFormat(new TextEncoder().encode("-a")); // "'\\055a'"
 * ```
 */
function printfFormat(bytes: Uint8Array): string {
  let format = "";
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index] as number;
    if (byte === 0x25) format += "%%";
    else if (byte === 0x2d && index === 0) format += "\\055";
    else if (byte === 0x5c) format += "\\\\";
    else if (byte >= 0x20 && byte < 0x7f) format += String.fromCharCode(byte);
    else format += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return shellQuote(format);
}

// A word with a control character is made by printf when the command runs: a terminal that
// shows the command never receives the raw character.
function safeWord(word: string): string {
  return hasUnsafeChar(word)
    ? `"$(printf ${printfFormat(new TextEncoder().encode(word))})"`
    : shellQuote(word);
}

/** A name the shell expands as `${NAME}`; any other stays masked in the output. */
function shellVariable(name: string | undefined): string | undefined {
  return name !== undefined && isShellName(name) ? name : undefined;
}

/**
 * The request as one curl command line for a POSIX shell (sh, bash, zsh): the method with
 * `-X` (uppercase), the url, one `-H 'name: value'` per header, and the body with
 * `--data-binary`: a string as it is, any other value JSON-encoded (the library has already
 * set a JSON content-type for it). Every word that is not plain is single-quoted.
 *
 * curl's own quirks are handled: a HEAD request uses `--head` (with `-X HEAD` curl waits for
 * a body that never comes), a url with `[`, `]`, `{` or `}` gets `--globoff` (curl reads
 * them as glob patterns), a header with an empty value is written `name;` (curl drops
 * `name:`), and a body that starts with `@` goes with `--data-raw` (`--data-binary @x`
 * would read the file x). A body without a content-type header gets `-H 'content-type:'`, which
 * stops curl from adding `application/x-www-form-urlencoded`.
 *
 * @example
 * ```ts
 * formatCurl({ method: "post", url: "https://api.github.com/markdown/raw",
 *   headers: { "content-type": "text/plain" }, body: "it's" });
 * // "curl -X POST 'https://api.github.com/markdown/raw' -H 'content-type: text/plain' --data-binary 'it'\\''s'\n"
 * ```
 */
export function formatCurl(options: RequestOptions, context: FormatContext = {}): string {
  const method = options.method.toUpperCase();
  const words = ["curl", ...(method === "HEAD" ? ["--head"] : ["-X", shellWord(method)])];
  // restbuild keeps [ and ] literal in query names (C5), as in labels[]=bug.
  if (/[[\]{}]/.test(options.url)) words.push("--globoff");
  words.push(safeWord(options.url));
  const variable = shellVariable(context.tokenVariable);
  for (const [name, value] of Object.entries(options.headers)) {
    const text = String(value);
    if (name === "authorization" && variable !== undefined) {
      // Double quotes: the shell puts the token in when the command runs.
      words.push("-H", `"authorization: ${context.authScheme ?? "token"} $${variable}"`);
      continue;
    }
    words.push("-H", safeWord(text === "" ? `${name};` : `${name}: ${text}`));
  }
  // curl gives a body it sends with --data-binary its own content-type (a form), which
  // the request does not have: an empty `content-type:` removes it.
  if (options.body !== undefined && !Object.hasOwn(options.headers, "content-type")) {
    words.push("-H", "'content-type:'");
  }
  if (options.body instanceof Uint8Array && context.bodyFile !== undefined) {
    // curl reads the file itself: the bytes are never pasted into the command.
    words.push("--data-binary", safeWord(`@${context.bodyFile}`));
    return `${words.join(" ")}\n`;
  }
  const body = bodyText(options.body);
  if (body === undefined) return `${words.join(" ")}\n`;
  if (options.body instanceof Uint8Array || hasUnsafeChar(body) || body.includes("\0")) {
    // Bytes and control characters go through printf and a pipe, so none is lost or shown raw.
    const bytes = bodyBytes(options.body) ?? new Uint8Array();
    return `printf ${printfFormat(bytes)} | ${words.join(" ")} --data-binary @-\n`;
  }
  words.push(body.startsWith("@") ? "--data-raw" : "--data-binary", shellQuote(body));
  return `${words.join(" ")}\n`;
}
