import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyMergedOptions, freezeDeep } from "../../src/core/copy.js";
import { BUILT_IN_DEFAULTS } from "../../src/core/defaults.js";
import { merge } from "../../src/core/merge.js";
import { parse, parseMerged } from "../../src/core/parse.js";
import { endpoint, isRestbuildError, type MergedOptions } from "../../src/index.js";
import { codeOf } from "../support/code-of.js";
import { generatedCall } from "../support/differential-arbitraries.js";
import { fuzzRuns } from "../support/fuzz-runs.js";

const ACCEPT = "application/vnd.github.v3+json";

/** Merged options written by hand, as another library might hold them. */
function mergedOptions(overrides: Partial<MergedOptions> = {}): MergedOptions {
  return {
    method: "GET",
    baseUrl: "https://api.github.com",
    url: "/repos/{owner}/{repo}/issues",
    headers: { accept: ACCEPT, "user-agent": "my-app/1.0" },
    mediaType: { format: "", previews: [] },
    owner: "octocat",
    repo: "Hello-World",
    ...overrides,
  };
}

describe("endpoint.parse()", () => {
  it("leaves the accept header alone for options without a media type", () => {
    const { mediaType: _none, ...options } = mergedOptions();
    expect(endpoint.parse(options as MergedOptions).headers).toEqual({
      accept: ACCEPT,
      "user-agent": "my-app/1.0",
    });
  });

  it("amends no accept header for a format alone, and makes one for previews", () => {
    const withoutAccept = (mediaType: MergedOptions["mediaType"]) =>
      endpoint.parse(mergedOptions({ headers: { "user-agent": "my-app/1.0" }, mediaType })).headers;
    expect(withoutAccept({ format: "raw", previews: [] })).toEqual({ "user-agent": "my-app/1.0" });
    expect(withoutAccept({ format: "", previews: ["mercy"] })).toEqual({
      accept: "application/vnd.github.mercy-preview+json",
      "user-agent": "my-app/1.0",
    });
  });

  it("turns merged options into request options", () => {
    expect(endpoint.parse(mergedOptions({ state: "open" }))).toEqual({
      method: "get",
      url: "https://api.github.com/repos/octocat/Hello-World/issues?state=open",
      headers: { accept: ACCEPT, "user-agent": "my-app/1.0" },
    });
  });

  it.each([
    ["GET", "get"],
    ["PATCH", "patch"],
    ["delete", "delete"],
  ])("returns the merged method %s lowercase as %s (C1)", (method, expected) => {
    expect(endpoint.parse(mergedOptions({ method })).method).toBe(expected);
  });

  it("expands :name placeholders of the merged url", () => {
    expect(endpoint.parse(mergedOptions({ url: "/repos/:owner/:repo" })).url).toBe(
      "https://api.github.com/repos/octocat/Hello-World",
    );
  });

  it("builds a JSON body from remaining parameters for POST", () => {
    const result = endpoint.parse(mergedOptions({ method: "POST", title: "Found a bug" }));
    expect(result.url).toBe("https://api.github.com/repos/octocat/Hello-World/issues");
    expect(result.body).toEqual({ title: "Found a bug" });
    expect(result.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("uses data as the body", () => {
    expect(endpoint.parse(mergedOptions({ method: "POST", data: "raw" })).body).toBe("raw");
  });

  it("passes request through", () => {
    expect(endpoint.parse(mergedOptions({ request: { timeout: 5 } })).request).toEqual({
      timeout: 5,
    });
  });

  it("lowercases header names written into merged options", () => {
    const options = mergedOptions();
    options.headers.Authorization = "token abc";
    expect(endpoint.parse(options).headers).toEqual({
      accept: ACCEPT,
      "user-agent": "my-app/1.0",
      authorization: "token abc",
    });
  });

  it("applies mediaType previews and format to the accept header", () => {
    const result = endpoint.parse(
      mergedOptions({ mediaType: { format: "raw", previews: ["mercy", "symmetra"] } }),
    );
    expect(result.headers.accept).toBe(
      "application/vnd.github.mercy-preview.raw,application/vnd.github.symmetra-preview.raw",
    );
  });

  it("uses the baseUrl of the options, not of the defaults it came with (stateless)", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3", per_page: 100 });
    expect(ghe.parse(mergedOptions())).toEqual(endpoint.parse(mergedOptions()));
    expect(ghe.parse(mergedOptions()).url).toBe(
      "https://api.github.com/repos/octocat/Hello-World/issues",
    );
  });

  it("gives equal results for equal input, every time", () => {
    const options = mergedOptions({ method: "POST", labels: ["bug"] });
    const first = endpoint.parse(options);
    const second = endpoint.parse(options);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second.headers).not.toBe(first.headers);
  });

  it("does not change its input", () => {
    const options = mergedOptions({
      method: "POST",
      labels: ["bug"],
      config: { a: 1 },
      mediaType: { format: "raw", previews: ["mercy-preview"] },
      headers: { Accept: ACCEPT, "X-A": "1" },
      request: { timeout: 1 },
    });
    const before = structuredClone(options);
    endpoint.parse(options);
    expect(options).toEqual(before);
    expect(Object.isFrozen(options)).toBe(false);
    expect(Object.isFrozen(options.headers)).toBe(false);
  });

  it("returns headers that are not the input's headers object", () => {
    const options = mergedOptions();
    const result = endpoint.parse(options);
    result.headers.accept = "text/html";
    expect(options.headers.accept).toBe(ACCEPT);
  });

  it("parses the output of merge() of every defaults level alike", () => {
    const child = endpoint.defaults({ headers: { "x-a": "1" } });
    const merged = child.merge("GET /x");
    expect(endpoint.parse(merged)).toEqual(child.parse(merged));
    expect(endpoint.parse(merged).headers["x-a"]).toBe("1");
  });

  it("throws a RestbuildError when the merged options have no url", () => {
    const { url: _url, ...withoutUrl } = mergedOptions();
    expect(() => endpoint.parse(withoutUrl as MergedOptions)).toThrow(
      expect.objectContaining({ name: "RestbuildError", code: "MISSING_URL" }),
    );
  });
});

describe("a URL template that names an option key", () => {
  it("never reads the option of that name as a parameter", () => {
    // As @octokit/endpoint: method, url, baseUrl, headers, request and mediaType are options.
    expect(endpoint({ url: "/search{?url,method,baseUrl,q}", q: "x" }).url).toBe(
      "https://api.github.com/search?q=x",
    );
    // A segment that {headers} fills alone has no value, since the option is never read as
    // one (C6b); as an optional segment it expands to nothing, and "/x/" loses its one trailing
    // slash (C7).
    expect(() => endpoint("GET /x/{headers}" as string, {})).toThrow(
      expect.objectContaining({ code: "MISSING_PARAMETER" }),
    );
    expect(endpoint("GET /x/{/headers}" as string, {}).url).toBe("https://api.github.com/x");
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

describe("parseMerged() of merge()'s result and parse() of any other input", () => {
  /** What a call gives: its result, or its error's code and message. */
  function outcome(call: () => unknown): unknown {
    try {
      return { result: call() };
    } catch (error) {
      return isRestbuildError(error) ? { code: error.code, message: error.message } : error;
    }
  }

  it("gives the same request for the options merge() checked and for a copy it checks again", () => {
    fc.assert(
      fc.property(generatedCall(), ({ levels, method, url, options }) => {
        let defaults = endpoint;
        for (const level of levels) defaults = defaults.defaults(level);
        const state = freezeDeep(defaults.DEFAULTS);
        const route = `${method} ${url}`;
        // parseMerged() of what merge() just returned skips the checks; parse() runs them.
        const trusted = outcome(() => parseMerged(merge(state, route, options)));
        const checked = outcome(() => parse(copyMergedOptions(merge(state, route, options))));
        expect(trusted).toEqual(checked);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });

  it("checks every input, even the object merge() has just returned", () => {
    const merged = merge(BUILT_IN_DEFAULTS, "GET /x");
    merged.headers["x-bad"] = "a\r\nb";
    expect(() => parse(merged)).toThrow(expect.objectContaining({ code: "INVALID_HEADER_VALUE" }));
  });
});

describe("the query string of a GET", () => {
  it("never meets a query or fragment of the base URL, which is refused (C6)", () => {
    const plain = endpoint.defaults({ baseUrl: "https://ghe.example/api" });
    expect(plain("GET /items", { page: 2 }).url).toBe("https://ghe.example/api/items?page=2");
    for (const baseUrl of ["https://ghe.example/api?tenant=1", "https://ghe.example/api#top"]) {
      expect(codeOf(() => endpoint.defaults({ baseUrl }))).toBe("INVALID_BASE_URL");
      expect(codeOf(() => endpoint("GET /items", { baseUrl, page: 2 }))).toBe("INVALID_BASE_URL");
    }
  });

  it("follows a query or goes before a fragment that the template or a value writes", () => {
    expect(endpoint("GET /items?all=1", { page: 2 }).url).toBe(
      "https://api.github.com/items?all=1&page=2",
    );
    expect(endpoint("GET /items{?q}", { q: "a", page: 2 }).url).toBe(
      "https://api.github.com/items?q=a&page=2",
    );
    expect(endpoint("GET /items/{+rest}", { rest: "x?y=1#f", page: 2 }).url).toBe(
      "https://api.github.com/items/x?y=1&page=2#f",
    );
    expect(endpoint("GET https://h.example/items/{id}", { id: 1, page: 2 }).url).toBe(
      "https://h.example/items/1?page=2",
    );
  });

  it("writes each preview once, in the order given, in the accept header of parse()", () => {
    const accept = (previews: string[]) =>
      endpoint.parse(mergedOptions({ mediaType: { format: "", previews } })).headers.accept;
    expect(accept(["b", "a", "b", "a"])).toBe(
      "application/vnd.github.b-preview+json,application/vnd.github.a-preview+json",
    );
    // A long list, through a set.
    const names = Array.from({ length: 40 }, (_, index) => `p${index % 20}`);
    const expected = Array.from(
      { length: 20 },
      (_, index) => `application/vnd.github.p${index}-preview+json`,
    ).join(",");
    expect(accept(names)).toBe(expected);
  });
});
