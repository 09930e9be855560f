import { describe, expect, it } from "vitest";
import { type EndpointInterface, endpoint } from "../../src/index.js";
import { USER_AGENT } from "../support/package-version.js";

const ACCEPT = "application/vnd.github.v3+json";

describe("endpoint.defaults()", () => {
  it("returns a new endpoint function with defaults, DEFAULTS, merge and parse", () => {
    const withDefaults = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
    expect(withDefaults).not.toBe(endpoint);
    expect(typeof withDefaults).toBe("function");
    expect(typeof withDefaults.defaults).toBe("function");
    expect(typeof withDefaults.merge).toBe("function");
    expect(typeof withDefaults.parse).toBe("function");
    expect(withDefaults.DEFAULTS.baseUrl).toBe("https://ghe.example.com/api/v3");
  });

  it("uses a default baseUrl for relative URLs", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
    expect(ghe("GET /user").url).toBe("https://ghe.example.com/api/v3/user");
  });

  it("still uses a full URL of a call as the target", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
    expect(ghe("POST https://uploads.github.com/x", { data: "" }).url).toBe(
      "https://uploads.github.com/x",
    );
  });

  it("fills placeholders from default parameters", () => {
    const octokitOrg = endpoint.defaults({ org: "octokit" });
    expect(octokitOrg("GET /orgs/{org}/repos").url).toBe(
      "https://api.github.com/orgs/octokit/repos",
    );
  });

  it("sends default parameters the URL does not use to the query or the body", () => {
    const paged = endpoint.defaults({ per_page: 100 });
    expect(paged("GET /orgs/{org}/repos", { org: "o" }).url).toBe(
      "https://api.github.com/orgs/o/repos?per_page=100",
    );
    expect(paged("POST /x", { a: 1 }).body).toEqual({ per_page: 100, a: 1 });
  });

  it("lets call-time parameters override default ones", () => {
    const octokitOrg = endpoint.defaults({ org: "octokit", per_page: 100 });
    expect(octokitOrg("GET /orgs/{org}/repos", { org: "nodejs", per_page: 5 }).url).toBe(
      "https://api.github.com/orgs/nodejs/repos?per_page=5",
    );
  });

  it("keeps a default parameter when the call passes undefined for it", () => {
    const octokitOrg = endpoint.defaults({ org: "octokit" });
    expect(octokitOrg("GET /orgs/{org}/repos", { org: undefined }).url).toBe(
      "https://api.github.com/orgs/octokit/repos",
    );
  });

  it("uses a default method for a route without one", () => {
    const post = endpoint.defaults({ method: "POST" });
    expect(post("/x", { a: 1 })).toMatchObject({ method: "post", body: { a: 1 } });
    expect(post("GET /x", { a: 1 }).url).toBe("https://api.github.com/x?a=1");
  });

  it("uses a default url when the call gives none", () => {
    const user = endpoint.defaults({ url: "/user" });
    expect(user({}).url).toBe("https://api.github.com/user");
    expect(user({ method: "PATCH", name: "n" })).toMatchObject({
      method: "patch",
      url: "https://api.github.com/user",
      body: { name: "n" },
    });
  });

  it("merges plain-object parameters key by key, as the reference does", () => {
    const withConfig = endpoint.defaults({ config: { url: "https://hook.example", secret: "s" } });
    expect(withConfig("POST /hooks", { config: { secret: "t", insecure_ssl: "0" } }).body).toEqual({
      config: { url: "https://hook.example", secret: "t", insecure_ssl: "0" },
    });
  });

  it("merges request key by key", () => {
    const timed = endpoint.defaults({ request: { timeout: 1000 } });
    expect(timed("GET /x", { request: { retries: 2 } }).request).toEqual({
      timeout: 1000,
      retries: 2,
    });
    expect(timed("GET /x").request).toEqual({ timeout: 1000 });
  });
});

