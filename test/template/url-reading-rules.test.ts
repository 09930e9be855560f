import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileTemplate, expandTemplate } from "../../src/index.js";
import {
  baseUrlProblem,
  holdsDecodedDotSegment,
  isDotSegment,
} from "../../src/template/url-reading.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { refusal } from "../support/thrown.js";

// The rules of src/template/url-reading.ts one by one, at the inputs where each decides: what
// a base URL may be and how its refusal reads (C6, C11), which expression outputs are judged
// for dot segments, and how a segment is read once its %2e, %2f and %5c are decoded (C6a).

const expand = (template: string, values: Record<string, unknown>) =>
  expandTemplate(compileTemplate(template), values);

describe("baseUrlProblem", () => {
  it.each([
    [
      "https://h.example/a\u0001b",
      "holds the control character U+0001, which URL parsers remove or refuse",
    ],
    [
      "https://h.example/a\u001bb",
      "holds the control character U+001B, which URL parsers remove or refuse",
    ],
    [
      "https://h.example/a\u007fb",
      "holds the control character U+007F, which URL parsers remove or refuse",
    ],
    [" /api", 'starts or ends with a space, which URL parsers trim: they read "/api"'],
    [
      "https://h.example\\api",
      'holds a backslash, which URL parsers read as "/": write "/" instead',
    ],
    [
      "https:h.example",
      'has no "//" and host after its scheme "https:": a base URL is "scheme://host/path", a path, or ""',
    ],
    [
      "ftp://h.example",
      'has the scheme "ftp:": a base URL is an http: or https: URL, a path, or ""',
    ],
    ["//:443/api", 'names no valid host after its "//"'],
    ["https://:443/api", 'names no valid host after its "//"'],
    [
      "https://h.example/api#x",
      'has a query or fragment ("?" or "#"), which would take in the path of every route: give query parameters as parameters',
    ],
  ])("refuses %j: %s", (baseUrl, problem) => {
    expect(baseUrlProblem(baseUrl)).toBe(problem);
  });

  it.each([
    "",
    "/api",
    "api",
    "http://localhost:3000",
    "HTTP://h.example",
    "https://h.example/a b",
    "//ghe.example/api",
  ])("takes %j", (baseUrl) => {
    expect(baseUrlProblem(baseUrl)).toBeUndefined();
  });

  it("names the first control character wherever it stands, before any other problem", () => {
    const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f));
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, code, after) => {
        const name = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
        const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char === "\u007f";
        const clean = (text: string) => [...text].filter((char) => !isControl(char)).join("");
        expect(baseUrlProblem(clean(before) + String.fromCharCode(code) + after)).toBe(
          `holds the control character ${name}, which URL parsers remove or refuse`,
        );
      }),
      { numRuns: fuzzRuns(500) },
    );
  });
});

describe("which expression outputs are judged for dot segments", () => {
  it("judges a query or fragment expression only when it writes nothing beside literal dots", () => {
    expect(refusal(() => expand("/x/{a}{?q}../y", { a: "" }))[0]).toBe("PATH_TRAVERSAL");
    expect(expand("/x/{a}{?q}../y", { a: "", q: "1" })).toBe("/x/?q=1../y");
    expect(expand("/x/..{?q}", { q: "1" })).toBe("/x/..?q=1");
    expect(expand("/x/..{#f}", { f: "1" })).toBe("/x/..#1");
  });

  // "..%2F" is the template's own text: no value wrote it, so it stays as the template has it,
  // whatever follows it in its segment.
  it.each([
    ["/x/..%2F{a}/y", { a: "1" }, "/x/..%2F1/y"],
    ["/x/..%2F{;a}/y", { a: "1.2" }, "/x/..%2F;a=1.2/y"],
    ["/x/..%2F{;a}/y", {}, "/x/..%2F/y"],
    ["/x/..%2F{&a}/y", { a: "1.2" }, "/x/..%2F&a=1.2/y"],
    ["/x/..%2F{?q}", { q: "1.2" }, "/x/..%2F?q=1.2"],
    ["/x/..%2F{#f}", { f: "1.2" }, "/x/..%2F#1.2"],
  ])("leaves a literal dot segment after %s alone", (template, values, url) => {
    expect(expand(template, values)).toBe(url);
  });

  it("names what would leave the path in a refused {+x} value", () => {
    expect(refusal(() => expand("/repos/{+repo}/x", { repo: "r#" }))).toEqual([
      "PATH_TRAVERSAL",
      'the expression {+repo} ends the path of "/repos/r#" with "?" or "#": it would move what the template writes after it ("/x") out of the path',
    ]);
    expect(refusal(() => expand("/r/{+a}/x", { a: ["x?", "y"] }))).toEqual([
      "PATH_TRAVERSAL",
      'the expression {+a} ends the path of "x?,y" with "?" or "#": a list or map there may not write one, which would end the path between its members',
    ]);
  });
});

describe("isDotSegment", () => {
  it.each([
    [".", true],
    ["..", true],
    ["%2E%2e", true],
    ["", false],
    ["...", false],
    ["a2e", false],
    ["%3e", false],
    ["%2f", false],
    [".x", false],
  ])("%j: %s", (segment, expected) => {
    expect(isDotSegment(segment, 0, segment.length)).toBe(expected);
  });
});

describe("holdsDecodedDotSegment", () => {
  it.each([
    ["..%2fadmin", true],
    ["..%5Cadmin", true],
    ["x%2f%2e%2e", true],
    ["../x", true],
    ["..\\x", true],
    ["x/..", true],
    ["x\\.", true],
    ["..%41", false],
    ["..%5a", false],
    ["..%3f", false],
    ["..%3c", false],
    [".ab", false],
    ["..a%2fb", false],
  ])("%j: %s", (segment, expected) => {
    expect(holdsDecodedDotSegment(segment, 0, segment.length)).toBe(expected);
  });

  it("reads a triplet only when all three characters lie before the end", () => {
    expect(holdsDecodedDotSegment("..%2f", 0, 5)).toBe(true);
    expect(holdsDecodedDotSegment("..%2f", 0, 4)).toBe(false);
  });
});
