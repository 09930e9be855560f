import { describe, expect, it } from "vitest";
import { copyMergedOptions } from "../../src/core/copy.js";
import { BUILT_IN_DEFAULTS } from "../../src/core/defaults.js";
import { normalizeHeaders } from "../../src/core/headers.js";
import { addPreviews } from "../../src/core/media-type.js";
import { merge } from "../../src/core/merge.js";
import type { MergedOptions } from "../../src/core/options.js";
import { endpoint, isRestbuildError, RequestBuilder } from "../../src/index.js";
import { USER_AGENT } from "../support/package-version.js";
import { errorOf } from "../support/thrown.js";

const ACCEPT = "application/vnd.github.v3+json";

describe("endpoint.merge(route, options)", () => {
  it("returns the fully defaulted options, not yet expanded", () => {
    expect(endpoint.merge("GET /orgs/{org}/repos", { org: "octokit", type: "private" })).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/orgs/{org}/repos",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
      mediaType: { format: "", previews: [] },
      org: "octokit",
      type: "private",
    });
  });

  it("keeps :name placeholders in the URL as written", () => {
    expect(endpoint.merge("GET /orgs/:org/repos", { org: "octokit" }).url).toBe("/orgs/:org/repos");
  });

  it("keeps a query expression in the URL unexpanded", () => {
    const url = "https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}";
    expect(endpoint.merge(`POST ${url}`, { name: "x" }).url).toBe(url);
  });

  it("takes the URL from a route without a method and keeps the default method", () => {
    const merged = endpoint.merge("/user");
    expect(merged.method).toBe("GET");
    expect(merged.url).toBe("/user");
  });
});

describe("endpoint.merge(options)", () => {
  it("reads method and url from the options object", () => {
    expect(endpoint.merge({ method: "POST", url: "/gists", public: true })).toEqual({
      method: "POST",
      baseUrl: "https://api.github.com",
      url: "/gists",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
      mediaType: { format: "", previews: [] },
      public: true,
    });
  });

  it("returns the defaults alone for an empty options object", () => {
    expect(endpoint.merge({})).toEqual(endpoint.DEFAULTS);
    expect(endpoint.merge({})).not.toHaveProperty("url");
  });
});

describe("endpoint.merge() method (C1)", () => {
  it("keeps the defaulted method uppercase GET", () => {
    expect(endpoint.merge({ url: "/x" }).method).toBe("GET");
  });

  it.each(["GET", "PATCH", "patch", "Post"])("keeps the given method %s as given", (method) => {
    expect(endpoint.merge(`${method} /x`).method).toBe(method);
    expect(endpoint.merge({ method, url: "/x" }).method).toBe(method);
  });
});

describe("endpoint.merge() headers", () => {
  it("lowercases header names and merges them over the defaults", () => {
    expect(
      endpoint.merge("GET /x", { headers: { Authorization: "token abc", Accept: "text/html" } })
        .headers,
    ).toEqual({ accept: "text/html", "user-agent": USER_AGENT, authorization: "token abc" });
  });

  it("removes undefined header values and keeps the default in their place", () => {
    expect(
      endpoint.merge("GET /x", { headers: { accept: undefined, "x-a": undefined } }).headers,
    ).toEqual({
      accept: ACCEPT,
      "user-agent": USER_AGENT,
    });
  });
});

describe("endpoint.merge() parameters", () => {
  it("removes undefined parameters and keeps null ones", () => {
    const merged = endpoint.merge("PATCH /x", { a: undefined, b: null, c: "" });
    expect(merged).not.toHaveProperty("a");
    expect(merged.b).toBeNull();
    expect(merged.c).toBe("");
  });

  it("keeps data and request as given", () => {
    const merged = endpoint.merge("POST /x", { data: "text", request: { timeout: 1 } });
    expect(merged.data).toBe("text");
    expect(merged.request).toEqual({ timeout: 1 });
  });

  it("keeps the baseUrl of the options", () => {
    expect(endpoint.merge("GET /x", { baseUrl: "https://ghe.example.com" }).baseUrl).toBe(
      "https://ghe.example.com",
    );
  });
});

