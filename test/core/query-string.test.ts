import { describe, expect, it } from "vitest";
import { queryPair, withQuery } from "../../src/core/query-string.js";
import { endpoint, RequestBuilder } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";
import { errorOf } from "../support/thrown.js";

describe("queryPair()", () => {
  it("encodes name and value, keeping the brackets of a name and the + of q", () => {
    expect(queryPair("labels[]", "a b")).toBe("labels[]=a%20b");
    expect(queryPair("q", "is:open+label:bug")).toBe("q=is%3Aopen+label%3Abug");
    expect(queryPair("ids", [1, 2])).toBe("ids=1%2C2");
  });
});

describe("queryPair() with a value that has no text", () => {
  it("refuses functions and symbols with INVALID_QUERY_VALUE, naming the parameter", () => {
    for (const value of [() => 1, Symbol("s")]) {
      expect(() => queryPair("per_page", value)).toThrow(
        expect.objectContaining({ code: "INVALID_QUERY_VALUE" }),
      );
      expect(() => queryPair("per_page", value)).toThrow(/query parameter "per_page"/);
    }
  });
});

describe("a lone UTF-16 surrogate in a query", () => {
  // encodeURIComponent throws a URIError for it; the library's error names where it is.
  it.each<[string, () => unknown, string]>([
    [
      "a name",
      () => queryPair("a\uD800", "x"),
      'query parameter name "a\\ud800" contains a lone UTF-16 surrogate',
    ],
    [
      "a value",
      () => queryPair("per_page", "x\uDC00"),
      'query parameter "per_page" "x\\udc00" contains a lone UTF-16 surrogate',
    ],
    [
      "the search parameter q",
      () => queryPair("q", "is:open+\uD800"),
      'query parameter q "\\ud800" contains a lone UTF-16 surrogate',
    ],
    [
      "a value given to endpoint()",
      () => endpoint("GET /x", { labels: ["a", "\uD800"] }),
      'query parameter "labels" "a,\\ud800" contains a lone UTF-16 surrogate',
    ],
  ])("refuses %s with INVALID_QUERY_VALUE, saying where it is", (_name, call, message) => {
    const error = errorOf(call);
    expect(error.code).toBe("INVALID_QUERY_VALUE");
    expect(error.message).toBe(message);
    expect(error.cause).toBeInstanceOf(URIError);
  });
});

describe("withQuery()", () => {
  it("adds to an existing query string, and leaves the URL alone for an empty one", () => {
    expect(withQuery("https://a.example/x?a=1", "c=2")).toBe("https://a.example/x?a=1&c=2");
    expect(withQuery("https://a.example/x", "")).toBe("https://a.example/x");
  });

  it("puts the query before a fragment, where a client sends it", () => {
    expect(withQuery("https://a.example/x#top", "a=1")).toBe("https://a.example/x?a=1#top");
    expect(withQuery("https://a.example/x?b=2#top?c", "a=1")).toBe(
      "https://a.example/x?b=2&a=1#top?c",
    );
    expect(withQuery("https://a.example/x#a#b", "a=1")).toBe("https://a.example/x?a=1#a#b");
  });
});

describe("an object as a query value, the same through every entry", () => {
  // A map is written with String(), as the reference does: `[object Object]` for an object
  // literal, INVALID_QUERY_VALUE for one without a prototype, which has no text.
  const builder = RequestBuilder.create().route("GET /x" as string);
  const entries: [string, (value: object) => string][] = [
    ["endpoint()", (value) => endpoint("GET /x", { b: value }).url],
    ["endpoint.defaults()", (value) => endpoint.defaults({ b: value })("GET /x").url],
    ["builder.param()", (value) => builder.param("b", value).build().url],
    ["builder.params()", (value) => builder.params({ b: value }).build().url],
    ["builder.merge()", (value) => builder.merge({ b: value }).build().url],
  ];

  it.each(entries)("%s refuses an object without a prototype", (_name, call) => {
    expect(codeOf(() => call(Object.create(null)))).toBe("INVALID_QUERY_VALUE");
  });

  it.each(entries)("%s writes an object literal as the reference does", (_name, call) => {
    expect(call({ a: 1 })).toBe("https://api.github.com/x?b=%5Bobject%20Object%5D");
  });
});
