import { describe, expect, it } from "vitest";
import { codePointPrefix } from "../../src/template/encode.js";

// The encoder's UTF-16 helpers on the edge cases that expansion never lets reach them (it
// rejects lone surrogates first): each must hold on its own.

describe("codePointPrefix()", () => {
  it("counts a lone surrogate as one character, whatever its neighbours", () => {
    // Never a pair of two low surrogates, nor of a character and the low surrogate after it.
    expect(codePointPrefix("a\udc00\udc00b", 2)).toBe("a\udc00");
    expect(codePointPrefix("\udc00\udc00b", 1)).toBe("\udc00");
    expect(codePointPrefix("\ud800\ud800b", 1)).toBe("\ud800");
    expect(codePointPrefix("a\ud800", 2)).toBe("a\ud800");
    expect(codePointPrefix("ab\ud800", 2)).toBe("ab");
    expect(codePointPrefix("𝄞a𝄞", 2)).toBe("𝄞a");
  });
});
