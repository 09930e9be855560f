/** Somewhere to write text: `process.stdout`, or a collector in tests. */
export interface TextSink {
  write(text: string): unknown;
}

/** The outside world of one `restbuild` run; tests pass fakes. */
export interface CliIo {
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  /** The environment variables, `process.env` in the real command. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** All of standard input as text; called only for `--data @-`. */
  readStdin(): Promise<string> | string;
  /** A file as text; called only for `--data @FILE`. Throws when it cannot be read. */
  readFile(path: string): Promise<string> | string;
}
