/** Somewhere to write output: `process.stdout`, or a collector in tests. */
export interface TextSink {
  /** Text, or bytes for a binary body in the http format. */
  write(chunk: string | Uint8Array): unknown;
}

/** The outside world of one `restbuild` run; tests pass fakes. */
export interface CliIo {
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  /** The environment variables, `process.env` in the real command. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** All of standard input, as bytes or text; called only for `--data @-`. */
  readStdin(): Promise<Uint8Array | string> | Uint8Array | string;
  /** A file, as bytes or text; called only for `@FILE`. Throws when it cannot be read. */
  readFile(path: string): Promise<Uint8Array | string> | Uint8Array | string;
}
