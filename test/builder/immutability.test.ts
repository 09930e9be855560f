import { describe, expect, it } from "vitest";
import { endpoint, isRestbuildError, RequestBuilder, RestbuildError } from "../../src/index.js";

/** A builder typed loosely: a plain string route, any parameter name bound. */
type Builder = RequestBuilder<string, string>;

/** The same builder, typed loosely (the type parameters only describe its state). */
function loosen<Route extends string, Bound extends string>(
  builder: RequestBuilder<Route, Bound>,
): Builder {
  return builder as unknown as Builder;
}

/** A fresh builder at a route typed as plain string. */
function at(route: string): Builder {
  return loosen(RequestBuilder.create().route(route));
}

const BASE = "https://api.github.com";

type Step = [name: string, apply: (builder: Builder) => Builder];

/** What a snapshot shows to the outside: its merged options and what build() makes of them. */
function observe<Route extends string, Bound extends string>(
  builder: RequestBuilder<Route, Bound>,
): { options: unknown; built: unknown } {
  let built: unknown;
  try {
    built = loosen(builder).build();
  } catch (error) {
    built = { error: isRestbuildError(error) ? error.code : String(error) };
  }
  return { options: builder.toOptions(), built };
}

/** Every plain object and array reachable from a value. */
function containers(value: unknown, found: object[] = []): object[] {
  if (typeof value !== "object" || value === null) return found;
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return found;
  found.push(value);
  for (const child of Object.values(value)) containers(child, found);
  return found;
}

function expectNothingFrozen(value: unknown): void {
  for (const container of containers(value)) expect(Object.isFrozen(container)).toBe(false);
}

const other = RequestBuilder.create()
  .baseUrl("https://other.example")
  .header("x-other", "1")
  .preview("squirrel-girl")
  .param("per_page", 100);

const chain: Step[] = [
  ["route", (b) => b.route<string>("GET /repos/{owner}/{repo}/issues")],
  ["method", (b) => b.method("POST")],
  ["baseUrl", (b) => b.baseUrl("https://ghe.example.com/api/v3")],
  ["param", (b) => b.param("owner", "octocat")],
  ["params", (b) => b.params({ repo: "Hello-World", title: "Found a bug" })],
  ["param with an object", (b) => b.param("labels", ["bug", "ui"])],
  ["header", (b) => b.header("Authorization", "token abc")],
  ["headers", (b) => b.headers({ "X-A": "1", "X-B": "2" })],
  ["preview", (b) => b.preview("mercy")],
  ["previews", (b) => b.previews(["symmetra", "scarlet-witch-preview"])],
  ["format", (b) => b.format("raw")],
  ["request", (b) => b.request({ timeout: 5, retry: { limit: 2 } })],
  ["merge options", (b) => b.merge({ headers: { "x-c": "3" }, milestone: 1 })],
  ["merge builder", (b) => b.merge(other)],
  ["data", (b) => b.data({ text: "hello" })],
  ["header again", (b) => b.header("x-a", "9")],
  ["param again", (b) => b.param("title", "Another bug")],
  ["data again", (b) => b.data({ text: "bye" })],
  ["method again", (b) => b.method("PATCH")],
  ["route again", (b) => b.route<string>("/user/issues")],
];

