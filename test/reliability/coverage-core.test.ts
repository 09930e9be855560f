import { describe, expect, it } from "vitest";
import { appendQuery } from "../../src/core/query-string.js";
import { endpoint, isRestbuildError, RequestBuilder, toFetch } from "../../src/index.js";

// Behaviour on branches that the other test files did not reach.

describe("a URL template that names an option key", () => {
  it("never reads the option of that name as a parameter", () => {
    // As @octokit/endpoint: method, url, baseUrl, headers, request and mediaType are options.
    expect(endpoint({ url: "/search{?url,method,baseUrl,q}", q: "x" }).url).toBe(
      "https://api.github.com/search?q=x",
    );
    // "/x/" loses its one trailing slash (C7).
    expect(endpoint("GET /x/{headers}" as string, {}).url).toBe("https://api.github.com/x");
  });

  it("still sends the other parameters, and no __proto__ key, in the query and the body", () => {
    const merged = {
      ...endpoint.merge("GET /items{?request}"),
      ...JSON.parse('{"__proto__": "p", "page": 2}'),
    };
    const result = endpoint.parse(merged);
    expect(result.url).toBe("https://api.github.com/items?page=2");
    const posted = endpoint.parse({ ...merged, method: "POST" });
    expect(posted.url).toBe("https://api.github.com/items");
    expect(posted.body).toEqual({ page: 2 });
    expect(Object.keys(posted.body as object)).toEqual(["page"]);
  });
});

describe("merging one builder into another", () => {
  it("carries the media format of the merged builder", () => {
    const withFormat = RequestBuilder.create().format("diff");
    const result = RequestBuilder.create()
      .route("GET /repos/o/r/pulls/1")
      .merge(withFormat)
      .build();
    expect(result.headers.accept).toBe("application/vnd.github.v3.diff");
  });

  it("keeps this builder's format when the merged one sets none", () => {
    const withHeader = RequestBuilder.create().header("x-a", "1");
    const result = RequestBuilder.create().route("GET /x").format("raw").merge(withHeader).build();
    expect(result.headers.accept).toBe("application/vnd.github.v3.raw");
    expect(result.headers["x-a"]).toBe("1");
  });
});

describe("a body without JSON text", () => {
  it("names what a throwing toJSON() threw, also when it is not an Error", () => {
    const body = {
      toJSON() {
        throw "no JSON for this value";
      },
    };
    let thrown: unknown;
    try {
      toFetch({ method: "post", url: "https://api.example.com/x", headers: {}, body });
    } catch (error) {
      thrown = error;
    }
    expect(isRestbuildError(thrown)).toBe(true);
    expect((thrown as { code: string }).code).toBe("INVALID_BODY");
    expect((thrown as Error).message).toContain("no JSON for this value");
  });
});

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

describe("a URL with a fragment", () => {
  it("keeps the query parameters in the query, and the fragment last", () => {
    const url = endpoint("GET /x/#notes", { page: 2 }).url;
    expect(url).toBe("https://api.github.com/x?page=2#notes");
    expect(new URL(url).searchParams.get("page")).toBe("2");
    expect(endpoint("GET /x?a=1#notes", { page: 2 }).url).toBe(
      "https://api.github.com/x?a=1&page=2#notes",
    );
    expect(endpoint("GET /x{#section}", { section: "s", page: 2 }).url).toBe(
      "https://api.github.com/x?page=2#s",
    );
  });

  it("loses only the one trailing slash of the path, never one in the fragment", () => {
    expect(endpoint("GET /x/#notes/").url).toBe("https://api.github.com/x#notes/");
    expect(endpoint("GET https://h.example/#f").url).toBe("https://h.example/#f");
  });
});
