import { describeThrown, isRestbuildError, RestbuildError } from "../errors.js";

// Where the caller's failures become the library's (C11): a getter or Proxy trap of the
// caller's input that throws while the library reads it.

/**
 * The library's error for anything thrown while reading a caller's input: a getter that
 * throws, a revoked `Proxy`, a trap that fails. A {@link RestbuildError} passes unchanged.
 */
export function asInputError(error: unknown): RestbuildError {
  if (isRestbuildError(error)) return error;
  return new RestbuildError(
    "INVALID_OPTIONS",
    `the input could not be read: ${describeThrown(error)}`,
    {
      cause: error,
    },
  );
}

/**
 * Runs the work of a public entry point: anything it throws that is not a
 * {@link RestbuildError}, such as a getter or `Proxy` trap of the caller's input that fails
 * while it is read, leaves as one with code `INVALID_OPTIONS` (C11). Code inside the library
 * throws freely; the entry points are where the caller's failures become the library's.
 */
export function catchingCallerFailures<Result>(work: () => Result): Result {
  try {
    return work();
  } catch (error) {
    throw asInputError(error);
  }
}
