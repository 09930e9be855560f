import { createReadStream } from "node:fs";
import type { CliIo } from "./cli-io.js";

/**
 * The bytes of a stream, read chunk by chunk until it ends or more than `maxBytes` have come:
 * then at most `maxBytes + 1` of them are returned, and the stream is closed (leaving a
 * `for await` loop destroys it), so an endless input such as `/dev/zero` costs `maxBytes`
 * and one chunk, never more.
 *
 * @example
 * ```ts
 * await readAtMost(createReadStream("/dev/zero"), 10); // 11 zero bytes
 * ```
 */
export async function readAtMost(
  stream: AsyncIterable<Uint8Array | string>,
  maxBytes: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    chunks.push(bytes);
    total += bytes.length;
    if (total > maxBytes) break;
  }
  const all = Buffer.concat(chunks, total);
  return total > maxBytes ? all.subarray(0, maxBytes + 1) : all;
}

/** The real outside world of the `restbuild` command. */
export function nodeIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    readStdin: (maxBytes) => readAtMost(process.stdin, maxBytes),
    readFile: (path, maxBytes) => readAtMost(createReadStream(path), maxBytes),
  };
}
