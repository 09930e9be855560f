import { describe, expect, it } from "vitest";
import {
  codePointPrefix,
  encodeReserved,
  encodeUnreserved,
  escapeStrayPercent,
  isUnreserved,
} from "../../src/template/encode.js";

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

describe("the unreserved set ends at U+007F", () => {
  it("counts U+0080, the first character past ASCII, as reserved", () => {
    expect(isUnreserved("\u0080")).toBe(false);
    expect(isUnreserved("a\u0080")).toBe(false);
    expect(isUnreserved("\u007f")).toBe(false);
    expect(isUnreserved("az~-._09AZ")).toBe(true);
  });

  it("encodes U+0080 as its two UTF-8 bytes in both sets", () => {
    expect(encodeUnreserved("\u0080")).toBe("%C2%80");
    expect(encodeReserved("\u0080")).toBe("%C2%80");
    expect(encodeUnreserved("a\u0080b")).toBe("a%C2%80b");
  });
});

describe("escapeStrayPercent()", () => {
  it("writes a '%' that starts no triplet as %25", () => {
    expect(escapeStrayPercent("50%")).toBe("50%25");
    expect(escapeStrayPercent("%")).toBe("%25");
    expect(escapeStrayPercent("a%b")).toBe("a%25b");
  });

  it("needs two hex digits after the '%', the first as much as the second", () => {
    expect(escapeStrayPercent("%z4")).toBe("%25z4");
    expect(escapeStrayPercent("%4z")).toBe("%254z");
    expect(escapeStrayPercent("%4")).toBe("%254");
    expect(escapeStrayPercent("%g0%0g")).toBe("%25g0%250g");
  });

  it("keeps pct-encoded triplets, in either case, and text without '%'", () => {
    expect(escapeStrayPercent("%41%2f%aB")).toBe("%41%2f%aB");
    expect(escapeStrayPercent("%%41")).toBe("%25%41");
    expect(escapeStrayPercent("a/b c")).toBe("a/b c");
    expect(escapeStrayPercent("")).toBe("");
  });

  it("leaves characters after a digit pair alone: only a '%' starts a triplet", () => {
    expect(escapeStrayPercent("x41%")).toBe("x41%25");
    expect(escapeStrayPercent("a4%1")).toBe("a4%251");
  });
});