describe("builder snapshots", () => {
  it("returns a new snapshot from every chained call and never changes the old one", () => {
    let current = loosen(RequestBuilder.create());
    const history: Array<{ builder: Builder; seen: ReturnType<typeof observe> }> = [];
    for (const [name, apply] of chain) {
      const before = observe(current);
      history.push({ builder: current, seen: before });
      const next = apply(current);
      expect(next, name).not.toBe(current);
      expect(observe(next), name).not.toEqual(before);
      expect(observe(current), `${name} changed the old snapshot`).toEqual(before);
      current = next;
    }
    // And every earlier snapshot is still what it was at the end of the chain.
    for (const { builder, seen } of history) expect(observe(builder)).toEqual(seen);
  });

  it("keeps branches from one parent apart", () => {
    const parent = at("GET /repos/{owner}/{repo}").param("owner", "o");
    const before = observe(parent);
    const left = parent.param("repo", "left").header("x-side", "left").preview("mercy");
    const right = parent.param("repo", "right").header("x-side", "right").format("raw");
    expect(left.build()).toEqual({
      method: "get",
      url: "https://api.github.com/repos/o/left",
      headers: {
        accept: "application/vnd.github.mercy-preview+json",
        "user-agent": expect.any(String),
        "x-side": "left",
      },
    });
    expect(right.build()).toEqual({
      method: "get",
      url: "https://api.github.com/repos/o/right",
      headers: {
        accept: "application/vnd.github.v3.raw",
        "user-agent": expect.any(String),
        "x-side": "right",
      },
    });
    expect(observe(parent)).toEqual(before);
  });

  it("never changes the builder that create() returns", () => {
    const before = observe(RequestBuilder.create());
    at("POST /x").header("x-a", "1").param("a", 1).preview("mercy");
    expect(observe(RequestBuilder.create())).toEqual(before);
  });

  it("freezes every builder instance", () => {
    const fresh = RequestBuilder.create();
    const derived = fresh.route("GET /x").header("x-a", "1");
    for (const builder of [fresh, derived]) {
      expect(Object.isFrozen(builder)).toBe(true);
      expect(() => {
        (builder as unknown as Record<string, unknown>).extra = 1;
      }).toThrow(TypeError);
    }
  });

  it("gives fresh, mutable objects from toOptions() and build()", () => {
    const builder = at("POST /x").param("config", { a: 1 }).request({ timeout: 1 });
    const before = observe(builder);

    const options = builder.toOptions();
    expectNothingFrozen(options);
    options.headers.accept = "text/html";
    (options.config as { a: number }).a = 2;
    options.mediaType.previews.push("mercy");

    const built = builder.build();
    expectNothingFrozen(built);
    built.headers.accept = "text/html";
    (built.body as { config: { a: number } }).config.a = 3;

    expect(observe(builder)).toEqual(before);
  });

  it.each<[string, (builder: Builder) => { request?: Record<string, unknown> }]>([
    ["toOptions()", (builder) => builder.toOptions()],
    ["build()", (builder) => builder.build()],
  ])("lets the caller change nested request values of %s", (_name, read) => {
    const builder = at("/x").request({ retry: { limit: 2 } });
    const request = read(builder).request;
    expect(() => {
      (request?.retry as { limit: number }).limit = 5;
    }).not.toThrow();
    expect(builder.build().request).toEqual({ retry: { limit: 2 } });
  });
});

describe("a call that changes nothing", () => {
  const fresh = loosen(RequestBuilder.create());
  const withHeader = fresh.header("x-a", "1");
  const withParam = fresh.param("a", 1);
  const withPreview = fresh.preview("mercy");
  const withRoute = at("GET /x");
  const withData = fresh.data("text");

  it.each<[string, Builder, (b: Builder) => Builder]>([
    ['.method("GET") again', fresh.method("GET"), (b) => b.method("GET")],
    ["the default baseUrl again", fresh.baseUrl(BASE), (b) => b.baseUrl(BASE)],
    ['.format("") again', fresh.format(""), (b) => b.format("")],
    ["empty params", fresh, (b) => b.params({})],
    ["empty headers", fresh, (b) => b.headers({})],
    ["empty previews", fresh, (b) => b.previews([])],
    ["an empty merge", fresh, (b) => b.merge({})],
    ["an undefined parameter", withParam, (b) => b.param("a", undefined)],
    ["an undefined header", withHeader, (b) => b.header("x-a", undefined)],
    ["undefined data", withData, (b) => b.data(undefined)],
    ["the same header value twice", withHeader, (b) => b.header("x-a", "1")],
    ["the same header value in another case", withHeader, (b) => b.header("X-A", "1")],
    ["the same parameter value twice", withParam, (b) => b.param("a", 1)],
    ["the same parameter through params", withParam, (b) => b.params({ a: 1 })],
    ["the same preview twice", withPreview, (b) => b.preview("mercy")],
    ["the same preview with -preview", withPreview, (b) => b.preview("mercy-preview")],
    ["the same route twice", withRoute, (b) => b.route<string>("GET /x")],
    ["the same data twice", withData, (b) => b.data("text")],
  ])("returns the same instance for %s", (_name, builder, apply) => {
    expect(apply(builder)).toBe(builder);
  });
});

