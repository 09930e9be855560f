import { describe, expect, it } from "vitest";
import { RestbuildError } from "../../src/errors.js";
import { asInputError, catchingCallerFailures } from "../../src/shared/caller-failures.js";

describe("catchingCallerFailures()", () => {
  it("turns a caller's failure into INVALID_OPTIONS that keeps it as its cause", () => {
    const failure = new TypeError("trap failed");
    let thrown: unknown;
    try {
      catchingCallerFailures(() => {
        throw failure;
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RestbuildError);
    expect((thrown as RestbuildError).code).toBe("INVALID_OPTIONS");
    expect((thrown as RestbuildError).message).toBe("the input could not be read: trap failed");
    expect((thrown as RestbuildError).cause).toBe(failure);
  });

  it("lets the library's own error through as it is, and returns what the work returns", () => {
    const own = new RestbuildError("INVALID_URL", "no");
    expect(asInputError(own)).toBe(own);
    expect(catchingCallerFailures(() => 42)).toBe(42);
  });
});
