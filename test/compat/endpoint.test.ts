import { endpoint as reference } from "octokit-endpoint-11";
import { describe, expect, it } from "vitest";
import {
  endpoint,
  isRestbuildError,
  RequestBuilder,
  type RequestOptions,
  VERSION,
} from "../../src/index.js";
import { codeOf } from "../support/code-of.js";
import { USER_AGENT, version } from "../support/package-version.js";

const ACCEPT = "application/vnd.github.v3+json";
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
const BASE = "https://api.github.com";

describe("endpoint(route, options)", () => {
  it("builds method, absolute URL and default headers from a route and parameters", () => {
    expect(
      endpoint("GET /repos/{owner}/{repo}/issues", {
        owner: "octocat",
        repo: "Hello-World",
        state: "open",
      }),
    ).toEqual({
      method: "get",
      url: `${BASE}/repos/octocat/Hello-World/issues?state=open`,
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
    });
  });

  it("returns its result synchronously, not as a promise", () => {
    const result = endpoint("GET /user");
    expect(result).not.toBeInstanceOf(Promise);
    expect(result.url).toBe(`${BASE}/user`);
  });

  it("works without an options argument", () => {
    expect(endpoint("GET /rate_limit")).toEqual({
      method: "get",
      url: `${BASE}/rate_limit`,
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
    });
  });

  it("defaults the method to GET when the route is only a URL", () => {
    expect(endpoint("/user/repos").method).toBe("get");
  });

  it("accepts extra spaces around and between method and URL", () => {
    expect(endpoint("  POST   /user/repos  ", { name: "x" })).toMatchObject({
      method: "post",
      url: `${BASE}/user/repos`,
      body: { name: "x" },
    });
  });

  it("fills :name placeholders as {name} placeholders", () => {
    expect(endpoint("GET /orgs/:org/repos", { org: "octokit" }).url).toBe(
      `${BASE}/orgs/octokit/repos`,
    );
  });

  it("does not send a parameter again once it filled a placeholder", () => {
    const result = endpoint("POST /repos/{owner}/{repo}/issues", {
      owner: "octocat",
      repo: "Hello-World",
      title: "Found a bug",
    });
    expect(result.url).toBe(`${BASE}/repos/octocat/Hello-World/issues`);
    expect(result.body).toEqual({ title: "Found a bug" });
  });

  it("percent-encodes placeholder values, including slashes", () => {
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "a b", repo: "c/d" }).url).toBe(
      `${BASE}/repos/a%20b/c%2Fd`,
    );
  });
});

describe("endpoint(options)", () => {
  it("reads method and url from the options object", () => {
    expect(
      endpoint({ method: "GET", url: "/orgs/{org}/repos", org: "octokit", type: "public" }),
    ).toEqual({
      method: "get",
      url: `${BASE}/orgs/octokit/repos?type=public`,
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
    });
  });

  it("defaults the method to GET", () => {
    expect(endpoint({ url: "/user" }).method).toBe("get");
  });

  it("gives the same result as the route form", () => {
    const files = { "a.txt": { content: "a" } };
    expect(endpoint({ method: "POST", url: "/gists", public: true, files })).toEqual(
      endpoint("POST /gists", { public: true, files }),
    );
  });

  it("lets a baseUrl option replace the default base address", () => {
    expect(endpoint({ url: "/user", baseUrl: "https://ghe.example.com/api/v3" }).url).toBe(
      "https://ghe.example.com/api/v3/user",
    );
  });
});

describe("method (C1)", () => {
  it.each([
    ["PATCH", "patch"],
    ["patch", "patch"],
    ["Post", "post"],
    ["DELETE", "delete"],
    ["HEAD", "head"],
  ])("returns %s as %s", (given, expected) => {
    expect(endpoint(`${given} /x`).method).toBe(expected);
    expect(endpoint({ method: given, url: "/x" }).method).toBe(expected);
  });

  it("treats a lowercase get like GET: parameters go to the query", () => {
    expect(endpoint("get /x", { a: 1 })).toEqual({
      method: "get",
      url: `${BASE}/x?a=1`,
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
    });
  });
});

