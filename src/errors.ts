/**
 * Stable codes carried by every {@link RestbuildError}. Match on the code, not on the
 * message: messages may be reworded between minor versions, codes never are.
 */
export type RestbuildErrorCode =
  | "INVALID_ROUTE"
  | "INVALID_URL"
  | "INVALID_BASE_URL"
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
  | "INVALID_BODY";

/**
 * The one error class thrown by restbuild for bad input.
 *
 * @example
 * ```ts
 * try {
 *   endpoint("GET /repos/{owner}{", {});
 * } catch (error) {
 *   if (error instanceof RestbuildError) {
 *     error.code; // "INVALID_TEMPLATE"
 *   }
 * }
 * ```
 */
export class RestbuildError extends Error {
  /** A stable, machine-readable reason, for example `"INVALID_METHOD"`. */
  readonly code: RestbuildErrorCode;

  constructor(code: RestbuildErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RestbuildError";
    this.code = code;
  }
}

/**
 * Tells whether a value is a {@link RestbuildError}, also across two copies of the package
 * (an ESM and a CJS copy in one process have two classes, so `instanceof` can fail).
 *
 * @example
 * ```ts
 * isRestbuildError(new RestbuildError("INVALID_URL", "url must be a string")); // true
 * isRestbuildError(new TypeError("x")); // false
 * ```
 */
export function isRestbuildError(value: unknown): value is RestbuildError {
  return (
    value instanceof RestbuildError ||
    (value instanceof Error &&
      value.name === "RestbuildError" &&
      typeof (value as { code?: unknown }).code === "string")
  );
}

/**
 * Shows a bad value in an error message: strings quoted and cut to a readable length,
 * everything else by its type, so a megabyte of input never ends up in a log line.
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return JSON.stringify(shown);
  }
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "bigint") return `a bigint (${value}n)`;
  if (typeof value === "function") return "a function";
  return String(value);
}