describe("endpoint.defaults() headers", () => {
  it("merges headers by lowercase name over the built-in defaults", () => {
    const withHeaders = endpoint.defaults({ headers: { "X-GitHub-Api-Version": "2022-11-28" } });
    expect(withHeaders("GET /x").headers).toEqual({
      accept: ACCEPT,
      "user-agent": USER_AGENT,
      "x-github-api-version": "2022-11-28",
    });
  });

  it("lets a call's header override a default header written in another case", () => {
    const withHeaders = endpoint.defaults({ headers: { "User-Agent": "my-app/1.0" } });
    expect(withHeaders("GET /x", { headers: { "USER-AGENT": "other/2.0" } }).headers).toEqual({
      accept: ACCEPT,
      "user-agent": "other/2.0",
    });
  });

  it("keeps a default header when the call passes undefined for it", () => {
    const withHeaders = endpoint.defaults({ headers: { "x-a": "1" } });
    expect(withHeaders("GET /x", { headers: { "X-A": undefined, "x-b": "2" } }).headers).toEqual({
      accept: ACCEPT,
      "user-agent": USER_AGENT,
      "x-a": "1",
      "x-b": "2",
    });
  });

  it("replaces the default user-agent", () => {
    const app = endpoint.defaults({ headers: { "user-agent": "my-app/1.0" } });
    expect(app("GET /x").headers["user-agent"]).toBe("my-app/1.0");
    expect(app.DEFAULTS.headers["user-agent"]).toBe("my-app/1.0");
  });
});

describe("the headers of each call", () => {
  // The built-in defaults' two headers are copied on a shorter path than any other set.
  const functions = [
    ["endpoint", endpoint],
    ["a numeric header", endpoint.defaults({ headers: { "x-n": 1 } })],
    ["another accept", endpoint.defaults({ headers: { accept: "text/html" } })],
    ["another user-agent", endpoint.defaults({ headers: { "user-agent": "app" } })],
  ] as ReadonlyArray<readonly [string, EndpointInterface]>;

  it.each(functions)("are a fresh copy of the defaults' headers (%s)", (_, call) => {
    const first = call("GET /x");
    expect(first.headers).toEqual(call.DEFAULTS.headers);
    first.headers.accept = "text/plain";
    first.headers["x-new"] = "1";
    const second = call("GET /x");
    expect(second.headers).not.toBe(first.headers);
    expect(second.headers).toEqual(call.DEFAULTS.headers);
  });

  it("keep the order of the defaults' headers", () => {
    expect(Object.keys(endpoint("GET /x").headers)).toEqual(["accept", "user-agent"]);
    const child = endpoint.defaults({ headers: { "x-a": "1" } });
    expect(Object.keys(child("GET /x").headers)).toEqual(["accept", "user-agent", "x-a"]);
  });
});

