import { describe, expect, it } from "vitest";
import {
  codePointName,
  escapeUnsafeChars,
  hasUnsafeChar,
  isUnsafeChar,
} from "../../src/shared/unsafe-chars.js";

/** The characters docs/cli.md names, written out range by range. */
const NAMED = [
  ...range(0x00, 0x08),
  ...range(0x0b, 0x1f),
  ...range(0x7f, 0x9f),
  0x061c,
  ...range(0x200b, 0x200f),
  ...range(0x2028, 0x202e),
  ...range(0x2060, 0x206f),
  0xfeff,
  ...range(0xe0000, 0xe007f),
];

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

describe("isUnsafeChar", () => {
  it("names exactly the controls, bidirectional, separator and invisible characters of the docs", () => {
    const unsafe = range(0, 0x10ffff).filter(isUnsafeChar);
    expect(unsafe).toEqual(NAMED);
  });

  it("finds a tag character by its pair of surrogates, and no lone half of one", () => {
    expect(hasUnsafeChar("flag\u{e0067}\u{e007f}")).toBe(true);
    expect(hasUnsafeChar("\udb40")).toBe(false);
    expect(hasUnsafeChar("\udc67")).toBe(false);
    // A pair whose code point is safe hides no unsafe half: U+1F600 is D83D DE00.
    expect(hasUnsafeChar("\u{1f600}\u{e0000}".slice(0, 2))).toBe(false);
  });

  it("lets tab and line feed through", () => {
    expect(hasUnsafeChar("a\tb\nc")).toBe(false);
    expect(hasUnsafeChar("a\rb")).toBe(true);
  });
});

describe("escapeUnsafeChars", () => {
  it("writes each unsafe character as its \\u escape and keeps everything else", () => {
    expect(escapeUnsafeChars('"a\u202eb\u009b\u007f\t\né"')).toBe('"a\\u202eb\\u009b\\u007f\t\né"');
    expect(escapeUnsafeChars("\u001b[31m")).toBe("\\u001b[31m");
    expect(escapeUnsafeChars("plain")).toBe("plain");
    // The first unsafe character at every place, the second one too.
    expect(escapeUnsafeChars("a\u001b")).toBe("a\\u001b");
    expect(escapeUnsafeChars("ab\u001bc\u009b")).toBe("ab\\u001bc\\u009b");
  });

  it("writes a separator, a zero-width character, a byte order mark and a tag character escaped", () => {
    expect(escapeUnsafeChars("a\u2028b\u2029c\u200bd\u2060e\ufeff")).toBe(
      "a\\u2028b\\u2029c\\u200bd\\u2060e\\ufeff",
    );
    expect(escapeUnsafeChars("x\u{e0067}y\u{1f600}")).toBe("x\\udb40\\udc67y\u{1f600}");
  });

  it("gives JSON text that reads back as the same value", () => {
    const value = { "k\u2066": ["\u061c\u200e\u200f", "x\u0085y", "\u2028\ufeff\u{e0041}"] };
    const escaped = escapeUnsafeChars(JSON.stringify(value));
    expect(hasUnsafeChar(escaped)).toBe(false);
    expect(JSON.parse(escaped)).toEqual(value);
  });
});

describe("codePointName", () => {
  it("writes a character as U+ and four uppercase hex digits", () => {
    expect(codePointName("\u001b")).toBe("U+001B");
    expect(codePointName("\u202e")).toBe("U+202E");
    expect(codePointName("\u{e0041}")).toBe("U+E0041");
  });
});

describe("the last character of the Basic Multilingual Plane", () => {
  it("is one code unit: the character after U+FFFF is read on its own", () => {
    expect(hasUnsafeChar("\uffff\u202e")).toBe(true);
    expect(escapeUnsafeChars("\u202e\uffff\u202e")).toBe("\\u202e\uffff\\u202e");
  });
});
