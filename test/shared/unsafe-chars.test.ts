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
  0x200e,
  0x200f,
  ...range(0x202a, 0x202e),
  ...range(0x2066, 0x2069),
];

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

describe("isUnsafeChar", () => {
  it("names exactly the controls and bidirectional characters of the docs, up to U+FFFF", () => {
    const unsafe = range(0, 0xffff).filter(isUnsafeChar);
    expect(unsafe).toEqual(NAMED);
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

  it("gives JSON text that reads back as the same value", () => {
    const value = { "k\u2066": ["\u061c\u200e\u200f", "x\u0085y"] };
    const escaped = escapeUnsafeChars(JSON.stringify(value));
    expect(hasUnsafeChar(escaped)).toBe(false);
    expect(JSON.parse(escaped)).toEqual(value);
  });
});

describe("codePointName", () => {
  it("writes a character as U+ and four uppercase hex digits", () => {
    expect(codePointName("\u001b")).toBe("U+001B");
    expect(codePointName("\u202e")).toBe("U+202E");
  });
});
