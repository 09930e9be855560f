import { describe, expect, it } from "vitest";
import { compileTemplate, endpoint, expandTemplate } from "../../src/index.js";
import {
  checkAuthority,
  hasValidHost,
  isDotSegment,
  isSlash,
  pathEndOf,
  startsWithNetworkPath,
} from "../../src/template/url-reading.js";
import { refusal } from "../support/thrown.js";

// C6 and C11 at their edges: which host text is valid (INVALID_HOST), and which path segments
// a value touched are judged as dot segments (PATH_TRAVERSAL).

const expand = (template: string, values: Record<string, unknown>) =>
  expandTemplate(compileTemplate(template), values);

describe("the literal host of a template", () => {
  it.each([
    ["https:///x", ""],
    ["https://.example.com/x", ".example.com"],
    ["https://:8080/x", ":8080"],
    ["https://me@:8080/x", ":8080"],
    ["file://localhost/x", "localhost"],
  ])("%s has no valid host: %j", (template, host) => {
    expect(refusal(() => compileTemplate(template))).toEqual([
      "INVALID_HOST",
      `the URL ${JSON.stringify(template)} has no valid host: ${JSON.stringify(host)}`,
    ]);
  });

  it("accepts a final dot, an empty port and a name the URL parser reads", () => {
    expect(expand("https://api.example.com./x", {})).toBe("https://api.example.com./x");
    expect(expand("https://api.example.com:/x", {})).toBe("https://api.example.com:/x");
    // Not a DNS name, but written by the template: `my_service` names a container.
    expect(expand("http://my_service:8080/x", {})).toBe("http://my_service:8080/x");
    expect(endpoint("GET http://my_service/x").url).toBe("http://my_service/x");
  });
});

describe("an IPv6 host before a port that a value writes", () => {
  it.each(["[::1]", "[::]", "[2001:db8::1]"])("%s keeps its port", (host) => {
    expect(expand(`https://${host}:{port}/x`, { port: 8443 })).toBe(`https://${host}:8443/x`);
  });
});

describe("hasValidHost and checkAuthority", () => {
  const url = "http://my_service/x";
  const start = 7;
  const end = 17; // the "/" after my_service

  it("accept a host the URL parser reads, unless asked for a host read as written", () => {
    expect(hasValidHost(url, start, end)).toBe(true);
    expect(hasValidHost(url, start, end, true)).toBe(false);
    expect(() => checkAuthority(url, start, end)).not.toThrow();
    expect(refusal(() => checkAuthority(url, start, end, true))).toEqual([
      "INVALID_HOST",
      'the URL "http://my_service/x" has no valid host: "my_service"',
    ]);
  });

  it("read the host after the last '@'", () => {
    expect(hasValidHost("https://a@b@api.example.com/", 8, 27, true)).toBe(true);
    expect(hasValidHost("https://api.example.com@/", 8, 24)).toBe(false);
  });
});

describe("isDotSegment", () => {
  it("reads a %2e only when all three characters lie before the end", () => {
    expect(isDotSegment(".%2e", 0, 4)).toBe(true);
    expect(isDotSegment(".%2e", 0, 3)).toBe(false);
    expect(isDotSegment("%2E", 0, 2)).toBe(false);
    expect(isDotSegment("x/%2e/", 2, 5)).toBe(true);
  });
});

describe("pathEndOf", () => {
  it("ends the path at the first '?' or '#'", () => {
    expect(pathEndOf("/a?b#c", 0)).toBe(2);
    expect(pathEndOf("/a#b?c", 0)).toBe(2);
    expect(pathEndOf("/a/b", 0)).toBe(4);
    expect(pathEndOf("?x/a#b", 1)).toBe(4);
  });
});

describe("network-path references", () => {
  it("read '\\' as '/'", () => {
    expect(isSlash(47)).toBe(true);
    expect(isSlash(92)).toBe(true);
    expect(isSlash(46)).toBe(false);
    expect(startsWithNetworkPath("\\\\evil.example")).toBe(true);
    expect(startsWithNetworkPath("/\\evil.example")).toBe(true);
    expect(startsWithNetworkPath("\\/evil.example")).toBe(true);
    expect(startsWithNetworkPath("/evil.example")).toBe(false);
  });

  it("refuses one that values make under a relative base URL, and a base URL with a backslash", () => {
    expect(
      refusal(() => endpoint("GET {/a}{/b}", { baseUrl: "", a: "", b: "evil.example" })),
    ).toEqual([
      "INVALID_HOST",
      'the URL "//evil.example" starts with "//", which a value made: it would name another host than the base URL ""',
    ]);
    // "\\" before "//evil.example" would read as "///evil.example": the base URL goes first.
    expect(
      refusal(() =>
        endpoint("GET {/a}{/b}", { baseUrl: "\\" as string, a: "", b: "evil.example" }),
      )[0],
    ).toBe("INVALID_BASE_URL");
  });
});

describe("dot segments judged on the expanded path", () => {
  it("names the path without its query", () => {
    expect(refusal(() => expand("/x/{+a}?q=1", { a: "../y" }))).toEqual([
      "PATH_TRAVERSAL",
      'the expanded path "/x/../y" has the dot segment "..", made by a value, which would change the path',
    ]);
    expect(refusal(() => expand("/x/{+a}", { a: "b/../c" }))).toEqual([
      "PATH_TRAVERSAL",
      'the expanded path "/x/b/../c" has the dot segment "..", made by a value, which would change the path',
    ]);
  });

  it("leaves literal dots alone that no value touched", () => {
    // The value lies in the query: the path's ".." is the template's.
    expect(expand("/x/..?{+a}", { a: "b.c" })).toBe("/x/..?b.c");
    // Both values lie in one segment; the literal ".." after it is the template's.
    expect(expand("/x/{a}{b}/../y", { a: "c.d", b: "e.f" })).toBe("/x/c.de.f/../y");
    // The second value starts at the "/" that ends the first one's segment.
    expect(expand("/x/{a}{+b}", { a: "v.", b: "/y.z" })).toBe("/x/v./y.z");
  });
});
