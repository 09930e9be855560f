import { expect } from "vitest";
import { isRestbuildError, type RestbuildError } from "../../src/index.js";

/** What a call throws; the test fails when it returns. */
export function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw, but it returned normally");
}

/** The RestbuildError a call throws; the test fails when it returns or throws anything else. */
export function errorOf(action: () => unknown): RestbuildError {
  const error = thrownBy(action);
  expect(isRestbuildError(error), String(error)).toBe(true);
  return error as RestbuildError;
}

/** The code and message of the RestbuildError a call throws. */
export function refusal(action: () => unknown): [string, string] {
  const error = errorOf(action);
  return [error.code, error.message];
}
