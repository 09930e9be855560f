import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder } from "../../src/index.js";

// test/template/path-safety.test.ts checks the encoding of each special character by
// expandTemplate(). This file checks the same promise end to end, one test per character
// class, through the public entries (endpoint() with {x}, {/x} and :name, and the builder): in
// the URL that a WHATWG parser (fetch, Node, browsers) reads, the value stays inside its own
// segment, the host does not change, and the segment decodes back to the value.

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  "\u007f",
];

const CLASSES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["slash", ["/", "a/b", "/a", "a/", "//", "a//b"]],
  ["question mark", ["?", "a?b", "?x=1"]],
  ["hash", ["#", "a#b", "#frag"]],
  ["dots beside a slash inside a value", [".../a", "a/...", "a..b/c", "..a/b", "a/.b"]],
  [
    "percent-encoded dots and slashes",
    ["%2e%2e", "%2E%2E", "%2e%2E", ".%2e", "%2e.", "%2e", "%2E", "%2f", "%2F..", "%252e"],
  ],
  ["at sign", ["@", "a@b", "user@evil.example", "@evil.example"]],
  ["backslash", ["\\", "a\\b", "...\\x", "\\\\evil.example"]],
  ["control characters", CONTROL_CHARACTERS],
  ["space and separators", [" ", "a b", "\u00a0", "\u2028", "\u3000"]],
  ["colon, semicolon and brackets", [":", "a:b", "http:", ";a", "[::1]", "a=b&c"]],
];

type Form = readonly [name: string, build: (value: string) => string];

const HOST = "api.github.com";

// Each form puts the value in the third segment of a five-segment path: /repos/o/<v>/issues.
const FORMS: readonly Form[] = [
  ["{x}", (value) => endpoint("GET /repos/{owner}/{x}/issues", { owner: "o", x: value }).url],
  ["{/x}", (value) => endpoint("GET /repos/{owner}{/x}/issues", { owner: "o", x: value }).url],
  [":name", (value) => endpoint("GET /repos/:owner/:name/issues", { owner: "o", name: value }).url],
  [
    "{/x} through the builder",
    (value) =>
      RequestBuilder.create()
        .route("DELETE /repos/{owner}{/x}/issues")
        .params({ owner: "o", x: value })
        .build().url,
  ],
];

function expectOwnSegment(url: string, value: string): void {
  const parsed = new URL(url);
  expect(parsed.host).toBe(HOST);
  expect(parsed.username).toBe("");
  expect(parsed.search).toBe("");
  expect(parsed.hash).toBe("");
  const segments = parsed.pathname.split("/");
  expect(segments).toHaveLength(5);
  expect(segments.slice(0, 3)).toEqual(["", "repos", "o"]);
  expect(segments[4]).toBe("issues");
  expect(decodeURIComponent(segments[3] as string)).toBe(value);
  // Only unreserved characters and pct-encoded triplets are left in the segment.
  expect(segments[3]).toMatch(/^(?:[A-Za-z0-9._~-]|%[0-9A-F]{2})+$/);
}

describe("a path value of each character class keeps its own segment", () => {
  for (const [form, build] of FORMS) {
    it.each(CLASSES)(`in the ${form} form: %s`, (_name, values) => {
      for (const value of values) expectOwnSegment(build(value), value);
    });
  }

  // A proxy that decodes %2F and %5C before it resolves dot segments would climb (C6a).
  it.each(["../a", "a/..", "a/../b", "./a", "a/.", "../../etc/passwd", "..\\..\\x", "a\\."])(
    "refuses %j, a dot segment once the %2F or %5C it becomes is decoded, in every form",
    (value) => {
      for (const [form, build] of FORMS) {
        let code: unknown;
        try {
          build(value);
        } catch (error) {
          code = (error as { code?: unknown }).code;
        }
        expect(code, form).toBe("PATH_TRAVERSAL");
      }
    },
  );

  it("encodes every control character as a pct-encoded triplet, not dropped or kept raw", () => {
    for (const char of CONTROL_CHARACTERS) {
      const url = endpoint("GET /repos/{owner}/{x}/issues", { owner: "o", x: `a${char}b` }).url;
      const hex = char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
      expect(url).toBe(`https://${HOST}/repos/o/a%${hex}b/issues`);
    }
  });

  it("leaves no dot segment for a URL parser to collapse, for any mix of dots and encoded dots", () => {
    const pieces = [".", "%2e", "%2E"];
    for (const first of pieces) {
      for (const second of pieces) {
        const value = `${first}${second}`;
        if (value === "..") continue; // rejected as PATH_TRAVERSAL, tested elsewhere
        expectOwnSegment(
          endpoint("GET /repos/{owner}/{x}/issues", { owner: "o", x: value }).url,
          value,
        );
      }
    }
  });
});