describe("a call that throws", () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  const prepared = at("POST /repos/{owner}/{repo}/issues")
    .params({ owner: "o", repo: "r", title: "t" })
    .header("x-a", "1")
    .preview("mercy");

  it.each<[string, (b: Builder) => unknown]>([
    ["route with a bad method", (b) => b.route("GE(T /x")],
    ["route that is empty", (b) => b.route("")],
    ["method that is not a token", (b) => b.method("GE T")],
    ["baseUrl with a line break", (b) => b.baseUrl("https://x\n")],
    ["param with a reserved name", (b) => b.param("headers" as string, 1)], // the types refuse the literal too,
    ["param with a cyclic value", (b) => b.param("x", cyclic)],
    ["params with one bad name among good ones", (b) => b.params({ ok: 1, "": 2 })],
    ["header with a bad name", (b) => b.header("bad name", "1")],
    ["header with CR LF in the value", (b) => b.header("x-b", "1\r\nx-c: 2")],
    [
      "headers with one bad value among good ones",
      (b) => b.headers({ "x-ok": "1", "x-bad": "a\nb" }),
    ],
    ["previews with one bad name among good ones", (b) => b.previews(["ok", "bad name"])],
    ["previews that are not an array", (b) => b.previews("mercy" as never)],
    ["format with a space", (b) => b.format("a b")],
    ["request that is not an object", (b) => b.request(42 as never)],
    [
      "merge with one bad option among good ones",
      (b) => b.merge({ headers: { "x-ok": "1" }, method: "GE T" }),
    ],
    ["merge with bad previews", (b) => b.merge({ ok: 1, mediaType: { previews: "x" as never } })],
  ])("leaves the builder unchanged and returns nothing: %s", (_name, apply) => {
    const before = observe(prepared);
    let returned: unknown = "nothing returned";
    expect(() => {
      returned = apply(prepared);
    }).toThrow(RestbuildError);
    expect(returned).toBe("nothing returned");
    expect(observe(prepared)).toEqual(before);
  });

  it("leaves a builder that still works", () => {
    expect(() => prepared.header("bad name", "1")).toThrow(RestbuildError);
    expect(prepared.header("x-b", "2").build().headers["x-b"]).toBe("2");
  });
});

