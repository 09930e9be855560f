import { describe, expect, it } from "vitest";
import { appendQuery } from "../../src/core/query-string.js";

describe("appendQuery()", () => {
  it("leaves out undefined values and adds to an existing query string", () => {
    expect(appendQuery("https://a.example/x?a=1", { b: undefined, c: "2", d: undefined })).toBe(
      "https://a.example/x?a=1&c=2",
    );
    expect(appendQuery("https://a.example/x", { b: undefined })).toBe("https://a.example/x");
  });

  it("puts the query before a fragment, where a client sends it", () => {
    expect(appendQuery("https://a.example/x#top", { a: 1 })).toBe("https://a.example/x?a=1#top");
    expect(appendQuery("https://a.example/x?b=2#top?c", { a: 1 })).toBe(
      "https://a.example/x?b=2&a=1#top?c",
    );
    expect(appendQuery("https://a.example/x#a#b", { a: 1 })).toBe("https://a.example/x?a=1#a#b");
  });
});
