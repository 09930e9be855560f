import { readFile } from "node:fs/promises";
import type { CliIo } from "./cli-io.js";

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The real outside world of the `restbuild` command. */
export function nodeIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    readStdin,
    readFile: (path) => readFile(path),
  };
}