describe("the caller's objects given to the builder", () => {
  it.each<
    [string, () => Record<string, unknown>, (b: Builder, o: Record<string, unknown>) => Builder]
  >([
    ["param", () => ({ labels: ["bug"], meta: { a: 1 } }), (b, o) => b.param("value", o)],
    [
      "params",
      () => ({ owner: "o", config: { url: "u", events: ["push"] } }),
      (b, o) => b.params(o),
    ],
    ["headers", () => ({ "X-A": "1", Accept: "text/html" }), (b, o) => b.headers(o as never)],
    ["data", () => ({ text: "t", nested: { list: [1, 2] } }), (b, o) => b.data(o)],
    ["request", () => ({ timeout: 1, retry: { limit: 2, codes: [500] } }), (b, o) => b.request(o)],
    [
      "merge",
      () => ({
        headers: { "X-A": "1" },
        mediaType: { previews: ["mercy-preview"], format: "raw" },
        request: { retry: { limit: 1 } },
        config: { a: { b: 1 } },
      }),
      (b, o) => b.merge(o),
    ],
  ])("are neither frozen nor changed by %s()", (_name, make, apply) => {
    const input = make();
    const copy = structuredClone(input);
    const builder = apply(at("POST /x"), input);
    expect(input).toEqual(copy);
    expectNothingFrozen(input);

    // Changing them afterwards does not reach the snapshot.
    const before = observe(builder);
    for (const container of containers(input)) {
      if (Array.isArray(container)) container.push("changed");
      else (container as Record<string, unknown>).changed = true;
    }
    expect(observe(builder)).toEqual(before);
  });

  it("keeps request values such as an AbortSignal and a function by reference, unfrozen", () => {
    const controller = new AbortController();
    const fetch = async () => new Response();
    const request = RequestBuilder.create()
      .route("/x")
      .request({ signal: controller.signal, fetch })
      .build().request;
    expect(request?.signal).toBe(controller.signal);
    expect(request?.fetch).toBe(fetch);
    expect(Object.isFrozen(controller.signal)).toBe(false);
    expect(Object.isFrozen(fetch)).toBe(false);
    controller.abort();
    expect((request?.signal as AbortSignal | undefined)?.aborted).toBe(true);
  });

  it("keeps a Map or Set under request usable by its owner", () => {
    const cache = new Map([["a", 1]]);
    const seen = new Set([1]);
    const request = RequestBuilder.create().route("/x").request({ cache, seen }).build().request;
    expect(request?.cache).toBe(cache);
    expect(request?.seen).toBe(seen);
    expect(() => cache.set("b", 2)).not.toThrow();
    expect(() => seen.add(2)).not.toThrow();
  });

  it("keeps a binary body by reference and writable", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const body = RequestBuilder.create().route("POST /x").data(bytes).build().body;
    expect(body).toBe(bytes);
    bytes[0] = 9;
    expect((body as Uint8Array)[0]).toBe(9);
  });
});

