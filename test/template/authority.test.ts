import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";

// C6 for absolute templates: an expression in the authority writes host-name characters (a
// port only after a literal ":"), never ends the authority, and never extends a host the
// literal text wrote; the host the URL parser reads is the host that was written.

function url(route: string, values: Record<string, unknown>): string {
  return endpoint(route, values).url;
}

describe("a literal host followed directly by an expression", () => {
  it.each<[string, Record<string, unknown>]>([
    ["GET https://api.example.com{+path}", { path: ".evil.example/x" }],
    ["GET https://api.example.com{path}", { path: ".evil.example" }],
    ["GET https://api.example.com{+path}", { path: ":8443/x" }],
    ["GET https://uploads.example.com{/path*}{.format}", { path: [], format: "evil.example" }],
    ["GET https://api.example.com{.format}", { format: "evil.example" }],
    ["GET https://api.example.com{;x}", { x: "evil" }],
    ["GET http://127.0.0.1{+a}:8080/x", { a: "1" }],
    ["GET http://127.0.0.1{a}:8080/x", { a: ".evil.example" }],
    ["GET https://[::1]{a}:8443/x", { a: "1" }],
    ["GET https://{u}@api.example.com{a}:8443/x", { u: "me", a: "x" }],
    ["GET https://api.example.com{&x}", { x: "evil" }],
    ["GET https://api.example.com:8443{+port}/x", { port: "1" }],
  ])("%s with %j is INVALID_HOST", (route, values) => {
    expect(codeOf(() => endpoint(route, values))).toBe("INVALID_HOST");
    expect(codeOf(() => RequestBuilder.create().route(route).params(values).build())).toBe(
      "INVALID_HOST",
    );
  });

  it("starts the path, query or fragment when the expression writes no host", () => {
    expect(url("GET https://api.example.com{+path}", { path: "/repos/x" })).toBe(
      "https://api.example.com/repos/x",
    );
    expect(
      url("GET https://uploads.example.com{/path*}{.format}", { path: ["a"], format: "json" }),
    ).toBe("https://uploads.example.com/a.json");
    expect(url("GET https://api.example.com{?q}", { q: "x" })).toBe("https://api.example.com?q=x");
    expect(url("GET https://api.example.com{#f}", { f: "x" })).toBe("https://api.example.com#x");
    expect(url("GET https://api.example.com{+path}", {})).toBe("https://api.example.com");
  });
});

describe("an expression inside the authority", () => {
  it.each(["evil.example/", "evil.example?", "evil.example#", "#", "/", "?x", "evil.example/x"])(
    "{+tenant} = %j never ends the authority",
    (tenant) => {
      expect(codeOf(() => url("GET https://{+tenant}.example.com/api", { tenant }))).toBe(
        "INVALID_HOST",
      );
      expect(codeOf(() => url("GET https://{+tenant}/api", { tenant }))).toBe("INVALID_HOST");
    },
  );

  it.each([
    ["1", "read as 0.0.0.1"],
    ["0x7f.1", "read as 127.0.0.1"],
    ["-", "no host name"],
    ["a..b", "an empty label"],
    ["https://evil.example", "a scheme"],
    ["evil.example:8443", "a port the template does not put there"],
    ["user@evil.example", "user info"],
  ])("refuses the host %j (%s) that a value made", (tenant) => {
    expect(codeOf(() => url("GET https://{+tenant}/api", { tenant }))).toBe("INVALID_HOST");
  });

  it("accepts host names and a port where the template puts them", () => {
    expect(url("GET https://{tenant}.example.com/api", { tenant: "acme" })).toBe(
      "https://acme.example.com/api",
    );
    expect(url("GET https://api{n}.example.com/x", { n: 2 })).toBe("https://api2.example.com/x");
    expect(url("GET https://{host}:{port}/api", { host: "acme.example", port: 8080 })).toBe(
      "https://acme.example:8080/api",
    );
    expect(url("GET https://{+tenant}/api", { tenant: "1.2.3.4" })).toBe("https://1.2.3.4/api");
    expect(url("GET https://{user}@api.example.com/x", { user: "a b" })).toBe(
      "https://a%20b@api.example.com/x",
    );
  });

  it("refuses a port that is not a number", () => {
    expect(codeOf(() => url("GET https://api.example.com:{port}/x", { port: "80a" }))).toBe(
      "INVALID_HOST",
    );
    expect(codeOf(() => url("GET https://api.example.com:{port}/x", { port: 99999 }))).toBe(
      "INVALID_HOST",
    );
  });

  it("names the expression and what fits there", () => {
    expect(() => url("GET https://api.example.com{path}", { path: ".evil.example" })).toThrow(
      "the expression {path} writes \".evil.example\" into the URL's authority, where only nothing (the host the template names ends there) or a path that starts with '/' fits",
    );
    expect(() => url("GET https://{+tenant}.example.com/api", { tenant: "evil.example/" })).toThrow(
      'the expression {+tenant} ends the URL\'s authority with "evil.example/"',
    );
  });
});