describe("endpoint.merge() media types (C2)", () => {
  it("strips a trailing -preview from preview names on every URL", () => {
    expect(
      endpoint.merge("GET /repos/o/r/topics", { mediaType: { previews: ["mercy-preview"] } })
        .mediaType,
    ).toEqual({ format: "", previews: ["mercy"] });
  });

  it("de-duplicates previews after stripping, first occurrence first", () => {
    expect(
      endpoint.merge("GET /x", { mediaType: { previews: ["b", "a-preview", "b-preview", "a"] } })
        .mediaType.previews,
    ).toEqual(["b", "a"]);
  });

  it("merges previews with those of the defaults, defaults' names first", () => {
    const withPreviews = endpoint.defaults({ mediaType: { previews: ["a", "b"] } });
    expect(
      withPreviews.merge("GET /x", { mediaType: { previews: ["c", "a-preview"] } }).mediaType,
    ).toEqual({ format: "", previews: ["a", "b", "c"] });
  });

  it("keeps the format", () => {
    expect(endpoint.merge("GET /x", { mediaType: { format: "raw" } }).mediaType).toEqual({
      format: "raw",
      previews: [],
    });
  });
});

describe("endpoint.merge() and parse()", () => {
  it.each<[string, Record<string, unknown>]>([
    ["GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open" }],
    ["POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }],
    ["PUT /user/starred/:owner/:repo", { owner: "o", repo: "r" }],
    ["GET /x", { mediaType: { format: "raw", previews: ["mercy"] } }],
    ["POST /markdown/raw", { data: "x", headers: { "content-type": "text/plain" } }],
  ])("parse(merge(%s, %j)) equals endpoint()", (route, options) => {
    expect(endpoint.parse(endpoint.merge(route, options))).toEqual(endpoint(route, options));
  });

  it("lets the caller write into merge() output before parsing it", () => {
    const merged = endpoint.merge("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
    merged.headers.authorization = "token abc";
    merged.per_page = 5;
    merged.mediaType.previews.push("mercy");
    expect(endpoint.parse(merged)).toEqual({
      method: "get",
      url: "https://api.github.com/repos/o/r?per_page=5",
      headers: {
        accept: "application/vnd.github.mercy-preview+json",
        "user-agent": USER_AGENT,
        authorization: "token abc",
      },
    });
  });

  it("returns a fresh object on every call", () => {
    const first = endpoint.merge("GET /x");
    const second = endpoint.merge("GET /x");
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
    expect(first.headers).not.toBe(second.headers);
    expect(first.mediaType).not.toBe(second.mediaType);
    expect(first.mediaType.previews).not.toBe(second.mediaType.previews);
  });
});

describe("undefined means not given, at every depth", () => {
  it("lets a default inside a map show through an undefined member", () => {
    const withMap = endpoint.defaults({ f: { a: 1, b: 2 } });
    expect(withMap("POST /x", { f: { a: undefined } }).body).toEqual({ f: { a: 1, b: 2 } });
    expect(withMap.merge("POST /x", { f: { a: undefined, c: 3 } }).f).toEqual({
      a: 1,
      b: 2,
      c: 3,
    });
  });

  it("lets a default under request show through an undefined member", () => {
    const timed = endpoint.defaults({ request: { timeout: 5, retries: 1 } });
    expect(timed("GET /x", { request: { timeout: undefined } }).request).toEqual({
      timeout: 5,
      retries: 1,
    });
  });

  it("merges the same way in the builder", () => {
    const built = RequestBuilder.create()
      .merge({ f: { a: 1 } })
      .merge({ f: { a: undefined, b: 2 } })
      .route("POST /x")
      .build();
    expect(built.body).toEqual({ f: { a: 1, b: 2 } });
  });

  it("still replaces a default with a given falsy value", () => {
    const withMap = endpoint.defaults({ f: { a: 1 } });
    expect(withMap("POST /x", { f: { a: null } }).body).toEqual({ f: { a: null } });
    expect(withMap("POST /x", { f: { a: 0 } }).body).toEqual({ f: { a: 0 } });
  });
});

describe("request must be a plain object, null, false or undefined", () => {
  it.each([null, false, undefined])("treats request %s as no request", (request) => {
    expect(endpoint("GET /x", { request } as never)).not.toHaveProperty("request");
    expect(endpoint.merge("GET /x", { request } as never)).not.toHaveProperty("request");
  });

  it.each<[unknown, string]>([
    [0, "0"],
    ["", '""'],
    [Number.NaN, "NaN"],
    [1, "1"],
    ["x", '"x"'],
    [[], "array"],
  ])("rejects request %s with INVALID_OPTIONS, naming the value", (request, named) => {
    for (const call of [
      () => endpoint("GET /x", { request } as never),
      () => endpoint.merge("GET /x", { request } as never),
      () => endpoint.defaults({ request } as never),
      () => RequestBuilder.create().merge({ request } as never),
    ]) {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(isRestbuildError(thrown)).toBe(true);
      expect((thrown as { code: string }).code).toBe("INVALID_OPTIONS");
      expect((thrown as Error).message).toContain(named);
    }
  });
});

describe("addPreviews()", () => {
  // Short lists are searched directly and long ones through a set: both keep each name once,
  // at its first place.
  it("keeps the first occurrence of each name, for short and long lists alike", () => {
    for (const count of [1, 3, 8, 16, 17, 40]) {
      const names = Array.from({ length: count }, (_, k) => `p${k % 5}${k % 3 ? "" : "-x"}`);
      const previews = ["p3", "other"];
      addPreviews(previews, names);
      const expected = ["p3", "other"];
      for (const name of names) if (!expected.includes(name)) expected.push(name);
      expect(previews, `${count} names`).toEqual(expected);
    }
  });
});

describe("headers and mediaType that are not plain objects", () => {
  it.each<[string, () => unknown, string]>([
    [
      "headers of endpoint()",
      () => endpoint("GET /x", { headers: "x" } as never),
      'headers must be a plain object, got "x"',
    ],
    [
      "headers of endpoint.parse()",
      () => endpoint.parse({ ...endpoint.DEFAULTS, url: "/x", headers: 5 } as never),
      "headers must be a plain object, got 5",
    ],
    [
      "headers of normalizeHeaders()",
      () => normalizeHeaders([]),
      "headers must be a plain object, got an array",
    ],
    [
      "mediaType of endpoint()",
      () => endpoint("GET /x", { mediaType: "raw" } as never),
      'mediaType must be a plain object, got "raw"',
    ],
  ])("refuses %s with INVALID_OPTIONS, naming the option", (_name, call, message) => {
    const error = errorOf(call);
    expect(error.code).toBe("INVALID_OPTIONS");
    expect(error.message).toBe(message);
  });
});

describe("__proto__ keys are dropped, never set a prototype (C9)", () => {
  const parsed = () => JSON.parse('{"__proto__": {"polluted": "yes"}, "X-A": "b"}');

  it("in headers that are normalized", () => {
    const headers = normalizeHeaders(parsed());
    expect(headers).toEqual({ "x-a": "b" });
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
  });

  it("in headers merged with an undefined member", () => {
    const headers = parsed();
    headers["x-gone"] = undefined;
    const merged = endpoint("GET /x", { headers }).headers;
    expect(merged).toEqual({ accept: ACCEPT, "user-agent": USER_AGENT, "x-a": "b" });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });

  it("in a copy of merged options", () => {
    const options = JSON.parse('{"__proto__": {"polluted": "yes"}, "url": "/x"}');
    const copy = copyMergedOptions(options);
    expect(copy).toEqual({ url: "/x" });
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect("polluted" in copy).toBe(false);
  });
});

describe("merge() over defaults of any shape", () => {
  const defaultsWith = (headers: Record<string, string>): MergedOptions => ({
    ...BUILT_IN_DEFAULTS,
    headers,
  });

  it("copies every default header, whatever names they have", () => {
    for (const headers of [
      { "x-a": "1", "user-agent": "u" },
      { accept: "text/html", "x-b": "2" },
      { accept: "text/html", "user-agent": "u", "x-c": "3" },
    ] as Record<string, string>[]) {
      const merged = merge(Object.freeze(defaultsWith(headers)), "GET /x");
      expect(merged.headers).toEqual(headers);
      expect(merged.headers).not.toBe(headers);
    }
  });

  it("reads defaults that are not frozen afresh on every merge", () => {
    const defaults = defaultsWith({ accept: ACCEPT, "user-agent": "u" });
    expect(merge(defaults, "GET /x")).not.toHaveProperty("per_page");
    defaults.per_page = 5;
    defaults.headers = { ...defaults.headers, authorization: "token t" };
    const merged = merge(defaults, "GET /x");
    expect(merged.per_page).toBe(5);
    expect(merged.headers).toEqual({ accept: ACCEPT, "user-agent": "u", authorization: "token t" });
  });
});
