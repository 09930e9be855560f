import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate } from "../../src/index.js";
import { compileProgram } from "../../src/template/compile-template.js";
import { expandProgram } from "../../src/template/expand-template.js";
import { codeOf } from "../support/code-of.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

// The path ends at the first `?` or `#` of the expansion, also when literal text follows the
// expression that wrote it: the trailing-slash rule (C7) and the dot-segment check (C11) read
// the same end.

describe("where the path ends", () => {
  it("removes the trailing slash before a query an expression starts (C7)", () => {
    expect(endpoint("GET /a/{path}{?q}/b", { path: "", q: 1 }).url).toBe(
      "https://api.github.com/a?q=1/b",
    );
    expect(endpoint("GET /a/{path}{#f}/b", { path: "", f: "x" }).url).toBe(
      "https://api.github.com/a#x/b",
    );
    expect(endpoint("GET /a/{+p}", { p: "c/?x" }).url).toBe("https://api.github.com/a/c?x");
    // Before literal text of the path, a value may not end it (C6a).
    expect(codeOf(() => endpoint("GET /a/{+p}/b", { p: "c/?x" }))).toBe("PATH_TRAVERSAL");
    // Without the query the path runs on: no slash is removed inside it.
    expect(endpoint("GET /a/{path}{?q}/b", { path: "" }).url).toBe("https://api.github.com/a//b");
  });

  it("checks dot segments up to the same end", () => {
    expect(codeOf(() => expandTemplate(compileTemplate("/a/{+p}{?q}/.."), { p: "..", q: 1 }))).toBe(
      "PATH_TRAVERSAL",
    );
    expect(expandTemplate(compileTemplate("/a/{p}{?q}/.."), { p: "b", q: 1 })).toBe("/a/b?q=1/..");
  });
});

describe("what a compiled template knows of the path's end", () => {
  // Templates from pieces of every kind, and values that hold the characters that end a path.
  const piece = fc.constantFrom(
    "/a",
    "/",
    "b.",
    "?x=1",
    "#f",
    "{v}",
    "{/v}",
    "{.v}",
    "{;v}",
    "{+v}",
    "{?v}",
    "{&v}",
    "{#v}",
    "{v,w}",
    "{/w*}",
  );
  const template = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(""));
  const value = fc.oneof(
    fc.constantFrom(undefined, "", "/", "x/", "a?b", "c#d", "?", "#", "%2F"),
    fc.string({ unit: fc.constantFrom(..."a/?#.%") }),
  );
  const values = fc.record({ v: value, w: fc.oneof(value, fc.array(value, { maxLength: 3 })) });

  /** The expansion's path: up to its first "?" or "#". */
  function pathOf(url: string): string {
    const end = url.search(/[?#]/);
    return end === -1 ? url : url.slice(0, end);
  }

  it("holds for every expansion: a path that runs to the end, and one that cannot end with /", () => {
    fc.assert(
      fc.property(template, values, (source, given) => {
        const program = compileProgram(source);
        let url: string;
        try {
          url = expandProgram(program, given);
        } catch {
          return; // a value the template refuses (a dot segment) has no expansion to judge
        }
        if (program.pathRunsToEnd) expect(url, source).not.toMatch(/[?#]/);
        if (!program.pathMayEndWithSlash) expect(pathOf(url).endsWith("/"), source).toBe(false);
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  it("knows that a query or fragment expression writes no path", () => {
    expect(compileProgram("/assets{?name,label}").pathMayEndWithSlash).toBe(false);
    expect(compileProgram("/assets/{?name}").pathMayEndWithSlash).toBe(true);
    expect(compileProgram("/assets{#f}").pathMayEndWithSlash).toBe(false);
    expect(compileProgram("/assets{?name}").pathRunsToEnd).toBe(false);
    expect(compileProgram("/repos/{owner}/{repo}").pathRunsToEnd).toBe(true);
    expect(compileProgram("/repos/{+path}").pathRunsToEnd).toBe(false);
  });
});

describe("a template that ends with a value", () => {
  it("gives the URL the scan of the expansion gives", () => {
    // `{?unset}` expands to nothing, and makes the same template take the path that reads the
    // expansion for its end.
    const template = fc
      .array(fc.constantFrom("/a", "/", "b", "{p}", "/{p}", "{q}"), { maxLength: 4 })
      .map((parts) => `${parts.join("")}{v}`);
    const value = fc.oneof(
      fc.constantFrom(undefined, null, "", "/", "x/", ".x", 0, 7, ["a", "b/"], { k: "/" }),
      fc.string({ unit: fc.constantFrom(..."a/?#.%") }),
    );
    fc.assert(
      fc.property(template, value, value, value, (url, v, p, q) => {
        const build = (route: string) => {
          try {
            return endpoint(route, { v, p, q }).url;
          } catch (error) {
            return codeOf(() => {
              throw error;
            });
          }
        };
        expect(build(`GET ${url}`), url).toBe(build(`GET ${url}{?unset}`));
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });
});
