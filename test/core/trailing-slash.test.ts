import { describe, expect, it } from "vitest";
import { RequestBuilder, type RequestOptions, endpoint as typedEndpoint } from "../../src/index.js";

// C7: one trailing "/" of the expanded path goes (never one in the query or fragment), unless
// the path is just "/". Where the path ends depends on the template and on the values.

const endpoint = typedEndpoint as unknown as (
  route: string,
  options?: Record<string, unknown>,
) => RequestOptions;

describe("the trailing slash of a path before a literal query", () => {
  it("goes even when a value ends the template", () => {
    expect(endpoint("GET /items/?q={q}", { q: "a" }).url).toBe("https://api.github.com/items?q=a");
    expect(endpoint("GET /items/?q={q}", { q: 12 }).url).toBe("https://api.github.com/items?q=12");
    expect(endpoint("GET /items/?q={q}", { q: "a", page: 2 }).url).toBe(
      "https://api.github.com/items?q=a&page=2",
    );
    expect(endpoint("GET https://h.example/x/#{f}", { f: "top" }).url).toBe(
      "https://h.example/x#top",
    );
    const built = RequestBuilder.create()
      .baseUrl("https://ghe.example/api")
      .route("GET /items/?q={q}")
      .params({ q: "a" })
      .build();
    expect(built.url).toBe("https://ghe.example/api/items?q=a");
  });

  it("stays in the query", () => {
    expect(endpoint("GET /items?q={q}/", { q: "a" }).url).toBe("https://api.github.com/items?q=a/");
  });
});

describe("the trailing slash and a parameter named 'undefined'", () => {
  // The name is as good as any other: it never decides where the path ends.
  it("goes after a literal '/' at the end of the template", () => {
    expect(endpoint("GET /x/", { undefined: "z" }).url).toBe(
      "https://api.github.com/x?undefined=z",
    );
    expect(endpoint("POST x/", { undefined: "z" })).toStrictEqual({
      method: "post",
      url: "https://api.github.com/x",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": expect.any(String),
        "content-type": "application/json; charset=utf-8",
      },
      body: { undefined: "z" },
    });
  });

  it("goes after an expression other than {name} at the end of the template", () => {
    expect(endpoint("GET /x{/rest}", { rest: "", undefined: "z" }).url).toBe(
      "https://api.github.com/x?undefined=z",
    );
    expect(endpoint("GET /x/{rest*}", { rest: [], undefined: "z" }).url).toBe(
      "https://api.github.com/x?undefined=z",
    );
    expect(endpoint("GET /x/{rest:3}", { rest: "", undefined: "z" }).url).toBe(
      "https://api.github.com/x?undefined=z",
    );
  });

  it("stays after a {name} whose value is written", () => {
    expect(endpoint("GET /x/{id}", { id: "a", undefined: "z" }).url).toBe(
      "https://api.github.com/x/a?undefined=z",
    );
  });
});
