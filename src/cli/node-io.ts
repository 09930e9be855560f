import { readFile } from "node:fs/promises";
import type { CliIo } from "./cli-io.js";

// fatal: a binary file is refused rather than sent with U+FFFD in place of its bytes;
// ignoreBOM: a byte order mark stays in the text, so the body is the file as it is.
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Decodes UTF-8 bytes strictly.
 *
 * @throws Error when the bytes are not UTF-8 text.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new Error("not UTF-8 text (the body must be text)");
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return decodeUtf8(Buffer.concat(chunks));
}

/** The real outside world of the `restbuild` command. */
export function nodeIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    readStdin,
    readFile: async (path) => decodeUtf8(await readFile(path)),
  };
}
