import { cut, cutTo, quote } from "./shared/text.js";
import { escapeUnsafeChars } from "./shared/unsafe-chars.js";

/**
 * The longest message a {@link RestbuildError} carries, in UTF-16 code units; a longer one is
 * cut and ends with `...`. A bad value is quoted in at most 60 characters, so this leaves room
 * for two values and the sentence around them.
 */
export const MAX_MESSAGE_LENGTH = 500;

/** True in the production build, which passes only a message's facts (scripts/define.ts). */
declare const __RESTBUILD_PRODUCTION__: boolean;

/** The page that explains each code, with an anchor per code: `#` and the code in lower case. */
const CODES_PAGE = "https://github.com/restbuild/endpoint/blob/main/docs/errors.md#";

/**
 * Stable codes carried by every {@link RestbuildError}. Match on the code, not on the
 * message: messages may be reworded between minor versions, codes never are.
 *
 * @example The code of each kind of bad input
 * {@includeCode ../examples/errors.ts#error-codes}
 *
 * @category Errors
 */
export type RestbuildErrorCode =
  | "INVALID_ROUTE"
  | "INVALID_URL"
  | "INVALID_BASE_URL"
  | "INVALID_HOST"
  | "INVALID_METHOD"
  | "INVALID_HEADER_NAME"
  | "INVALID_HEADER_VALUE"
  | "INVALID_TEMPLATE"
  | "INVALID_TEMPLATE_VALUE"
  | "INVALID_PARAMETER"
  | "INVALID_QUERY_VALUE"
  | "INVALID_MEDIA_TYPE"
  | "INVALID_OPTIONS"
  | "PATH_TRAVERSAL"
  | "MISSING_URL"
  | "MISSING_PARAMETER"
  | "INVALID_BODY";

/**
 * The one error class thrown by restbuild for bad input. Its message names the bad value and
 * says what was expected; its {@link RestbuildError.code | code} says which rule was broken.
 *
 * @example Catching an invalid route
 * {@includeCode ../examples/errors.ts#restbuild-error}
 *
 * @category Errors
 */
export class RestbuildError extends Error {
  /**
   * A stable, machine-readable reason, one of {@link RestbuildErrorCode}.
   *
   * @example Telling bad input apart by its code
   * {@includeCode ../examples/errors.ts#error-code}
   */
  readonly code: RestbuildErrorCode;

  /**
   * Creates an error with a code and a message; `options.cause` keeps the error that led to it.
   * restbuild throws these itself; a caller needs the constructor only to build one in a test.
   *
   * @example The parts of an error
   * {@includeCode ../examples/errors.ts#error-constructor}
   */
  constructor(code: RestbuildErrorCode, message: string, options?: { cause?: unknown }) {
    // One line: a message quoting another error's text (V8's JSON errors span several lines)
    // must not split a log line, nor carry a raw CR, LF or NUL, nor a character a terminal
    // acts on or that hides text (an escape sequence, a C1 control, a bidirectional override,
    // U+2028, a zero-width or tag character: isUnsafeChar), written as
    // `\uXXXX` instead. Bounded here, the one place every message passes, so no input makes a
    // message longer than MAX_MESSAGE_LENGTH.
    // The production build passes only the facts (scripts/production-messages.ts): the code
    // goes first, and the link to its page last, where no cut reaches it.
    const link = __RESTBUILD_PRODUCTION__ ? ` ${CODES_PAGE}${code.toLowerCase()}` : "";
    const text = __RESTBUILD_PRODUCTION__ ? `${code} ${message}`.trimEnd() : message;
    const limit = MAX_MESSAGE_LENGTH - link.length;
    const line = cutTo(text, limit).replace(/[\r\n\0]+/g, " ");
    super(cutTo(escapeUnsafeChars(line), limit) + link, options);
    this.name = "RestbuildError";
    this.code = code;
  }
}

/**
 * Tells whether a value is a {@link RestbuildError}, also across two copies of the package
 * (an ESM and a CJS copy in one process have two classes, so `instanceof` can fail).
 *
 * @example Errors of this package, and others
 * {@includeCode ../examples/errors.ts#is-restbuild-error}
 *
 * @category Errors
 */
export function isRestbuildError(value: unknown): value is RestbuildError {
  try {
    return (
      value instanceof RestbuildError ||
      (value instanceof Error &&
        value.name === "RestbuildError" &&
        typeof (value as { code?: unknown }).code === "string")
    );
  } catch {
    // A revoked Proxy or a throwing getter is no error of this package.
    return false;
  }
}

/**
 * Shows a bad value in an error message: strings quoted and cut to a readable length,
 * everything else by its type, so a megabyte of input never ends up in a log line. It never
 * throws: a revoked Proxy is only "an object".
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return quote(value);
  if (value === null) return "null";
  if (typeof value === "object") return isArray(value) ? "an array" : "an object";
  if (typeof value === "symbol") return "a symbol";
  // Thousands of digits say nothing more than the type, and take long to write.
  if (typeof value === "bigint") return `a bigint (${cut(value.toString())}n)`;
  if (typeof value === "function") return "a function";
  return String(value);
}

/** `Array.isArray()`, which throws for a revoked Proxy: that is not an array here. */
function isArray(value: object): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * What a thrown value says, for a message: an error's message or a string, cut as a value is,
 * or the value's type. Reading it never throws, whatever was thrown (a value without a
 * prototype, a `message` getter or `toString()` that throws, a revoked Proxy).
 */
export function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) {
      const message: unknown = thrown.message;
      if (typeof message === "string") return cut(message);
    }
  } catch {
    // Described by its type below.
  }
  return typeof thrown === "string" ? cut(thrown) : `${describeValue(thrown)} was thrown`;
}
