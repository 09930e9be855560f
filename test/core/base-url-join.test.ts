import { describe, expect, it } from "vitest";
import { RequestBuilder, type RequestOptions, endpoint as typedEndpoint } from "../../src/index.js";
import { errorOf } from "../support/thrown.js";

// C6: a template that does not start with "/" goes after the base URL, which it meets with
// exactly one "/"; text that starts with "?" or "#" (or expands to nothing) gets none.

// Routes outside the catalogue, which the types refuse.
const endpoint = typedEndpoint as unknown as (
  route: string,
  options?: Record<string, unknown>,
) => RequestOptions;

function built(baseUrl: string, route: string, values: Record<string, unknown> = {}): string {
  return RequestBuilder.create().baseUrl(baseUrl).route(route).params(values).build().url;
}

describe("a relative template after the base URL", () => {
  it("gets one '/' between them when it starts with a path segment", () => {
    expect(endpoint("GET repos/{owner}", { owner: "octocat" }).url).toBe(
      "https://api.github.com/repos/octocat",
    );
    expect(built("https://ghe.example/api/v3", "GET repos/{owner}", { owner: "o" })).toBe(
      "https://ghe.example/api/v3/repos/o",
    );
    expect(built("https://ghe.example/api/", "GET repos/{owner}", { owner: "o" })).toBe(
      "https://ghe.example/api/repos/o",
    );
    expect(built("/api", "GET {owner}/x", { owner: "o" })).toBe("/api/o/x");
    expect(built("", "GET repos", {})).toBe("/repos");
  });

  it("adds no '/' before a query or a fragment the template starts with", () => {
    expect(endpoint("GET ?per_page=1").url).toBe("https://api.github.com?per_page=1");
    expect(endpoint("GET #readme").url).toBe("https://api.github.com#readme");
    expect(built("https://ghe.example/api", "GET ?a=1")).toBe("https://ghe.example/api?a=1");
    expect(built("https://ghe.example/api", "GET #f")).toBe("https://ghe.example/api#f");
    expect(built("/api", "GET ?a={a}", { a: "b" })).toBe("/api?a=b");
    // A base URL ending with "/" keeps its own.
    expect(built("https://ghe.example/api/", "GET ?a=1")).toBe("https://ghe.example/api/?a=1");
  });

  it("adds no '/' when the template expands to nothing", () => {
    expect(endpoint("GET {?q}").url).toBe("https://api.github.com");
    expect(endpoint("GET {?q}", { q: "x" }).url).toBe("https://api.github.com?q=x");
    expect(built("/api", "GET {#f}", {})).toBe("/api");
    expect(built("https://ghe.example/api", "GET {?q}{#f}", {})).toBe("https://ghe.example/api");
    // Parameters the template does not use then start the query string.
    expect(endpoint("GET {?q}", { page: 2 }).url).toBe("https://api.github.com?page=2");
  });

  it("does the same in parse() of merged options", () => {
    const merged = typedEndpoint.merge({ url: "?a=1", baseUrl: "https://ghe.example/api" });
    expect(typedEndpoint.parse(merged).url).toBe("https://ghe.example/api?a=1");
    expect(typedEndpoint.parse({ ...merged, url: "x/{y}", y: "z" }).url).toBe(
      "https://ghe.example/api/x/z",
    );
  });
});

describe("a base URL written with a backslash", () => {
  // "\" reads as "/" in a URL: "\" before "/{a}" or "{/a}" would read as "//host", a host the
  // value names; the base URL is refused before any value is read.
  it("is refused by endpoint(), parse() and the builder", () => {
    const message = (base: string) =>
      `baseUrl ${JSON.stringify(base)} holds a backslash, which URL parsers read as "/": write "/" instead`;
    for (const base of ["\\", "\\api", "/api\\"]) {
      const refused = errorOf(() => endpoint("GET {/a}{/b}", { baseUrl: base, a: "", b: "x" }));
      expect([refused.code, refused.message], base).toEqual(["INVALID_BASE_URL", message(base)]);
      const parsed = errorOf(() =>
        typedEndpoint.parse({ ...typedEndpoint.DEFAULTS, url: "/x", baseUrl: base }),
      );
      expect([parsed.code, parsed.message], base).toEqual(["INVALID_BASE_URL", message(base)]);
      const step = errorOf(() => built(base, "GET {+a}", { a: "/evil.example" }));
      expect([step.code, step.message], base).toEqual(["INVALID_BASE_URL", message(base)]);
    }
  });

  it("keeps a '//' that values made after a first segment of the base URL", () => {
    expect(built("/api", "GET {/a}{/b}", { a: "", b: "x" })).toBe("/api//x");
  });
});
