import { describe, expect, it } from "vitest";
import { isParameterKey, OPTION_KEYS } from "../../src/core/options.js";

describe("isParameterKey()", () => {
  it("refuses exactly the option keys and __proto__", () => {
    for (const key of OPTION_KEYS) expect(isParameterKey(key), key).toBe(false);
    expect(isParameterKey("__proto__")).toBe(false);
    for (const key of ["owner", "data", "Method", "headers ", "", "constructor", "toString"]) {
      expect(isParameterKey(key), key).toBe(true);
    }
  });
});
