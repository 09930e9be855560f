import { describe, expect, it } from "vitest";
import { queryPair, withQuery } from "../../src/core/query-string.js";

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
