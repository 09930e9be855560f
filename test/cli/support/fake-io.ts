import { expect } from "vitest";
import type { CliIo } from "../../../src/cli/cli-io.js";
import { readAtMost } from "../../../src/cli/node-io.js";
import { run } from "../../../src/cli/run.js";

/** Zero bytes without end, in chunks of 64 KiB, as /dev/zero gives them. */
async function* zeros(): AsyncGenerator<Uint8Array> {
  for (;;) yield new Uint8Array(65_536);
}

/** What a run of the command printed, and its exit status. */
export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** The outside world a fake run sees; everything else is empty. */
export interface FakeWorld {
  env?: Record<string, string | undefined>;
  /** Standard input; without it, reading stdin fails the test. */
  stdin?: string;
  /** Readable files by path; any other path fails like a missing file. */
  files?: Record<string, string | Uint8Array>;
}

/** Counts of the reads a fake run made, to show that input is read only when asked. */
export interface Reads {
  stdin: number;
  files: string[];
}

/** Runs `run()` with collecting sinks and a fake world; returns the result and the reads. */
export async function runWith(
  argv: readonly string[],
  world: FakeWorld = {},
): Promise<CliResult & { reads: Reads }> {
  let stdout = "";
  let stderr = "";
  const reads: Reads = { stdin: 0, files: [] };
  const io: CliIo = {
    // Bytes (a binary body in the http format) are shown as Latin-1, one character a byte.
    stdout: {
      write: (chunk: string | Uint8Array) =>
        (stdout += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("latin1")),
    },
    stderr: { write: (text: string) => (stderr += text) },
    env: world.env ?? {},
    readStdin: async () => {
      reads.stdin += 1;
      if (world.stdin === undefined) throw new Error("stdin is closed");
      return world.stdin;
    },
    readFile: (path: string, maxBytes: number) => {
      reads.files.push(path);
      // As on a real system: zero bytes without end, read up to the limit and one byte more.
      if (path === "/dev/zero" && world.files?.[path] === undefined) {
        return readAtMost(zeros(), maxBytes);
      }
      const text = world.files?.[path];
      if (text === undefined) {
        throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), {
          code: "ENOENT",
        });
      }
      return text;
    },
  };
  const status = await run(argv, io);
  return { status, stdout, stderr, reads };
}

/** Runs the command in an empty world. */
export async function cli(...argv: string[]): Promise<CliResult> {
  const { status, stdout, stderr } = await runWith(argv);
  return { status, stdout, stderr };
}

/** Runs a successful command and returns its stdout. */
export async function output(argv: readonly string[], world: FakeWorld = {}): Promise<string> {
  const result = await runWith(argv, world);
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

/** Runs a successful command and returns its parsed JSON. */
export async function options(...argv: string[]): Promise<Record<string, unknown>> {
  return JSON.parse(await output(argv)) as Record<string, unknown>;
}

/** Runs a failing command, checks the one-line error shape, and returns the message. */
export async function failure(
  argv: readonly string[],
  status = 2,
  world: FakeWorld = {},
): Promise<string> {
  const result = await runWith(argv, world);
  expect(result.status).toBe(status);
  expect(result.stdout).toBe("");
  expect(result.stderr).toMatch(/^restbuild: [^\r\n]+\n$/);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  return result.stderr.slice("restbuild: ".length, -1);
}
