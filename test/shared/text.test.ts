import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasControlCharacter,
  isSurrogatePair,
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
    ["ö", 2],
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