describe("the endpoint API (C8)", () => {
  it("never freezes or changes the caller's options", () => {
    const options = {
      owner: "o",
      repo: "r",
      labels: ["bug"],
      config: { a: 1 },
      headers: { Authorization: "token abc" },
      mediaType: { previews: ["mercy-preview"], format: "raw" },
      request: { retry: { limit: 1 } },
    };
    const copy = structuredClone(options);
    // A parameter beyond GitHub's catalogue: typed as `never` so it compiles.
    endpoint("POST /repos/{owner}/{repo}/issues", options as never);
    endpoint.merge("POST /repos/{owner}/{repo}/issues", options as never);
    endpoint.parse({ ...endpoint.DEFAULTS, url: "/x", ...options, headers: {} });
    const withDefaults = endpoint.defaults(options);
    expect(options).toEqual(copy);
    expectNothingFrozen(options);

    // Changing the options afterwards does not reach the defaults made from them.
    const defaultsBefore = withDefaults.DEFAULTS;
    options.labels.push("changed");
    options.config.a = 2;
    options.headers.Authorization = "token changed";
    options.mediaType.previews.push("symmetra");
    expect(withDefaults.DEFAULTS).toEqual(defaultsBefore);
  });

  it("never lets a change to endpoint() output reach DEFAULTS or later results", () => {
    const before = endpoint.DEFAULTS;
    const first = endpoint("POST /x", { a: 1, request: { timeout: 1 } });
    first.headers.accept = "text/html";
    first.headers.authorization = "token leaked";
    first.url = "https://evil.example";
    (first.body as Record<string, unknown>).b = 2;
    expect(endpoint.DEFAULTS).toEqual(before);
    expect(endpoint("POST /x", { a: 1 })).toEqual({
      method: "post",
      url: "https://api.github.com/x",
      headers: { ...before.headers, "content-type": "application/json; charset=utf-8" },
      body: { a: 1 },
    });
  });

  it("never lets a change to merge() output reach DEFAULTS or later results", () => {
    const withDefaults = endpoint.defaults({
      headers: { "x-a": "1" },
      mediaType: { previews: ["mercy"] },
    });
    const before = withDefaults.DEFAULTS;
    const merged = withDefaults.merge("GET /x");
    merged.headers.authorization = "x";
    merged.headers["x-a"] = "changed";
    merged.mediaType.previews.push("symmetra");
    merged.mediaType.format = "raw";
    merged.baseUrl = "https://evil.example";
    expect(withDefaults.DEFAULTS).toEqual(before);
    expect(withDefaults.merge("GET /x")).toEqual({ ...before, url: "/x" });
    // The changed copy itself parses as changed.
    expect(withDefaults.parse(merged).headers.authorization).toBe("x");
  });

  it("never lets a change to parse() output reach its input", () => {
    const merged = endpoint.merge("POST /x", { a: 1 });
    const copy = structuredClone(merged);
    const parsed = endpoint.parse(merged);
    parsed.headers.accept = "text/html";
    parsed.method = "delete";
    expect(merged).toEqual(copy);
  });

  it("never lets a change to DEFAULTS reach another defaults function", () => {
    const a = endpoint.defaults({ headers: { "x-a": "1" } });
    const b = a.defaults({ headers: { "x-b": "2" } });
    const aBefore = a.DEFAULTS;
    const bBefore = b.DEFAULTS;
    const changed = a.DEFAULTS;
    changed.headers["x-a"] = "changed";
    changed.mediaType.previews.push("mercy");
    expect(a.DEFAULTS).toEqual(aBefore);
    expect(b.DEFAULTS).toEqual(bBefore);
    expect(b("GET /x").headers["x-a"]).toBe("1");
  });

  it("never lets a call's object parameter change the defaults it merges into", () => {
    const withConfig = endpoint.defaults({ config: { url: "https://hook.example" } });
    withConfig("POST /hooks", { config: { secret: "s" } });
    expect(withConfig.DEFAULTS.config).toEqual({ url: "https://hook.example" });
    expect(withConfig("POST /hooks").body).toEqual({ config: { url: "https://hook.example" } });
  });

  it("never lets a change to a nested object of endpoint() output reach later results", () => {
    const withConfig = endpoint.defaults({ config: { url: "https://hook.example" } });
    const first = withConfig("POST /hooks");
    (first.body as { config: Record<string, unknown> }).config.url = "https://evil.example";
    expect(withConfig("POST /hooks").body).toEqual({ config: { url: "https://hook.example" } });
    expect(withConfig.DEFAULTS.config).toEqual({ url: "https://hook.example" });
  });

  it("never lets a change to a nested object of DEFAULTS or merge() output reach the defaults", () => {
    const withConfig = endpoint.defaults({ config: { url: "https://hook.example" } });
    (withConfig.DEFAULTS.config as Record<string, unknown>).url = "https://evil.example";
    (withConfig.merge("POST /hooks").config as Record<string, unknown>).url =
      "https://evil.example";
    expect(withConfig.DEFAULTS.config).toEqual({ url: "https://hook.example" });
  });

  it("lets the caller change nested request values of endpoint(), merge() and DEFAULTS", () => {
    const withRetry = endpoint.defaults({ request: { retry: { limit: 2 } } });
    const results = [
      withRetry("GET /x").request,
      withRetry.merge("GET /x").request,
      withRetry.DEFAULTS.request,
    ];
    for (const request of results) {
      expect(() => {
        (request?.retry as { limit: number }).limit = 5;
      }).not.toThrow();
    }
    expect(withRetry.DEFAULTS.request).toEqual({ retry: { limit: 2 } });
  });

  it("keeps request values of defaults by reference and unfrozen", () => {
    const signal = new AbortController().signal;
    const fetch = () => undefined;
    const cache = new Map<string, number>();
    const withRequest = endpoint.defaults({ request: { signal, fetch, cache } });
    const request = withRequest("GET /x").request;
    expect(request?.signal).toBe(signal);
    expect(request?.fetch).toBe(fetch);
    expect(request?.cache).toBe(cache);
    expect(Object.isFrozen(fetch)).toBe(false);
    expect(() => cache.set("a", 1)).not.toThrow();
  });
});
