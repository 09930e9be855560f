import { utf8ByteLength } from "../shared/text.js";
import type { CliIo } from "./cli-io.js";
import { errorText, quote, UsageError } from "./usage-error.js";

/** The most bytes the command reads from a file or stdin unless `--max-input-size` says more: 10 MiB. */
export const DEFAULT_MAX_INPUT_SIZE = 10 * 1024 * 1024;

/**
 * The limit of `--max-input-size BYTES`: a whole number of bytes, at least 1; the default
 * without the option.
 *
 * @throws {@link UsageError} for anything else.
 *
 * @example
 * ```ts
 * maxInputSize(undefined); // 10485760
 * maxInputSize("52428800"); // 52428800
 * ```
 */
export function maxInputSize(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_INPUT_SIZE;
  const bytes = /^[0-9]{1,15}$/.test(value) ? Number(value) : 0;
  if (bytes < 1) {
    throw new UsageError(
      `--max-input-size expects a number of bytes, such as 52428800 for 50 MiB, got ${quote(value)}`,
    );
  }
  return bytes;
}

// fatal: bytes that are not UTF-8 stay bytes rather than becoming U+FFFD; ignoreBOM: a byte
// order mark stays in the text, so the body is the file as it is.
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** A file or stdin that could not be read at all (it is missing, or a directory, ...). */
export class UnreadableInput extends UsageError {}

/** A body that is not UTF-8 text (an image, a zip file), sent byte for byte. */
export interface BinaryData {
  readonly bytes: Uint8Array;
  /** The file it was read from, for `--data-binary @FILE` in curl output; none for stdin. */
  readonly file?: string;
}

/**
 * UTF-8 bytes as text, or `undefined` when they are not UTF-8.
 *
 * @example
 * ```ts
 * decodeUtf8(new Uint8Array([0x48, 0x69])); // "Hi"
 * decodeUtf8(new Uint8Array([0xff])); // undefined
 * ```
 */
function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

// "ENOENT: no such file or directory, open 'x'": the part after the comma repeats the path.
function reasonOf(error: unknown): string {
  const message = errorText(error);
  const code = (error as { code?: unknown } | null)?.code;
  const short = typeof code === "string" ? message.split(",", 1)[0] : message;
  return (short ?? "").slice(0, 120);
}

/**
 * The body for `--data VALUE`, as curl reads `-d`: `@-` is all of standard input, `@FILE`
 * the file, anything else the text itself. Bytes that are UTF-8 become text; others stay
 * bytes, so a zip file or an image is sent as it is. A body that starts with `@` can be
 * given as the parameter `data=@...` instead.
 *
 * At most `maxBytes` bytes are read (`--max-input-size`): a larger or endless input (`@/dev/zero`)
 * is an error, found after reading one byte more than allowed, never the whole input.
 *
 * @throws {@link UsageError} for a lone `@`, when the file or stdin cannot be read, or when it
 *   holds more than `maxBytes` bytes.
 *
 * @example
 * ```ts
 * await readData("Hello", io); // "Hello"
 * await readData("@README.md", io); // the text of README.md
 * await readData("@asset.zip", io); // { bytes: Uint8Array [...], file: "asset.zip" }
 * ```
 */
export async function readData(
  value: string,
  io: Pick<CliIo, "readFile" | "readStdin">,
  option = "--data",
  maxBytes = DEFAULT_MAX_INPUT_SIZE,
): Promise<string | BinaryData> {
  if (!value.startsWith("@")) return value;
  const path = value.slice(1);
  if (path === "") {
    throw new UsageError(`${option} "@" needs a file name after "@" (or @- to read stdin)`);
  }
  const source = path === "-" ? "stdin" : `the file ${quote(path)}`;
  let content: string | Uint8Array;
  try {
    content = path === "-" ? await io.readStdin(maxBytes) : await io.readFile(path, maxBytes);
  } catch (error) {
    throw new UnreadableInput(`${option}: cannot read ${source}: ${reasonOf(error)}`);
  }
  const size = typeof content === "string" ? utf8ByteLength(content) : content.length;
  if (size > maxBytes) {
    throw new UsageError(
      `${option}: ${source} holds more than ${maxBytes} bytes, the most the command reads; give --max-input-size BYTES to read more`,
    );
  }
  if (typeof content === "string") return content;
  const text = decodeUtf8(content);
  if (text !== undefined) return text;
  return path === "-" ? { bytes: content } : { bytes: content, file: path };
}

/**
 * The text of a parameter read from a file (`-F key=@FILE`, `name=@FILE`, `name:=@FILE`): a
 * parameter value must be text. `argument` names the argument in messages.
 *
 * @throws {@link UsageError} naming the file when it cannot be read or is not UTF-8 text.
 */
export async function readTextFile(
  path: string,
  io: Pick<CliIo, "readFile" | "readStdin">,
  argument = "-F",
  maxBytes = DEFAULT_MAX_INPUT_SIZE,
): Promise<string> {
  if (path === "-") {
    throw new UsageError(`${argument}: a parameter does not read stdin; give a file name`);
  }
  const data = await readData(`@${path}`, io, argument, maxBytes);
  if (typeof data === "string") return data;
  throw new UsageError(
    `${argument}: the file ${quote(path)} is not UTF-8 text; send bytes with --data @FILE`,
  );
}
