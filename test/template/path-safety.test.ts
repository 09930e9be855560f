import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate, isRestbuildError } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { thrownBy } from "../support/thrown.js";

// Simple `{x}` and path `{/x}` expansion allow only unreserved characters (RFC 6570 sections
// 3.2.2 and 3.2.6); everything else is pct-encoded, so a value can never add, remove or climb
// out of a path segment. Values that are exactly "." or ".." stay unreserved but are dot
// segments (RFC 3986 section 5.2.4), so they are rejected in path expressions (contract C11);
// so are values that hold one once the "%2F" or "%5C" their "/" or "\" became is decoded, as
// a proxy may decode it before it resolves dot segments (C6a).

const BASE = "https://api.github.com";

function expand(template: string, values: Readonly<Record<string, unknown>>): string {
  return expandTemplate(compileTemplate(template), values);
}

function expectPathTraversal(action: () => unknown, variable: string): void {
  const error = thrownBy(action);
  expect(isRestbuildError(error), String(error)).toBe(true);
  expect((error as { code?: unknown }).code).toBe("PATH_TRAVERSAL");
  expect((error as Error).message).toContain(`"${variable}"`);
}

// Value, then its encoding in the unreserved set: every octet outside A-Z a-z 0-9 - . _ ~
// becomes a pct-encoded triplet with upper-case hex digits (RFC 3986 section 2.1).
const ENCODED: ReadonlyArray<readonly [string, string]> = [
  ["a/b", "a%2Fb"],
  ["a?b", "a%3Fb"],
  ["a#b", "a%23b"],
  ["..a", "..a"],
  ["a..b", "a..b"],
  ["...", "..."],
  ["%2e%2e", "%252e%252e"],
  ["%2E%2E%2F", "%252E%252E%252F"],
  [".%2e", ".%252e"],
  ["a@b", "a%40b"],
  ["a\\b", "a%5Cb"],
  ["a/.b/..c", "a%2F.b%2F..c"],
  ["a\nb", "a%0Ab"],
  ["\r\t", "%0D%09"],
  ["\u0000\u007f", "%00%7F"],
  ["a b", "a%20b"],
  [":;=&+,", "%3A%3B%3D%26%2B%2C"],
  ["[]", "%5B%5D"],
];

describe("path expressions keep the segments of the template", () => {
  it.each(ENCODED)("encodes %j as %s in a simple expression", (value, encoded) => {
    const url = expand("/repos/{owner}/{repo}/issues", { owner: "o", repo: value });
    expect(url).toBe(`/repos/o/${encoded}/issues`);
    const { pathname } = new URL(url, BASE);
    expect(pathname).toBe(url);
    expect(pathname.split("/")).toHaveLength(5);
  });

  it.each(ENCODED)("encodes %j as %s in a path expression", (value, encoded) => {
    const url = expand("/repos{/owner}/issues", { owner: value });
    expect(url).toBe(`/repos/${encoded}/issues`);
    expect(new URL(url, BASE).pathname).toBe(url);
  });

  it("encodes every member of an exploded list as its own segment", () => {
    expect(expand("/files{/path*}", { path: ["a/b", "c"] })).toBe("/files/a%2Fb/c");
    expect(expand("/files{/path*}", { path: ["a?b", "%2e%2e", "c d"] })).toBe(
      "/files/a%3Fb/%252e%252e/c%20d",
    );
  });

  it.each(["a/../b", "../etc/passwd", "..\\..\\x", "x/.", "./x", "..\\"])(
    "refuses %j, whose encoded / or \\ leaves a dot segment once decoded",
    (value) => {
      for (const template of ["/repos/{owner}/{repo}/issues", "/repos/{owner}{/repo}/issues"]) {
        const error = thrownBy(() => expand(template, { owner: "o", repo: value }));
        expect(isRestbuildError(error) && error.code, template).toBe("PATH_TRAVERSAL");
      }
    },
  );

  it("keeps one segment for any value but a dot segment, which decodes back to the value", () => {
    const special = fc.constantFrom(..."/?#.%\\@ \n\t\u0000;:=&+[]", "%2e", "%2F", "..");
    const unit = fc.oneof(special, fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }));
    // "." or ".." as the whole value, or between its "/" and "\\", which are encoded.
    const holdsDotSegment = (text: string) =>
      text.split(/[/\\]/).some((piece) => piece === "." || piece === "..");
    const value = fc.string({ unit, maxLength: 12 }).filter((text) => !holdsDotSegment(text));
    fc.assert(
      fc.property(value, (text) => {
        const url = expand("/repos/{owner}/{repo}/issues", { owner: "o", repo: text });
        const segments = new URL(url, BASE).pathname.split("/");
        expect(segments).toHaveLength(5);
        expect(segments.slice(0, 3)).toEqual(["", "repos", "o"]);
        expect(segments[4]).toBe("issues");
        expect(decodeURIComponent(segments[3] as string)).toBe(text);
      }),
      { seed: 42, numRuns: fuzzRuns(1000) },
    );
  });
});