describe("parameter placement", () => {
  it("puts remaining parameters into the query string for GET", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "o", type: "all", per_page: 10 }).url).toBe(
      `${BASE}/orgs/o/repos?type=all&per_page=10`,
    );
  });

  it("puts remaining parameters into the query string for HEAD, without a body", () => {
    const result = endpoint("HEAD /x", { a: 1 });
    expect(result.url).toBe(`${BASE}/x?a=1`);
    expect(result).not.toHaveProperty("body");
  });

  it.each(["POST", "PATCH", "PUT", "DELETE"])(
    "puts remaining parameters into a JSON body for %s",
    (method) => {
      const result = endpoint(`${method} /x`, { a: 1, b: "two" });
      expect(result.url).toBe(`${BASE}/x`);
      expect(result.body).toEqual({ a: 1, b: "two" });
      expect(result.headers["content-type"]).toBe(JSON_CONTENT_TYPE);
    },
  );

  it("sends a query expression's parameters in the URL and the others in the body", () => {
    const result = endpoint("POST /x{?a}", { a: 1, b: 2 });
    expect(result.url).toBe(`${BASE}/x?a=1`);
    expect(result.body).toEqual({ b: 2 });
  });

  it("appends query parameters after a query the URL already has", () => {
    expect(endpoint("GET /x?a=1", { b: 2 }).url).toBe(`${BASE}/x?a=1&b=2`);
    expect(endpoint("GET /x{?a}", { a: 1, b: 2 }).url).toBe(`${BASE}/x?a=1&b=2`);
  });
});

describe("body (C12)", () => {
  it("has no body for GET even when parameters exist", () => {
    expect(endpoint("GET /x", { a: 1 })).not.toHaveProperty("body");
  });

  it("has no body key for POST or DELETE without parameters", () => {
    expect(endpoint("POST /x")).not.toHaveProperty("body");
    expect(endpoint("DELETE /x")).not.toHaveProperty("body");
  });

  it.each(["PUT", "PATCH"])("sends an empty string body for %s without parameters", (method) => {
    const result = endpoint(`${method} /user/starred/{owner}/{repo}`, { owner: "o", repo: "r" });
    expect(result.body).toBe("");
    // The content type is only defaulted for a real body.
    expect(result.headers).not.toHaveProperty("content-type");
  });

  it("uses data as the body, in place of a body built from parameters", () => {
    // @ts-expect-error other beside data: data replaces the body, so other is dropped
    const result = endpoint("PATCH /x", { data: "raw text", other: 1 });
    expect(result.body).toBe("raw text");
  });

  it("keeps a data object by reference", () => {
    const data = { a: [1, 2] };
    expect(endpoint("POST /x", { data }).body).toBe(data);
  });

  it("keeps an empty string data as the body, with the JSON content type", () => {
    const result = endpoint("PATCH /x", { data: "" });
    expect(result.body).toBe("");
    expect(result.headers["content-type"]).toBe(JSON_CONTENT_TYPE);
  });

  it("keeps null parameter values in the body", () => {
    expect(endpoint("PATCH /issues/{n}", { n: 1, milestone: null }).body).toEqual({
      milestone: null,
    });
  });

  it("removes undefined parameter values", () => {
    expect(endpoint("POST /x", { a: undefined, b: 1 }).body).toEqual({ b: 1 });
    expect(endpoint("GET /x", { a: undefined, b: 1 }).url).toBe(`${BASE}/x?b=1`);
    expect(endpoint("POST /x", { a: undefined })).not.toHaveProperty("body");
  });

  it("defaults content-type to JSON only when a body exists", () => {
    expect(endpoint("POST /x", { a: 1 }).headers["content-type"]).toBe(JSON_CONTENT_TYPE);
    expect(endpoint("POST /x").headers).not.toHaveProperty("content-type");
  });

  it("keeps a content-type the caller set, whatever its case", () => {
    const result = endpoint("POST /x", { data: "abc", headers: { "Content-Type": "text/plain" } });
    expect(result.headers["content-type"]).toBe("text/plain");
    expect(result.headers).not.toHaveProperty("Content-Type");
  });
});

