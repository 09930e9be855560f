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
  /**
   * Standard input, as bytes or text; called only for `--data @-`. Reads in chunks and stops
   * after `maxBytes + 1` bytes: what it returns beyond `maxBytes` only says the input is too
   * large, and an endless input (`< /dev/zero`) ends there.
   */
  readStdin(maxBytes: number): Promise<Uint8Array | string> | Uint8Array | string;
  /**
   * A file, as bytes or text; called only for `@FILE`. Throws when it cannot be read. Reads in
   * chunks and stops after `maxBytes + 1` bytes, as {@link CliIo.readStdin} does (`/dev/zero`
   * has no end).
   */
  readFile(path: string, maxBytes: number): Promise<Uint8Array | string> | Uint8Array | string;
}