describe("dot segments in path expressions", () => {
  it.each([".", ".."])("rejects %j as a simple path value", (value) => {
    expectPathTraversal(
      () => expand("/repos/{owner}/{repo}", { owner: value, repo: "r" }),
      "owner",
    );
  });

  it.each([".", ".."])("rejects %j in a '/' expression", (value) => {
    expectPathTraversal(() => expand("/repos{/owner}", { owner: value }), "owner");
  });

  it("rejects a dot segment among the members of an exploded list", () => {
    expectPathTraversal(() => expand("/files{/path*}", { path: ["a", ".."] }), "path");
    expectPathTraversal(() => expand("/files{/path*}", { path: ["."] }), "path");
    expectPathTraversal(() => expand("/files/{path*}", { path: ["a", "."] }), "path");
  });

  it("rejects a list whose only member is a dot segment, even without explode", () => {
    expectPathTraversal(() => expand("/files{/path}", { path: [".."] }), "path");
  });

  it("allows a dot segment joined with other members by a comma, which is one plain segment", () => {
    expect(expand("/files{/path}", { path: ["a", ".."] })).toBe("/files/a,..");
  });

  it("rejects a prefix that cuts a value down to a dot segment", () => {
    expectPathTraversal(() => expand("/x/{v:2}", { v: "..a" }), "v");
    expectPathTraversal(() => expand("/x/{v:1}", { v: ".a" }), "v");
    expect(expand("/x/{v:3}", { v: "..a" })).toBe("/x/..a");
  });

  it("rejects dot segments given to endpoint(), with braces or colons", () => {
    expectPathTraversal(
      () => endpoint("GET /repos/{owner}/{repo}", { owner: "..", repo: "r" }),
      "owner",
    );
    expectPathTraversal(
      () => endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "." }),
      "repo",
    );
  });

  it("encodes separators given to endpoint() in a path parameter", () => {
    const { url } = endpoint("GET /repos/{owner}/{repo}", { owner: "a/b", repo: "c?d#e" });
    expect(url).toBe(`${BASE}/repos/a%2Fb/c%3Fd%23e`);
  });
});

describe("label expressions that make a whole segment", () => {
  function expectDotSegmentError(action: () => unknown): void {
    const error = thrownBy(action);
    expect(isRestbuildError(error), String(error)).toBe(true);
    expect((error as { code?: unknown }).code).toBe("PATH_TRAVERSAL");
    expect((error as Error).message).toContain("{.x}");
  }

  it("rejects '.' after a slash, which would expand to the segment '..'", () => {
    expectDotSegmentError(() => expand("/a/{.x}", { x: "." }));
  });

  it("rejects '' after a slash, which would expand to the segment '.'", () => {
    expectDotSegmentError(() => expand("/a/{.x}", { x: "" }));
  });

  it("allows a label that extends a segment, and one after a slash with a real name", () => {
    expect(expand("/file{.x}", { x: "." })).toBe("/file..");
    expect(expand("/a/{.x}", { x: "json" })).toBe("/a/.json");
    expect(expand("/a/{.x}", {})).toBe("/a/");
  });
});

describe("dot segments outside the path", () => {
  it("allows them in query expressions", () => {
    expect(expand("/search{?q}", { q: ".." })).toBe("/search?q=..");
    expect(expand("/search?x=1{&q}", { q: "." })).toBe("/search?x=1&q=.");
    expect(expand("/x{?list*}", { list: [".", ".."] })).toBe("/x?list=.&list=..");
  });

  it("allows them in a simple expression after a literal '?'", () => {
    expect(expand("/search?q={q}", { q: ".." })).toBe("/search?q=..");
  });

  it("allows them in fragment and path-parameter expressions", () => {
    expect(expand("/page{#f}", { f: ".." })).toBe("/page#..");
    expect(expand("/page{;p}", { p: ".." })).toBe("/page;p=..");
  });
});

describe("reserved expansion, the documented way to pass raw path text", () => {
  it("passes reserved characters through in '+' expressions", () => {
    expect(expand("/repos/{+path}", { path: "a/b?c#d@e[f]:g" })).toBe("/repos/a/b?c#d@e[f]:g");
    // A dot segment is refused even there (C6): the path could climb above /repos.
    expect(() => expand("/repos/{+path}", { path: "a/../b" })).toThrow(/dot segment "\.\."/);
  });

  it("passes reserved characters through in '#' expressions", () => {
    expect(expand("/page{#f}", { f: "/a?b=c&d" })).toBe("/page#/a?b=c&d");
  });

  it("still encodes what no URI may contain", () => {
    expect(expand("{+x}", { x: "a b\\c\n<d>" })).toBe("a%20b%5Cc%0A%3Cd%3E");
    expect(expand("{#x}", { x: '"^`|{}' })).toBe("#%22%5E%60%7C%7B%7D");
  });
});
