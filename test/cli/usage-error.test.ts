import { describe, expect, it } from "vitest";
import { errorText, UsageError } from "../../src/cli/usage-error.js";

describe("errorText", () => {
  it("gives an error's message, and anything else as text", () => {
    expect(errorText(new SyntaxError("Unexpected token"))).toBe("Unexpected token");
    expect(errorText("plain")).toBe("plain");
    expect(errorText(42)).toBe("42");
  });

  it("never throws, whatever was thrown", () => {
    const hostile = {
      toString() {
        throw new Error("no text");
      },
    };
    expect(errorText(hostile)).toBe("a value that cannot be shown");
    expect(errorText(Object.create(null))).toBe("a value that cannot be shown");
  });
});

describe("UsageError", () => {
  it("is named as its class", () => {
    expect(String(new UsageError("bad input"))).toBe("UsageError: bad input");
  });
});
