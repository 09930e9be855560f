import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HTTP_SCHEME,
  parserReading,
  readsAsWritten,
  SCHEME,
  SCHEME_NAME,
} from "../../src/shared/url-text.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

// How a URL parser reads the text of a URL (src/shared/url-text.ts), checked against the WHATWG
// URL parser that Node, browsers and fetch use.

/** Characters the parser trims at the ends (C0 controls and space) and removes inside (tab, LF, CR). */
const blank = fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code));
const blanks = fc.array(blank, { maxLength: 4 }).map((chars) => chars.join(""));
const pathChar = fc.oneof(
  fc.constantFrom("a", "b", "/", ".", "%", "\t", "\n", "\r", " ", "\u0001", "\u007f"),
  blank,
);
const path = fc.array(pathChar, { maxLength: 12 }).map((chars) => chars.join(""));
/** A URL with blanks around it and anything inside its path. */
const written = fc
  .tuple(blanks, path, blanks)
  .map(([before, inside, after]) => `${before}https://h.example/${inside}${after}`);

describe("parserReading", () => {
  it("reads a URL as the URL parser does, with nothing left to trim or remove", () => {
    fc.assert(
      fc.property(written, (text) => {
        const read = parserReading(text);
        expect(new URL(read).href).toBe(new URL(text).href);
        expect(readsAsWritten(read)).toBe(true);
        expect(parserReading(read)).toBe(read);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("trims both ends and removes tab, LF and CR anywhere", () => {
    expect(parserReading(" \u0000https:\t//h.example/a\nb\r \u001f")).toBe("https://h.example/ab");
    expect(parserReading("/a b\u0001c")).toBe("/a b\u0001c");
    expect(parserReading(" \t ")).toBe("");
  });
});

describe("readsAsWritten", () => {
  it("holds exactly when the parser's reading is the text itself", () => {
    fc.assert(
      fc.property(fc.oneof(written, path), (text) => {
        expect(readsAsWritten(text)).toBe(parserReading(text) === text);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("finds a tab, LF or CR inside, and a blank at either end", () => {
    for (const text of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", " /", "/ "]) {
      expect(readsAsWritten(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ["", "/api", "/a b", "/a\u0001b"]) {
      expect(readsAsWritten(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe("SCHEME and HTTP_SCHEME", () => {
  it("read a scheme at the start of the URL only", () => {
    expect(SCHEME.test("git+ssh://h.example/x")).toBe(true);
    expect(SCHEME.test("HTTPS://h.example")).toBe(true);
    expect(SCHEME.test("/r?to=https://h.example")).toBe(false);
    expect(SCHEME.test("1http://h.example")).toBe(false);
    expect(SCHEME.test("h:/x")).toBe(false);
    expect(HTTP_SCHEME.test("http://h.example")).toBe(true);
    expect(HTTP_SCHEME.test("HTTPS://h.example")).toBe(true);
    expect(HTTP_SCHEME.test("ftp://h.example/?to=https://x.example")).toBe(false);
  });

  // The patterns spell both cases out instead of using the `i` flag; these are the patterns
  // with the flag, as RFC 3986 states them. Non-ASCII letters whose case maps to ASCII (the long
  // s, the Kelvin sign, the dotted and dotless i) are where the two could part.
  const withFlag = {
    SCHEME_NAME: /^[a-z][a-z0-9+.-]*:/i,
    SCHEME: /^[a-z][a-z0-9+.-]*:\/\//i,
    HTTP_SCHEME: /^https?:\/\//i,
  };
  const urlLike = fc.string({
    unit: fc.constantFrom(..."hHtTpPsSfFgGiI1+.-:/ \u017f\u212a\u0130\u0131"),
    maxLength: 12,
  });

  it("match exactly what the case-insensitive patterns match", () => {
    fc.assert(
      fc.property(urlLike, (text) => {
        expect(SCHEME_NAME.exec(text)?.[0]).toBe(withFlag.SCHEME_NAME.exec(text)?.[0]);
        expect(SCHEME.test(text)).toBe(withFlag.SCHEME.test(text));
        expect(HTTP_SCHEME.test(text)).toBe(withFlag.HTTP_SCHEME.test(text));
      }),
      { numRuns: fuzzRuns(2000) },
    );
    for (const text of ["\u017fftp://x", "http\u017f://x", "\u212aa://x", "Https://x"]) {
      expect(HTTP_SCHEME.test(text), text).toBe(withFlag.HTTP_SCHEME.test(text));
      expect(SCHEME.test(text), text).toBe(withFlag.SCHEME.test(text));
    }
  });
});
