import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cut,
  cutTo,
  hasControlCharacter,
  isSurrogatePair,
  keepBrackets,
  loneSurrogateIndex,
  quote,
  utf8ByteLength,
} from "../../src/shared/text.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

const encoder = new TextEncoder();
/** Strings of arbitrary UTF-16 code units, lone surrogates included. */
const codeUnitStrings = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
});

describe("quote()", () => {
  it("quotes text of up to 60 characters whole", () => {
    expect(quote("owner")).toBe('"owner"');
    expect(quote("a".repeat(60))).toBe(`"${"a".repeat(60)}"`);
  });

  it("cuts longer text to 57 characters and an ellipsis", () => {
    expect(quote("a".repeat(61))).toBe(`"${"a".repeat(57)}..."`);
  });
});

describe("cut() and cutTo()", () => {
  it("never splits a pair of surrogates at the cut", () => {
    // The pair sits at indexes 56 and 57: cutting after 57 characters would keep its high half.
    const text = `${"a".repeat(56)}😀${"b".repeat(10)}`;
    expect(cut(text)).toBe(`${"a".repeat(56)}...`);
    expect(loneSurrogateIndex(cut(text))).toBe(-1);
    expect(cutTo("ab😀cdef", 6)).toBe("ab...");
  });

  it("cuts right after a pair that ends before the cut", () => {
    const text = `${"a".repeat(55)}😀${"b".repeat(10)}`;
    expect(cut(text)).toBe(`${"a".repeat(55)}😀...`);
    expect(cutTo("a😀cdefg", 6)).toBe("a😀...");
  });

  it("keeps text of up to the length whole", () => {
    expect(cutTo("abcdef", 6)).toBe("abcdef");
    expect(cutTo("abcdefg", 6)).toBe("abc...");
  });
});

describe("hasControlCharacter()", () => {
  it.each(["\u0000", "a\nb", "\r", "\t", "\u001f", "\u007f"])("finds %j", (text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it.each(["", "token abc", " ~", "\u0080", "é"])("finds none in %j", (text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });
});

describe("isSurrogatePair()", () => {
  it("is true only for a high surrogate followed by a low one", () => {
    expect(isSurrogatePair("𝄞", 0)).toBe(true);
    expect(isSurrogatePair("𝄞", 1)).toBe(false);
    expect(isSurrogatePair("\ud800", 0)).toBe(false);
    expect(isSurrogatePair("\ud800a", 0)).toBe(false);
    expect(isSurrogatePair("\udc00\udc00", 0)).toBe(false);
    expect(isSurrogatePair("\udbff\udfff", 0)).toBe(true);
  });
});

describe("loneSurrogateIndex()", () => {
  it("finds the first lone surrogate, and only a lone one", () => {
    expect(loneSurrogateIndex("a𝄞b")).toBe(-1);
    expect(loneSurrogateIndex("a\ud800")).toBe(1);
    expect(loneSurrogateIndex("\ud800a")).toBe(0);
    expect(loneSurrogateIndex("\udc00\udc00")).toBe(0);
    expect(loneSurrogateIndex("\ud800\ud800\udc00")).toBe(0);
    expect(loneSurrogateIndex("𝄞\udc00")).toBe(2);
    expect(loneSurrogateIndex("\uffff\udc00")).toBe(1);
  });
});

describe("utf8ByteLength()", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["\u007f", 1],
    ["\u0080", 2],
    ["ö", 2],
    ["\u07ff", 2],
    ["\u0800", 3],
    ["€", 3],
    ["😀", 4],
    ["\ud800", 3], // a lone high surrogate is written as U+FFFD
    ["\udc00\ud800", 6], // a low surrogate before a high one is no pair
  ])("counts %j as %i bytes", (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });

  it("agrees with TextEncoder for every string of UTF-16 code units", () => {
    fc.assert(
      fc.property(fc.oneof(codeUnitStrings, fc.string({ unit: "binary" })), (text) => {
        expect(utf8ByteLength(text)).toBe(encoder.encode(text).byteLength);
      }),
      { seed: 20240611, numRuns: fuzzRuns(2000) },
    );
  });
});

describe("keepBrackets()", () => {
  it("writes %5B and %5D back as brackets, and nothing else", () => {
    expect(keepBrackets("a%5B0%5D%5Cb%5Bc")).toBe("a[0]%5Cb[c");
    expect(keepBrackets("%5b%5d")).toBe("%5b%5d");
    expect(keepBrackets("plain%20text")).toBe("plain%20text");
  });
});
