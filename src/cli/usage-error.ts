/**
 * Bad command-line input found by the command itself (an unknown option, a parameter
 * without `=`, a header without `:`), as opposed to a {@link RestbuildError} from the
 * library. `run()` prints its message on one line and exits with status 2.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/**
 * What a caught error says: its message, or the value as text. Never throws, whatever was
 * thrown (a value whose `toString()` throws is named, not shown).
 *
 * @example
 * ```ts
 * errorText(new SyntaxError("Unexpected token")); // "Unexpected token"
 * ```
 */
export function errorText(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message) : String(error);
  } catch {
    return "a value that cannot be shown";
  }
}

import { cut as cutText, quote as quoteText } from "../shared/text.js";
import { maskActiveSecrets } from "./secrets.js";

// The 60-character rule of every message, shared with the library's errors; a token of the
// run is masked first, so the cut never keeps more of it than its mask shows.

/** A value cut to 60 characters for a message, a token of the run masked before the cut. */
export function cut(text: string): string {
  return cutText(maskActiveSecrets(text));
}

/** A value {@link cut} and quoted, for a message that names it. */
export function quote(text: string): string {
  return quoteText(maskActiveSecrets(text));
}
