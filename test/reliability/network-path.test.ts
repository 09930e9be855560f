import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// C6 under a relative base URL ("", "/", "/api"): the result has no authority, so a value must
// never make it start with "//" (or "\\", "/\"), which a browser resolves to another host.

function viaBuilder(baseUrl: string, route: string, values: Record<string, unknown>): string {
  return RequestBuilder.create().baseUrl(baseUrl).route(route).params(values).build().url;
}

describe("a relative base URL and an empty value", () => {
  it.each([
    ["", "GET /{owner}/{repo}/issues", { owner: "", repo: "evil.example" }],
    ["/", "GET {/p*}", { p: ["", "evil.example", "x"] }],
    ["", "GET {+path}", { path: "//evil.example/x" }],
    ["/", "GET /{+path}", { path: "/evil.example/x" }],
    ["", "GET /{+path}", { path: "/evil.example/x" }],
    ["", "GET {/a}{/b}", { a: "", b: "evil.example" }],
  ])("baseUrl %j, %s with %j is INVALID_HOST", (baseUrl, route, values) => {
    expect(codeOf(() => endpoint(route, { baseUrl, ...values }))).toBe("INVALID_HOST");
    expect(codeOf(() => viaBuilder(baseUrl, route, values))).toBe("INVALID_HOST");
  });

  it("keeps a path under the relative base URL", () => {
    expect(endpoint("GET /{owner}/{repo}/issues", { baseUrl: "", owner: "o", repo: "r" }).url).toBe(
      "/o/r/issues",
    );
    expect(viaBuilder("/api", "GET {+path}", { path: "/evil.example/x" })).toBe(
      "/api/evil.example/x",
    );
    expect(viaBuilder("", "GET {+path}", { path: "/evil.example/x" })).toBe("/evil.example/x");
    expect(endpoint("GET {/p*}", { baseUrl: "/", p: ["a", "b"] }).url).toBe("/a/b");
  });

  it("keeps a leading // that the base URL or the literal text wrote", () => {
    expect(endpoint("GET /x/{a}", { baseUrl: "//cdn.example", a: "b" }).url).toBe(
      "//cdn.example/x/b",
    );
    expect(endpoint("GET //cdn.example/{a}", { baseUrl: "", a: "b" }).url).toBe("//cdn.example/b");
  });

  it("names the URL and the base URL", () => {
    expect(() =>
      endpoint("GET /{owner}/{repo}/issues", { baseUrl: "", owner: "", repo: "evil.example" }),
    ).toThrow('the URL "//evil.example/issues" starts with "//", which a value made');
  });
});
