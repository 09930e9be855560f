import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";
import { errorOf } from "../support/thrown.js";

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

/** The code and message of the error `endpoint(route, values)` throws. */
function refusal(route: string, values: Record<string, unknown>): [string, string] {
  const error = errorOf(() => endpoint(route, values));
  return [error.code, error.message];
}

const GLUED = "nothing (the host the template names ends there) or a path that starts with '/'";
const HOST_CHARACTERS = "host-name characters (letters, digits, '-', '.')";

describe("the last character of a literal host before an expression", () => {
  // A letter, a digit or "]" completes a host: a value glued to it would extend that host.
  it.each([
    ["https://node0{x}/y", "0"],
    ["https://node9{x}/y", "9"],
    ["https://example.ca{x}/y", "a"],
    ["https://example.biz{x}/y", "z"],
    ["https://EXAMPLE.CA{x}/y", "A"],
    ["https://EXAMPLE.BIZ{x}/y", "Z"],
  ])("%s: a value after %j extends the host", (template) => {
    expect(refusal(`GET ${template}`, { x: "1" })).toEqual([
      "INVALID_HOST",
      `the expression {x} writes "1" into the URL's authority, where only ${GLUED} fits`,
    ]);
  });

  it("refuses a value glued to a literal IPv6 address, before a literal port too", () => {
    expect(refusal("GET https://[::1]{a}:8443/x", { a: "1" })).toEqual([
      "INVALID_HOST",
      `the expression {a} writes "1" into the URL's authority, where only ${GLUED} fits`,
    ]);
  });

  it("refuses a value glued to a literal host that a literal path follows", () => {
    expect(refusal("GET https://api.example.com{x}/y", { x: "evil" })).toEqual([
      "INVALID_HOST",
      `the expression {x} writes "evil" into the URL's authority, where only ${GLUED} fits`,
    ]);
  });

  it("lets a value go on after a literal '.', '-' or '@', or the scheme's '//'", () => {
    expect(url("GET https://api.{domain}/x", { domain: "example.com" })).toBe(
      "https://api.example.com/x",
    );
    expect(url("GET https://api-{n}.example.com/x", { n: 2 })).toBe("https://api-2.example.com/x");
    expect(url("GET https://me@{host}/x", { host: "api.example.com" })).toBe(
      "https://me@api.example.com/x",
    );
    expect(url("GET https://{host}/x", { host: "api.example.com" })).toBe(
      "https://api.example.com/x",
    );
  });

  it("lets a value go on after another value", () => {
    expect(url("GET https://{tenant}{suffix}/x", { tenant: "acme", suffix: ".example.com" })).toBe(
      "https://acme.example.com/x",
    );
  });
});

describe("what fits where, in the message", () => {
  it("host-name characters after the scheme's '//' and after another value", () => {
    expect(refusal("GET https://{+host}/x", { host: "a_b" })).toEqual([
      "INVALID_HOST",
      `the expression {+host} writes "a_b" into the URL's authority, where only ${HOST_CHARACTERS} fits`,
    ]);
    expect(refusal("GET https://{tenant}{suffix}/x", { tenant: "acme", suffix: "_x" })).toEqual([
      "INVALID_HOST",
      `the expression {suffix} writes "_x" into the URL's authority, where only ${HOST_CHARACTERS} fits`,
    ]);
  });

  it("a port number after a literal ':'", () => {
    expect(refusal("GET https://api.example.com:{port}/x", { port: "80a" })).toEqual([
      "INVALID_HOST",
      `the expression {port} writes "80a" into the URL's authority, where only a port number fits`,
    ]);
  });

  it("user info before a literal '@'", () => {
    expect(refusal("GET https://{+user}@api.example.com/x", { user: "me@evil.example" })).toEqual([
      "INVALID_HOST",
      `the expression {+user} writes "me@evil.example" into the URL's authority, where only user info without '@', '/', '?' or '#' fits`,
    ]);
  });
});

describe("a value that ends the authority", () => {
  it("is refused when it wrote host text first, with the host it would leave", () => {
    expect(refusal("GET https://{+tenant}/api", { tenant: "evil.example/" })).toEqual([
      "INVALID_HOST",
      `the expression {+tenant} ends the URL's authority with "evil.example/", which would change the host the template names`,
    ]);
  });

  it("is refused when literal host text follows it", () => {
    expect(refusal("GET https://api{+x}.example.com/y", { x: "/evil" })).toEqual([
      "INVALID_HOST",
      `the expression {+x} ends the URL's authority with "/evil", which would change the host the template names`,
    ]);
  });

  it("starts the path after a complete literal host, a literal path after it", () => {
    expect(url("GET https://api.example.com{+path}/x", { path: "/repos" })).toBe(
      "https://api.example.com/repos/x",
    );
    expect(url("GET https://api.example.com:8443{+path}/x", { path: "/repos" })).toBe(
      "https://api.example.com:8443/repos/x",
    );
  });
});

describe("a literal host the URL parser reads but that is no DNS name", () => {
  // Written by the template, not by a value: `my_service` (a container's name) stays usable.
  it("is kept when no value writes into the authority", () => {
    expect(url("GET http://my_service:8080{+path}", { path: "/x" })).toBe(
      "http://my_service:8080/x",
    );
    expect(url("GET http://my_service:8080{+path}", {})).toBe("http://my_service:8080");
    expect(url("GET http://my_service:8080/x", {})).toBe("http://my_service:8080/x");
  });

  it("is refused when a value writes into the authority, as the parser would not read it back", () => {
    expect(refusal("GET http://my_service:{port}/x", { port: 8080 })).toEqual([
      "INVALID_HOST",
      'the URL "http://my_service:8080/x" has no valid host: "my_service:8080"',
    ]);
  });
});

describe("the path of a template whose authority a value writes", () => {
  it("is where dot segments are judged, and what the message names", () => {
    expect(refusal("GET https://{host}/x/{+p}", { host: "api.example.com", p: "a/../b" })).toEqual([
      "PATH_TRAVERSAL",
      'the expanded path "/x/a/../b" has the dot segment "..", made by a value, which would change the path',
    ]);
    expect(url("GET https://{host}/x/{p}", { host: "api.example.com", p: "a.b" })).toBe(
      "https://api.example.com/x/a.b",
    );
  });
});
