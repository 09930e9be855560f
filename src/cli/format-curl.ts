import type { RequestOptions } from "../index.js";
import { bodyText } from "./body-text.js";
import type { FormatContext } from "./format-output.js";

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

/** A name the shell expands as `${NAME}`; any other stays masked in the output. */
function shellVariable(name: string | undefined): string | undefined {
  return name !== undefined && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : undefined;
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
 * would read the file x).
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
  words.push(shellQuote(options.url));
  const variable = shellVariable(context.tokenVariable);
  for (const [name, value] of Object.entries(options.headers)) {
    const text = String(value);
    if (name === "authorization" && variable !== undefined) {
      // Double quotes: the shell puts the token in when the command runs.
      words.push("-H", `"authorization: token $${variable}"`);
      continue;
    }
    words.push("-H", shellQuote(text === "" ? `${name};` : `${name}: ${text}`));
  }
  const body = bodyText(options.body);
  if (body !== undefined) {
    words.push(body.startsWith("@") ? "--data-raw" : "--data-binary", shellQuote(body));
  }
  return `${words.join(" ")}\n`;
}