describe("headers (C12)", () => {
  it("lowercases header names and keeps values unchanged", () => {
    const result = endpoint("GET /x", { headers: { "X-GitHub-Api-Version": "2022-11-28" } });
    expect(result.headers).toEqual({
      accept: ACCEPT,
      "user-agent": USER_AGENT,
      "x-github-api-version": "2022-11-28",
    });
  });

  it("lets a caller's header override a default header of any case", () => {
    expect(endpoint("GET /x", { headers: { Accept: "text/html" } }).headers.accept).toBe(
      "text/html",
    );
    expect(endpoint("GET /x", { headers: { "USER-AGENT": "my-app" } }).headers["user-agent"]).toBe(
      "my-app",
    );
  });

  it("drops headers whose value is undefined and keeps the default in their place", () => {
    const result = endpoint("GET /x", { headers: { accept: undefined, "x-a": undefined } });
    expect(result.headers).toEqual({ accept: ACCEPT, "user-agent": USER_AGENT });
  });

  it("keeps a numeric header value as a number", () => {
    expect(endpoint("POST /x", { headers: { "content-length": 3 }, data: "abc" }).headers).toEqual({
      accept: ACCEPT,
      "user-agent": USER_AGENT,
      "content-length": 3,
      "content-type": JSON_CONTENT_TYPE,
    });
  });

  it("sends the user-agent restbuild-endpoint.js/<version of package.json>", () => {
    expect(endpoint("GET /x").headers["user-agent"]).toBe(USER_AGENT);
    expect(VERSION).toBe(version);
  });
});

describe("request (C12)", () => {
  it("passes request through with the same contents", () => {
    const result = endpoint("GET /x", { request: { timeout: 0, retries: 3 } });
    expect(result.request).toEqual({ timeout: 0, retries: 3 });
  });

  it("keeps functions and signals under request by reference", () => {
    const signal = new AbortController().signal;
    const fetch = () => undefined;
    const result = endpoint("GET /x", { request: { signal, fetch } });
    expect(result.request?.signal).toBe(signal);
    expect(result.request?.fetch).toBe(fetch);
  });

  it("has no request key when none was given", () => {
    expect(endpoint("GET /x")).not.toHaveProperty("request");
  });

  it("never sends request values as parameters", () => {
    const result = endpoint("POST /x", { request: { timeout: 1 } });
    expect(result.url).toBe(`${BASE}/x`);
    expect(result).not.toHaveProperty("body");
  });
});

describe("mediaType.format (C12)", () => {
  it.each([
    ["raw", "application/vnd.github.v3.raw"],
    ["diff", "application/vnd.github.v3.diff"],
    ["text+json", "application/vnd.github.v3.text+json"],
  ])("amends the default accept header with format %s", (format, accept) => {
    expect(endpoint("GET /x", { mediaType: { format } }).headers.accept).toBe(accept);
  });

  it("amends each vendor media range of a custom accept header", () => {
    const result = endpoint("GET /x", {
      headers: { accept: "application/vnd.github.v3+json,application/vnd.github.v3+json" },
      mediaType: { format: "html" },
    });
    expect(result.headers.accept).toBe(
      "application/vnd.github.v3.html,application/vnd.github.v3.html",
    );
  });

  it("leaves a non-vendor accept header alone", () => {
    const result = endpoint("GET /x", {
      headers: { accept: "text/html" },
      mediaType: { format: "raw" },
    });
    expect(result.headers.accept).toBe("text/html");
  });

  it.each(["application/octet-stream", "Application/Octet-Stream"])(
    "leaves the accept header %s untouched by format and previews",
    (accept) => {
      const result = endpoint("GET /x", {
        headers: { accept },
        mediaType: { format: "raw", previews: ["mercy"] },
      });
      expect(result.headers.accept).toBe(accept);
    },
  );

  it("never sends mediaType as a parameter", () => {
    const result = endpoint("POST /x", { mediaType: { format: "raw" } });
    expect(result).not.toHaveProperty("body");
    expect(endpoint("GET /x", { mediaType: { format: "raw" } }).url).toBe(`${BASE}/x`);
  });
});

