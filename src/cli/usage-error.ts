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
  const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return JSON.stringify(shown);
}
