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
 * Quotes a piece of user input for an error message, cut to a readable length so a long
 * argument never floods the terminal.
 *
 * @example
 * ```ts
 * quote("owner"); // "\"owner\""
 * ```
 */
export function quote(text: string): string {
  return JSON.stringify(cut(text));
}

/**
 * A piece of user input cut to at most 60 characters, for a message that shows it unquoted.
 *
 * @example
 * ```ts
 * cut("a".repeat(100)); // "aaa…a..." (57 characters and "...")
 * ```
 */
export function cut(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
