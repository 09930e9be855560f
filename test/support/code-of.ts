import { isRestbuildError } from "../../src/index.js";

/** The code of the RestbuildError a call throws, or `undefined` when it returns; other errors pass through. */
export function codeOf(call: () => unknown): string | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (isRestbuildError(error)) return error.code;
    throw error;
  }
}