describe("mediaType.previews (C2)", () => {
  it.each(["/repos/o/r/topics", "/graphql", "/user"])(
    "amends the accept header on %s, not only on /graphql",
    (url) => {
      expect(endpoint(`GET ${url}`, { mediaType: { previews: ["mercy"] } }).headers.accept).toBe(
        "application/vnd.github.mercy-preview+json",
      );
    },
  );

  it("comma-joins several previews in order", () => {
    const result = endpoint("GET /x", {
      mediaType: { previews: ["mercy", "symmetra", "scarlet-witch"] },
    });
    expect(result.headers.accept).toBe(
      "application/vnd.github.mercy-preview+json," +
        "application/vnd.github.symmetra-preview+json," +
        "application/vnd.github.scarlet-witch-preview+json",
    );
  });

  it("uses .<format> instead of +json when a format is set", () => {
    const result = endpoint("GET /x", {
      mediaType: { format: "raw", previews: ["mercy", "symmetra"] },
    });
    expect(result.headers.accept).toBe(
      "application/vnd.github.mercy-preview.raw,application/vnd.github.symmetra-preview.raw",
    );
  });

  it("accepts names with or without a trailing -preview", () => {
    expect(endpoint("GET /x", { mediaType: { previews: ["mercy-preview"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("strips only a trailing -preview, not one inside a name", () => {
    expect(
      endpoint("GET /x", { mediaType: { previews: ["foo-preview-bar"] } }).headers.accept,
    ).toBe("application/vnd.github.foo-preview-bar-preview+json");
  });

  it("strips -preview once, so x-preview-preview names the preview x-preview", () => {
    expect(
      endpoint("GET /x", { mediaType: { previews: ["x-preview-preview"] } }).headers.accept,
    ).toBe("application/vnd.github.x-preview-preview+json");
  });

  it("sends each preview once after stripping", () => {
    const result = endpoint("GET /x", {
      mediaType: { previews: ["mercy", "mercy-preview", "symmetra", "mercy"] },
    });
    expect(result.headers.accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
  });

  it("keeps previews already named in the accept header, before the new ones", () => {
    const result = endpoint("GET /x", {
      headers: { accept: "application/vnd.github.mercy-preview+json" },
      mediaType: { previews: ["symmetra"] },
    });
    expect(result.headers.accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
  });

  it("leaves the accept header alone for an empty preview list", () => {
    expect(endpoint("GET /x", { mediaType: { previews: [] } }).headers.accept).toBe(ACCEPT);
  });
});

describe("URL templates (C3, RFC 6570)", () => {
  const upload =
    "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}";

  it("expands the upload template with only name and leaves no trailing &", () => {
    const result = endpoint(upload, { owner: "o", repo: "r", id: 1, name: "x", data: "" });
    expect(result.url).toBe("https://uploads.github.com/repos/o/r/releases/1/assets?name=x");
  });

  it("expands the upload template with only label", () => {
    const result = endpoint(upload, { owner: "o", repo: "r", id: 1, label: "y", data: "" });
    expect(result.url).toBe("https://uploads.github.com/repos/o/r/releases/1/assets?label=y");
  });

  it("leaves out a query expression whose variables are all undefined", () => {
    const result = endpoint(upload, { owner: "o", repo: "r", id: 1, data: "" });
    expect(result.url).toBe("https://uploads.github.com/repos/o/r/releases/1/assets");
  });

  it("encodes a space in a form-style query value as %20", () => {
    const result = endpoint(upload, { owner: "o", repo: "r", id: 1, name: "a b.zip", data: "" });
    expect(result.url).toBe(
      "https://uploads.github.com/repos/o/r/releases/1/assets?name=a%20b.zip",
    );
  });

  it("repeats the key for an exploded list: {?fields*}", () => {
    expect(endpoint("GET /x{?fields*}", { fields: ["a", "b"] }).url).toBe(
      `${BASE}/x?fields=a&fields=b`,
    );
  });

  it("comma-joins a list in a non-exploded query expression", () => {
    expect(endpoint("GET /x{?fields}", { fields: ["a", "b"] }).url).toBe(`${BASE}/x?fields=a,b`);
  });

  it("keeps slashes of a reserved expansion {+path}", () => {
    expect(endpoint("GET /files/{+path}", { path: "a/b c" }).url).toBe(`${BASE}/files/a/b%20c`);
  });

  it("expands path segment expressions {/a,b}", () => {
    expect(endpoint("GET /x{/a,b}", { a: "1", b: "2" }).url).toBe(`${BASE}/x/1/2`);
  });
});

describe("query string (C5)", () => {
  it("encodes values with encodeURIComponent", () => {
    expect(endpoint("GET /x", { a: "b c&d=e/f" }).url).toBe(`${BASE}/x?a=b%20c%26d%3De%2Ff`);
  });

  it("percent-encodes parameter names", () => {
    expect(endpoint("GET /x", { "a&b": 1, "c d": 2, "e=f": 3 }).url).toBe(
      `${BASE}/x?a%26b=1&c%20d=2&e%3Df=3`,
    );
  });

  it("keeps [ and ] literal in parameter names", () => {
    expect(endpoint("GET /x", { "labels[]": "bug", "filter[state]": "open" }).url).toBe(
      `${BASE}/x?labels[]=bug&filter[state]=open`,
    );
  });

  it("comma-joins arrays and encodes the comma as %2C", () => {
    // GitHub's catalogue types labels as one comma-separated string: an array needs a cast.
    expect(endpoint("GET /issues", { labels: ["bug", "help wanted"] } as never).url).toBe(
      `${BASE}/issues?labels=bug%2Chelp%20wanted`,
    );
  });

  it("keeps + between the qualifiers of q and encodes the rest", () => {
    expect(endpoint("GET /search/issues", { q: "is:open+label:bug fix" }).url).toBe(
      `${BASE}/search/issues?q=is%3Aopen+label%3Abug%20fix`,
    );
  });

  it("encodes a + in other parameters", () => {
    expect(endpoint("GET /x", { a: "b+c" }).url).toBe(`${BASE}/x?a=b%2Bc`);
  });

  it("writes numbers, booleans and null as text", () => {
    expect(endpoint("GET /x", { a: 5, b: true, c: false, d: null }).url).toBe(
      `${BASE}/x?a=5&b=true&c=false&d=null`,
    );
  });

  it("keeps an empty string value as an empty query value", () => {
    expect(endpoint("GET /x", { a: "" }).url).toBe(`${BASE}/x?a=`);
  });

  it("throws for a q that is not a string", () => {
    expect(() => endpoint("GET /search/issues", { q: 42 as never })).toThrow(
      expect.objectContaining({ code: "INVALID_QUERY_VALUE" }),
    );
  });
});

describe("absolute URLs (C6)", () => {
  it.each(["https://uploads.github.com/a", "http://localhost:3000/a", "HTTPS://Example.com/a"])(
    "uses %s as the target without the base URL",
    (url) => {
      expect(endpoint(`GET ${url}`).url).toBe(url);
      expect(endpoint({ url, baseUrl: "https://ghe.example.com" }).url).toBe(url);
    },
  );

  it.each([
    "ftp://files.example.com/a",
    "git+ssh://host/a",
    "javascript://x/%0Aalert(1)",
    "file:///etc/passwd",
  ])("refuses %s, whose scheme is not http or https, as a base URL would be", (url) => {
    expect(codeOf(() => endpoint(`GET ${url}`))).toBe("INVALID_BASE_URL");
    expect(codeOf(() => endpoint({ url, baseUrl: "https://ghe.example.com" }))).toBe(
      "INVALID_BASE_URL",
    );
  });

  it.each([" https://h.example/a", "https:\t//h.example/a", "\u0001https://h.example/a"])(
    "refuses %j, which URL parsers read as an absolute URL, rather than join it as a path",
    (url) => {
      expect(codeOf(() => endpoint({ url }))).toBe("INVALID_BASE_URL");
      expect(codeOf(() => RequestBuilder.create().merge({ url }).build())).toBe("INVALID_BASE_URL");
    },
  );

  it("prefixes a URL that merely starts with the letters http", () => {
    expect(endpoint({ url: "httpbin/get", baseUrl: "https://example.com/" }).url).toBe(
      "https://example.com/httpbin/get",
    );
  });

  it("prefixes a protocol-relative URL, which has no scheme", () => {
    expect(endpoint("GET //cdn.example.com/a").url).toBe(`${BASE}//cdn.example.com/a`);
  });
});

describe("trailing slash (C7)", () => {
  it("removes one trailing slash after expansion", () => {
    expect(endpoint("GET /a/").url).toBe(`${BASE}/a`);
    expect(endpoint("GET /a//").url).toBe(`${BASE}/a/`);
  });

  it("removes the slash left by an empty placeholder value", () => {
    expect(
      endpoint("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "" })
        .url,
    ).toBe(`${BASE}/repos/o/r/contents`);
  });

  it("keeps the slash when the path is just /", () => {
    expect(endpoint("GET /").url).toBe(`${BASE}/`);
    expect(endpoint("GET https://uploads.github.com/").url).toBe("https://uploads.github.com/");
  });

  it("removes the trailing slash of an absolute URL with a longer path", () => {
    expect(endpoint("GET https://uploads.github.com/a/").url).toBe("https://uploads.github.com/a");
  });
});

describe("prototype keys (C9)", () => {
  const hostile = () =>
    JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": "c", "prototype": "p"}',
    ) as Record<string, unknown>;

  it("never sets a prototype from a __proto__ parameter", () => {
    const result = endpoint("POST /x", hostile());
    expect(Object.getPrototypeOf(result.body)).toBe(Object.prototype);
    expect(result.body).toEqual({ constructor: "c", prototype: "p" });
    expect((result.body as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("never sets a prototype when a __proto__ key merges into a map of the defaults", () => {
    const withMaps = endpoint.defaults({ labels: { a: 1 }, request: { timeout: 1 } });
    const merged = withMaps.merge("POST /x", { labels: hostile(), request: hostile() });
    for (const map of [merged.labels, merged.request] as Record<string, unknown>[]) {
      expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
      expect(map.polluted).toBeUndefined();
      expect(map).toMatchObject({ constructor: "c", prototype: "p" });
    }
    expect(merged.labels).toEqual({ a: 1, constructor: "c", prototype: "p" });
  });

  it("sends constructor and prototype as plain query parameters", () => {
    expect(endpoint("GET /x", hostile()).url).toBe(`${BASE}/x?constructor=c&prototype=p`);
  });

  it("never sets a prototype from a __proto__ header", () => {
    const headers = JSON.parse('{"__proto__": {"polluted": "yes"}, "X-A": "1"}') as Record<
      string,
      string
    >;
    const result = endpoint("GET /x", { headers });
    expect(Object.getPrototypeOf(result.headers)).toBe(Object.prototype);
    expect(result.headers).toEqual({ accept: ACCEPT, "user-agent": USER_AGENT, "x-a": "1" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("fills a placeholder named constructor like any other", () => {
    expect(endpoint("GET /x/{constructor}", { constructor: "c" }).url).toBe(`${BASE}/x/c`);
  });
});

describe("agreement with @octokit/endpoint 11.0.5 (C12)", () => {
  // Ours differs only in the lowercase method (C1) and the user-agent (by design).
  function comparable(options: RequestOptions): RequestOptions {
    const { "user-agent": _userAgent, ...headers } = options.headers;
    return { ...options, method: options.method.toUpperCase(), headers };
  }

  it.each<[string, Record<string, unknown>]>([
    ["GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open", per_page: 5 }],
    ["GET /x", { headers: { "X-Custom": "1", "x-undefined": undefined } }],
    ["PATCH /issues/{n}", { n: 1, milestone: null, assignee: undefined }],
    ["PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }],
    ["POST /markdown/raw", { data: "Hello", headers: { "Content-Type": "text/plain" } }],
    ["POST /x", { a: 1, request: { timeout: 5 } }],
    ["GET /x", { mediaType: { format: "raw" } }],
    ["GET /x", { headers: { accept: "application/octet-stream" }, mediaType: { format: "raw" } }],
    ["DELETE /x", { a: [1, 2] }],
    ["HEAD /x", { a: "b c" }],
  ])("agrees on %s %j", (route, options) => {
    expect(comparable(endpoint(route, options))).toEqual(
      comparable(reference(route, options) as RequestOptions),
    );
  });
});

describe("values whose conversion to text fails", () => {
  it("reject a query value whose toString is not callable with the library's error", () => {
    let error: unknown;
    try {
      endpoint("GET /", { p: { toString: "" } } as never);
    } catch (caught) {
      error = caught;
    }
    expect(isRestbuildError(error)).toBe(true);
    expect((error as { code?: string }).code).toBe("INVALID_QUERY_VALUE");
    expect((error as Error).message).toContain('query parameter "p"');
  });

  it("reject a path value whose toString throws with the library's error", () => {
    const value = new (class {
      toString(): string {
        throw new Error("boom");
      }
    })();
    expect(() => endpoint("GET /users/{name}", { name: value })).toThrow(
      expect.objectContaining({ code: "INVALID_TEMPLATE_VALUE" }),
    );
  });
});
