import type { RequestOptions } from "../index.js";

/** What a format may need beside the request options. */
export interface FormatContext {
  /**
   * The environment variable of `--token-env`: curl and fetch output read the token from it
   * when the command runs, so the printed command works and shows no secret.
   */
  readonly tokenVariable?: string;
  /** The scheme word of that authorization header: `token` (the default) or `Bearer`. */
  readonly authScheme?: string;
  /** The file a body of bytes was read from: curl output then reads it with `@FILE`. */
  readonly bodyFile?: string;
}

/** A formatter: the request options as the text (or bytes) a tool reads. */
export type Formatter = (options: RequestOptions, context: FormatContext) => string | Uint8Array;