describe("endpoint.defaults() media types (C2)", () => {
  it("applies default previews on every URL", () => {
    const mercy = endpoint.defaults({ mediaType: { previews: ["mercy"] } });
    expect(mercy("GET /repos/o/r/topics").headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
    expect(mercy("POST /graphql", { query: "{}" }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("puts the defaults' previews first, then the call's", () => {
    const withPreviews = endpoint.defaults({ mediaType: { previews: ["a", "b"] } });
    expect(withPreviews("GET /x", { mediaType: { previews: ["c"] } }).headers.accept).toBe(
      "application/vnd.github.a-preview+json," +
        "application/vnd.github.b-preview+json," +
        "application/vnd.github.c-preview+json",
    );
  });

  it("keeps the first occurrence when the call repeats a default preview", () => {
    const withPreviews = endpoint.defaults({ mediaType: { previews: ["a", "b"] } });
    expect(
      withPreviews("GET /x", { mediaType: { previews: ["c-preview", "a"] } }).headers.accept,
    ).toBe(
      "application/vnd.github.a-preview+json," +
        "application/vnd.github.b-preview+json," +
        "application/vnd.github.c-preview+json",
    );
  });

  it("strips -preview from default names before de-duplicating", () => {
    const withPreviews = endpoint.defaults({ mediaType: { previews: ["mercy-preview"] } });
    expect(withPreviews.DEFAULTS.mediaType.previews).toEqual(["mercy"]);
    expect(withPreviews("GET /x", { mediaType: { previews: ["mercy"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("uses a default format with default previews", () => {
    const raw = endpoint.defaults({ mediaType: { format: "raw", previews: ["mercy"] } });
    expect(raw("GET /x").headers.accept).toBe("application/vnd.github.mercy-preview.raw");
  });

  it("lets a call's format replace the default format", () => {
    const raw = endpoint.defaults({ mediaType: { format: "raw" } });
    expect(raw("GET /x").headers.accept).toBe("application/vnd.github.v3.raw");
    expect(raw("GET /x", { mediaType: { format: "diff" } }).headers.accept).toBe(
      "application/vnd.github.v3.diff",
    );
  });
});

describe("endpoint.defaults() cascade", () => {
  it("adds to and overrides earlier defaults and keeps unmentioned ones", () => {
    const one = endpoint.defaults({
      baseUrl: "https://one.example/api",
      per_page: 10,
      headers: { "x-a": "1" },
      mediaType: { previews: ["mercy"] },
    });
    const two = one.defaults({
      baseUrl: "https://two.example/api",
      headers: { "x-b": "2" },
      mediaType: { previews: ["symmetra"] },
    });
    const three = two.defaults({ per_page: 30, org: "nodejs", headers: { "x-a": "3" } });

    expect(one.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://one.example/api",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT, "x-a": "1" },
      mediaType: { format: "", previews: ["mercy"] },
      per_page: 10,
    });
    expect(two.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://two.example/api",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT, "x-a": "1", "x-b": "2" },
      mediaType: { format: "", previews: ["mercy", "symmetra"] },
      per_page: 10,
    });
    expect(three.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://two.example/api",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT, "x-a": "3", "x-b": "2" },
      mediaType: { format: "", previews: ["mercy", "symmetra"] },
      per_page: 30,
      org: "nodejs",
    });

    expect(three("GET /orgs/{org}/repos")).toEqual({
      method: "get",
      url: "https://two.example/api/orgs/nodejs/repos?per_page=30",
      headers: {
        accept:
          "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
        "user-agent": USER_AGENT,
        "x-a": "3",
        "x-b": "2",
      },
    });
  });

  it("cascades through any number of levels, each with its own DEFAULTS and baseUrl", () => {
    let current = endpoint;
    const levels = [];
    for (let level = 1; level <= 8; level++) {
      current = current.defaults({
        baseUrl: `https://level${level}.example`,
        headers: { [`x-level-${level}`]: String(level) },
      });
      levels.push(current);
    }
    levels.forEach((fn, index) => {
      const level = index + 1;
      expect(fn.DEFAULTS.baseUrl).toBe(`https://level${level}.example`);
      expect(fn("GET /x").url).toBe(`https://level${level}.example/x`);
      const headerNames = Object.keys(fn.DEFAULTS.headers).filter((name) =>
        name.startsWith("x-level-"),
      );
      expect(headerNames).toEqual(Array.from({ length: level }, (_, i) => `x-level-${i + 1}`));
    });
  });

  it("leaves the parent unchanged when a child is derived", () => {
    const parent = endpoint.defaults({ headers: { "x-a": "1" } });
    const before = parent.DEFAULTS;
    parent.defaults({ headers: { "x-a": "2", "x-b": "3" }, baseUrl: "https://child.example" });
    expect(parent.DEFAULTS).toEqual(before);
    expect(parent("GET /x").headers["x-a"]).toBe("1");
    expect(parent("GET /x").url).toBe("https://api.github.com/x");
  });

  it("keeps sibling defaults apart", () => {
    const a = endpoint.defaults({ org: "a", headers: { "x-who": "a" } });
    const b = endpoint.defaults({ org: "b", headers: { "x-who": "b" } });
    expect(a("GET /orgs/{org}").url).toBe("https://api.github.com/orgs/a");
    expect(b("GET /orgs/{org}").url).toBe("https://api.github.com/orgs/b");
    expect(a.DEFAULTS.headers["x-who"]).toBe("a");
    expect(b.DEFAULTS.headers["x-who"]).toBe("b");
  });

  it("never changes the DEFAULTS of the root endpoint", () => {
    const before = endpoint.DEFAULTS;
    endpoint.defaults({ baseUrl: "https://x.example", headers: { "x-a": "1" }, org: "o" });
    expect(endpoint.DEFAULTS).toEqual(before);
    expect(endpoint("GET /x").url).toBe("https://api.github.com/x");
  });

  it("gives a merge that uses the cascaded defaults", () => {
    const child = endpoint.defaults({ baseUrl: "https://one.example" }).defaults({ per_page: 3 });
    expect(child.merge("GET /x")).toEqual({
      method: "GET",
      baseUrl: "https://one.example",
      url: "/x",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
      mediaType: { format: "", previews: [] },
      per_page: 3,
    });
  });

  it("keeps its defaults whole while calls merge into every part of them", () => {
    const child = endpoint.defaults({
      config: { url: "https://hook.example", nested: { depth: 1 } },
      labels: ["bug"],
      request: { timeout: 1000, retry: { limit: 2 } },
      mediaType: { format: "raw", previews: ["mercy"] },
    });
    const before = child.DEFAULTS;
    const first = child("POST /hooks", {
      config: { secret: "t", nested: { depth: 2 } },
      request: { retry: { methods: ["post"] } },
      mediaType: { format: "diff", previews: ["symmetra"] },
    });
    expect(first.body).toEqual({
      config: { url: "https://hook.example", nested: { depth: 2 }, secret: "t" },
      labels: ["bug"],
    });
    expect(first.request).toEqual({ timeout: 1000, retry: { limit: 2, methods: ["post"] } });
    expect(first.headers.accept).toBe(
      "application/vnd.github.mercy-preview.diff,application/vnd.github.symmetra-preview.diff",
    );
    // What a call returns is the caller's to change, and changing it reaches no later call.
    (first.body as { labels: string[] }).labels.push("changed");
    (first.request as { retry: { limit: number } }).retry.limit = 9;
    const second = child("POST /hooks");
    expect(second.body).toEqual({
      config: { url: "https://hook.example", nested: { depth: 1 } },
      labels: ["bug"],
    });
    expect(second.request).toEqual({ timeout: 1000, retry: { limit: 2 } });
    expect(second.headers.accept).toBe("application/vnd.github.mercy-preview.raw");
    expect(child.DEFAULTS).toEqual(before);
  });

  it("gives endpoint(options) equal to parse(merge(options)) at every level", () => {
    const child = endpoint
      .defaults({ baseUrl: "https://one.example", mediaType: { previews: ["mercy"] } })
      .defaults({ headers: { authorization: "token abc" }, per_page: 3 });
    const options = { method: "GET", url: "/orgs/{org}/repos", org: "o", type: "all" };
    expect(child(options)).toEqual(child.parse(child.merge(options)));
  });
});

describe("endpoint.defaults() given a route, as @octokit/endpoint takes one", () => {
  it("takes its method and url as defaults", () => {
    const create = endpoint.defaults("POST /repos/{owner}/{repo}/issues");
    expect(create.DEFAULTS).toMatchObject({ method: "POST", url: "/repos/{owner}/{repo}/issues" });
    expect(create({ owner: "o", repo: "r", title: "t" })).toMatchObject({
      method: "post",
      url: "https://api.github.com/repos/o/r/issues",
      body: { title: "t" },
    });
  });

  it("takes a url alone from a route without a method, and keeps the method", () => {
    const put = endpoint.defaults({ method: "PUT" }).defaults("/x/{id}");
    expect(put.DEFAULTS).toMatchObject({ method: "PUT", url: "/x/{id}" });
    expect(put({ id: 1 }).url).toBe("https://api.github.com/x/1");
  });

  it("is the same as the reference's", async () => {
    const { endpoint: reference } = await import("octokit-endpoint-11");
    const ours = endpoint.defaults("PATCH /x/{id}")({ id: 7, a: 1 });
    const theirs = reference.defaults("PATCH /x/{id}" as never)({ id: 7, a: 1 } as never);
    expect({ ...ours, method: ours.method.toUpperCase(), headers: {} }).toEqual({
      ...theirs,
      headers: {},
    });
  });
});
