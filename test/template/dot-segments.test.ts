import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// C6: dot segments are judged on the expanded path, whatever expressions made them; C7: the
// path's end is what was expanded.

const expand = (template: string, values: Record<string, unknown>) =>
  expandTemplate(compileTemplate(template), values);

describe("dot segments made by values", () => {
  it("expands an exploded map with an empty key to =value (RFC 6570)", () => {
    const ids = JSON.parse('{"":".."}');
    expect(endpoint("DELETE /users/{user}/tokens{/ids*}", { user: "alice", ids }).url).toBe(
      "https://api.github.com/users/alice/tokens/=..",
    );
    expect(expand("{?m*}", { m: { "": "v" } })).toBe("?=v");
    expect(expand("{;m*}", { m: { "": "v", a: "" } })).toBe(";=v;a");
    expect(expand("{.m*}", { m: { "": "v" } })).toBe(".=v");
  });

  it("sees dots made by neighbouring expressions", () => {
    expect(codeOf(() => endpoint("GET /files/{name}{.ext}", { name: "", ext: "." }))).toBe(
      "PATH_TRAVERSAL",
    );
    expect(codeOf(() => expand("/a/{x}{y}", { x: ".", y: "." }))).toBe("PATH_TRAVERSAL");
    expect(codeOf(() => expand("/a/.{x}", { x: "." }))).toBe("PATH_TRAVERSAL");
  });

  it("sees them in every path segment of an absolute template, the first included", () => {
    for (const [template, values] of [
      ["https://uploads.example/{x}{y}/z", { x: ".", y: "." }],
      ["https://uploads.example/{+p}", { p: "%2e%2e/z" }],
      ["https://uploads.example/a/{x}{y}", { x: "", y: ".." }],
      ["https://uploads.example{/x}{y}", { x: ".", y: "." }],
    ] as const) {
      expect(
        codeOf(() => expand(template, values)),
        template,
      ).toBe("PATH_TRAVERSAL");
    }
    expect(expand("https://uploads.example/{x}{y}?q={z}", { x: "a", y: ".b", z: ".." })).toBe(
      "https://uploads.example/a.b?q=..",
    );
  });

  it("keeps checking after an undefined query or fragment expression", () => {
    for (const template of ["/a/b{&q}/{x}", "/a/b{?q}/{x}", "/a/b{#q}/{x}"]) {
      expect(
        codeOf(() => endpoint(`GET ${template}`, { x: ".." })),
        template,
      ).toBe("PATH_TRAVERSAL");
    }
  });

  it("refuses %2e forms in any case, reserved expansion included", () => {
    for (const path of ["%2e", "%2E%2e", ".%2E", "a/%2e%2e/b", "a/../b", "./a"]) {
      expect(
        codeOf(() => expand("/repos/{+path}", { path })),
        path,
      ).toBe("PATH_TRAVERSAL");
    }
    expect(codeOf(() => expand("/repos{#f}", { f: ".." }))).toBeUndefined();
  });

  it("judges the path up to its first ? or #, whichever comes first", () => {
    for (const template of [
      "/x/{+v}?q=/a#f",
      "/x/{+v}#f?q=1",
      "/x/{+v}?q=1#f/a",
      "/x/{+v}#f/a?q",
    ]) {
      for (const v of [".", "..", "%2e%2E"]) {
        expect(
          codeOf(() => expand(template, { v })),
          `${template} with ${v}`,
        ).toBe("PATH_TRAVERSAL");
      }
    }
  });

  it("keeps dot segments written literally, and dots inside names", () => {
    expect(expand("/a/../{x}", { x: "b" })).toBe("/a/../b");
    // Beside a segment a value wrote, before it or after it, with a query after it.
    expect(expand("/a/../{x}", { x: "a.b" })).toBe("/a/../a.b");
    expect(expand("/{x}/..", { x: "a.b" })).toBe("/a.b/..");
    expect(expand("/{x}/..{?q}", { x: "a.b", q: "c.d" })).toBe("/a.b/..?q=c.d");
    expect(expand("/{+x}/..", { x: "a/.b" })).toBe("/a/.b/..");
    // Only `.` and `%2e` are dots: `2e` without its `%` is text.
    expect(expand("/r/{x}", { x: "v2e." })).toBe("/r/v2e.");
    expect(expand("/r/{x}", { x: "a.b" })).toBe("/r/a.b");
    expect(expand("/r/{x}", { x: "..." })).toBe("/r/...");
    expect(expand("/r/{+x}", { x: "%2e%2e%2e" })).toBe("/r/%2e%2e%2e");
  });

  it("keeps the output of named operators, which never forms a dot segment", () => {
    const m = JSON.parse('{"..":""}');
    expect(expand("/a/{;m*}", { m })).toBe("/a/;..");
    expect(expand("/a/{;x}", { x: ".." })).toBe("/a/;x=..");
    expect(expand("/a/{&x}", { x: "." })).toBe("/a/&x=.");
    expect(codeOf(() => expand("/a/{;x}/{y}", { x: ".", y: ".." }))).toBe("PATH_TRAVERSAL");
  });

  it("leaves dots in the query and fragment alone", () => {
    expect(expand("/r{?q}", { q: ".." })).toBe("/r?q=..");
    expect(expand("/r/{+x}", { x: "?q=.." })).toBe("/r/?q=..");
  });
});

describe("the path's end is decided from the expansion (C7)", () => {
  it("removes the trailing slash after an unset query expression", () => {
    expect(endpoint("GET /x{?a}/y/").url).toBe("https://api.github.com/x/y");
  });

  it("gives the base URL's root for a template that expands to slashes", () => {
    expect(endpoint({ method: "GET", url: "{?owner}/{owner}/{owner:1}" }).url).toBe(
      "https://api.github.com/",
    );
  });

  it("removes a trailing slash that a value wrote at the end of the path", () => {
    expect(endpoint("GET /x{+a}", { a: "y/" }).url).toBe("https://api.github.com/xy");
    expect(endpoint("GET /x{/a}", { a: "" }).url).toBe("https://api.github.com/x");
    // A reserved value may end the path only where nothing of the template follows it (C6a).
    expect(codeOf(() => endpoint("GET /x{+a}y", { a: "/?" }))).toBe("PATH_TRAVERSAL");
    expect(endpoint("GET /x{+a}", { a: "/#f" }).url).toBe("https://api.github.com/x#f");
    expect(endpoint("GET /x{+a}", { a: "/?y" }).url).toBe("https://api.github.com/x?y");
  });

  it("still keeps a path that ends with a literal name", () => {
    expect(endpoint("GET /user/repos{?page}", { page: 2 }).url).toBe(
      "https://api.github.com/user/repos?page=2",
    );
  });
});
