import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder } from "../../src/index.js";
import { fuzzRuns } from "../support/fuzz-runs.js";
import { USER_AGENT } from "../support/package-version.js";
import { refusal } from "../support/thrown.js";

const ACCEPT = "application/vnd.github.v3+json";
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
const BASE = "https://api.github.com";
const DEFAULT_HEADERS = { accept: ACCEPT, "user-agent": USER_AGENT };

const create = () => RequestBuilder.create();
/**
 * A builder at a route typed as plain string, as a route read at run time is: param() takes any
 * name there, while a literal route only takes its placeholders.
 */
const at = (route: string) => RequestBuilder.create().route(route);

describe("RequestBuilder.create()", () => {
  it("starts from the built-in defaults", () => {
    expect(create().toOptions()).toEqual({
      method: "GET",
      baseUrl: BASE,
      headers: DEFAULT_HEADERS,
      mediaType: { format: "", previews: [] },
    });
  });

  it("starts from the same options as endpoint.DEFAULTS", () => {
    expect(create().toOptions()).toEqual(endpoint.DEFAULTS);
  });

  it("returns a builder", () => {
    expect(create()).toBeInstanceOf(RequestBuilder);
  });
});

describe("RequestBuilder#route()", () => {
  it("sets method and URL from a route", () => {
    const options = create().route("POST /repos/{owner}/{repo}/issues").toOptions();
    expect(options.method).toBe("POST");
    expect(options.url).toBe("/repos/{owner}/{repo}/issues");
  });

  it("sets only the URL for a route without a method", () => {
    const options = create().method("PUT").route("/user/starred/o/r").toOptions();
    expect(options.method).toBe("PUT");
    expect(options.url).toBe("/user/starred/o/r");
  });

  it("replaces an earlier route", () => {
    expect(create().route("POST /a").route("DELETE /b").build()).toEqual({
      method: "delete",
      url: `${BASE}/b`,
      headers: DEFAULT_HEADERS,
    });
  });

  it("accepts :name placeholders", () => {
    expect(at("GET /orgs/:org/repos").param("org", "octokit").build().url).toBe(
      `${BASE}/orgs/octokit/repos`,
    );
  });

  it("accepts a full URL, used without the base URL", () => {
    expect(create().route("GET https://uploads.github.com/x").build().url).toBe(
      "https://uploads.github.com/x",
    );
  });
});

describe("RequestBuilder#method()", () => {
  it("keeps the method as given in toOptions() and lowercases it in build()", () => {
    const builder = create().route("/user").method("PATCH");
    expect(builder.toOptions().method).toBe("PATCH");
    expect(builder.build().method).toBe("patch");
  });

  it("decides between query and body", () => {
    const builder = at("/x").param("a", 1);
    expect(builder.method("HEAD").build().url).toBe(`${BASE}/x?a=1`);
    expect(builder.method("DELETE").build()).toMatchObject({ url: `${BASE}/x`, body: { a: 1 } });
  });
});

describe("RequestBuilder#baseUrl()", () => {
  it("prefixes relative URLs", () => {
    expect(create().baseUrl("https://ghe.example.com/api/v3").route("GET /user").build().url).toBe(
      "https://ghe.example.com/api/v3/user",
    );
  });

  it("does not prefix full URLs", () => {
    expect(
      create().baseUrl("https://ghe.example.com").route("GET https://uploads.github.com/x").build()
        .url,
    ).toBe("https://uploads.github.com/x");
  });
});

describe("RequestBuilder#param()", () => {
  it("copies a value nested 1000 levels deep and refuses a deeper one", () => {
    const nested = (levels: number): unknown => {
      let value: unknown = "leaf";
      for (let level = 0; level < levels; level++) value = [value];
      return value;
    };
    expect(create().param("x", nested(1000)).toOptions().x).toEqual(nested(1000));
    expect(() => create().param("x", nested(1001))).toThrow(
      expect.objectContaining({
        code: "INVALID_PARAMETER",
        message: "a parameter value must not nest deeper than 1000 levels",
      }),
    );
  });

  it("gives a Map value back by reference in every build", () => {
    const map = new Map([["a", 1]]);
    const builder = at("POST /x").param("m", map);
    expect((builder.build().body as { m: unknown }).m).toBe(map);
    expect((builder.build().body as { m: unknown }).m).toBe(map);
  });

  it("never freezes a Map or Set it holds, however the snapshot is made", () => {
    const map = new Map([["a", 1]]);
    const set = new Set([1]);
    // toOptions() makes the snapshot's state, merge() derives from a made one.
    const made = at("POST /x").param("m", map).data(set).request({ set }).toOptions();
    const merged = at("POST /x").merge({ m: map, request: { map } }).merge({ n: set });
    expect(made.m).toBe(map);
    expect((merged.build().body as { m: unknown; n: unknown }).n).toBe(set);
    expect(Object.isFrozen(map)).toBe(false);
    expect(Object.isFrozen(set)).toBe(false);
    expect(() => map.set("b", 2)).not.toThrow();
    expect(() => set.add(2)).not.toThrow();
    expect(map.get("b")).toBe(2);
  });

  it("fills the placeholder of that name", () => {
    expect(at("GET /users/{username}").param("username", "octocat").build().url).toBe(
      `${BASE}/users/octocat`,
    );
  });

  it("adds an unused parameter to the query for GET and to the body for POST", () => {
    expect(at("GET /x").param("per_page", 5).build().url).toBe(`${BASE}/x?per_page=5`);
    expect(at("POST /x").param("title", "t").build()).toEqual({
      method: "post",
      url: `${BASE}/x`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_CONTENT_TYPE },
      body: { title: "t" },
    });
  });

  it("replaces an earlier value of the same name", () => {
    expect(at("GET /x").param("a", 1).param("a", 2).build().url).toBe(`${BASE}/x?a=2`);
  });

  it("takes undefined as not given: the parameter keeps its value", () => {
    const bound = at("GET /x").param("a", 1);
    expect(bound.param("a", undefined)).toBe(bound);
    expect(bound.param("a", undefined).build().url).toBe(`${BASE}/x?a=1`);
    expect(at("GET /x").param("a", undefined).toOptions()).not.toHaveProperty("a");
  });

  it("keeps null as a value", () => {
    expect(at("PATCH /x").param("milestone", null).build().body).toEqual({
      milestone: null,
    });
  });

  it("keeps nested objects and arrays as values", () => {
    const body = at("POST /hooks")
      .param("config", { url: "https://hook.example", events: ["push"] })
      .build().body;
    expect(body).toEqual({ config: { url: "https://hook.example", events: ["push"] } });
  });

  it.each(["method", "url", "baseUrl", "headers", "request", "mediaType", "__proto__", ""])(
    "rejects the name %j, which is not a parameter",
    (name) => {
      expect(() => create().param(name, "x")).toThrow(
        expect.objectContaining({ code: "INVALID_PARAMETER" }),
      );
    },
  );
});

describe("RequestBuilder#params()", () => {
  it("binds several parameters at once", () => {
    expect(
      create()
        .route("GET /repos/{owner}/{repo}/commits")
        .params({ owner: "o", repo: "r", page: 2 })
        .build().url,
    ).toBe(`${BASE}/repos/o/r/commits?page=2`);
  });

  it("adds to earlier parameters and leaves those given as undefined", () => {
    const options = create().params({ a: 1, b: 2 }).params({ b: undefined, c: 3 }).toOptions();
    expect(options).toEqual(expect.objectContaining({ a: 1, b: 2, c: 3 }));
  });

  it("rejects option names among the parameters", () => {
    expect(() => create().params({ a: 1, headers: {} } as never)).toThrow(
      expect.objectContaining({ code: "INVALID_PARAMETER" }),
    );
  });

  it("names what it rejects when the parameters are not a map", () => {
    expect(() => create().params(null as never)).toThrow(
      expect.objectContaining({
        code: "INVALID_OPTIONS",
        message: "parameters must be a plain object, got null",
      }),
    );
  });
});

describe("RequestBuilder#header()", () => {
  it("sets one header with a lowercased name", () => {
    expect(create().route("/user").header("Authorization", "token X").build().headers).toEqual({
      ...DEFAULT_HEADERS,
      authorization: "token X",
    });
  });

  it("replaces a header of the same name in any case", () => {
    expect(create().header("X-A", "1").header("x-a", "2").toOptions().headers["x-a"]).toBe("2");
    expect(create().route("/x").header("ACCEPT", "text/html").build().headers.accept).toBe(
      "text/html",
    );
  });

  it("takes undefined as not given: the header, a default one included, keeps its value", () => {
    const builder = create().route("/x").header("X-A", "1").header("x-a", undefined);
    expect(builder.build().headers).toEqual({ ...DEFAULT_HEADERS, "x-a": "1" });
    expect(create().route("/x").header("Accept", undefined).build().headers).toEqual(
      DEFAULT_HEADERS,
    );
    expect(create().route("/x").headers({ "x-b": undefined }).build().headers).toEqual(
      DEFAULT_HEADERS,
    );
  });

  it("keeps a number as a number", () => {
    expect(create().route("/x").header("content-length", 5).build().headers["content-length"]).toBe(
      5,
    );
  });

  it("reads a header as headers() reads an object of that one name", () => {
    const base = create().route("/x").header("x-a", "1");
    const name = fc.oneof(
      fc.constantFrom("X-A", "x-a", "Accept", "__proto__", "__PROTO__", "bad name", "", "x\n"),
      fc.string({ maxLength: 8 }),
    );
    const value = fc.oneof(
      fc.constantFrom(undefined, "", "v", "a\r\nb", 0, 5, Number.NaN, null, true),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(name, value, (headerName, headerValue) => {
        const one = () => base.header(headerName, headerValue as string).toOptions();
        const many = () => base.headers({ [headerName]: headerValue as string }).toOptions();
        let expected: unknown;
        try {
          expected = many();
        } catch {
          expect(refusal(one)).toEqual(refusal(many));
          return;
        }
        expect(one()).toEqual(expected);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});

describe("RequestBuilder#headers()", () => {
  it("merges several headers by lowercase name over the current ones", () => {
    const headers = create()
      .route("/x")
      .headers({ "If-None-Match": '"abc"', "X-A": "1" })
      .headers({ "x-a": "2", "X-B": "3" })
      .build().headers;
    expect(headers).toEqual({
      ...DEFAULT_HEADERS,
      "if-none-match": '"abc"',
      "x-a": "2",
      "x-b": "3",
    });
  });
});

describe("RequestBuilder#preview()", () => {
  it("adds a preview to the accept header", () => {
    expect(create().route("/repos/o/r/topics").preview("mercy").build().headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("accepts a name with a trailing -preview and adds each name once", () => {
    const builder = create().route("/x").preview("mercy-preview").preview("mercy");
    expect(builder.toOptions().mediaType.previews).toEqual(["mercy"]);
    expect(builder.build().headers.accept).toBe("application/vnd.github.mercy-preview+json");
  });
});

describe("RequestBuilder#previews()", () => {
  it("adds several previews after the earlier ones, comma-joined", () => {
    const accept = create().route("/x").preview("a").previews(["b", "a-preview", "c"]).build()
      .headers.accept;
    expect(accept).toBe(
      "application/vnd.github.a-preview+json," +
        "application/vnd.github.b-preview+json," +
        "application/vnd.github.c-preview+json",
    );
  });

  it("uses .<format> for previews when a format is set", () => {
    expect(create().route("/x").previews(["mercy"]).format("raw").build().headers.accept).toBe(
      "application/vnd.github.mercy-preview.raw",
    );
  });
});

describe("RequestBuilder#format()", () => {
  it("amends the accept header", () => {
    expect(create().route("/repos/o/r/pulls/1").format("diff").build().headers.accept).toBe(
      "application/vnd.github.v3.diff",
    );
  });

  it("replaces an earlier format, and an empty format restores the plain accept header", () => {
    const builder = create().route("/x").format("raw");
    expect(builder.format("patch").build().headers.accept).toBe("application/vnd.github.v3.patch");
    expect(builder.format("").build().headers.accept).toBe(ACCEPT);
  });
});

describe("RequestBuilder#data()", () => {
  it("sets the body as given", () => {
    expect(create().route("POST /markdown/raw").data("Hello **world**").build()).toEqual({
      method: "post",
      url: `${BASE}/markdown/raw`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_CONTENT_TYPE },
      body: "Hello **world**",
    });
  });

  it("takes the place of a body built from parameters", () => {
    expect(at("POST /x").param("a", 1).data({ b: 2 }).build().body).toEqual({ b: 2 });
  });

  it("takes undefined as not given: the body stays", () => {
    expect(create().route("POST /x").data("d").data(undefined).build().body).toBe("d");
  });

  it("keeps a binary body by reference", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(create().route("POST /x").data(bytes).build().body).toBe(bytes);
  });
});

describe("RequestBuilder#request()", () => {
  it("passes meta information through to the result", () => {
    expect(create().route("/x").request({ timeout: 5 }).build().request).toEqual({ timeout: 5 });
  });

  it("merges with earlier meta information key by key", () => {
    expect(
      create().route("/x").request({ timeout: 5, retries: 1 }).request({ retries: 2 }).build()
        .request,
    ).toEqual({ timeout: 5, retries: 2 });
  });

  it("keeps a signal and a fetch function by reference", () => {
    const signal = new AbortController().signal;
    const fetch = () => undefined;
    const request = create().route("/x").request({ signal, fetch }).build().request;
    expect(request?.signal).toBe(signal);
    expect(request?.fetch).toBe(fetch);
  });

  it("names what it rejects when the meta information is not a map", () => {
    expect(() => create().request(5 as never)).toThrow(
      expect.objectContaining({
        code: "INVALID_OPTIONS",
        message: "request must be a plain object, got 5",
      }),
    );
  });

  it("never sends meta information as parameters", () => {
    const result = create().route("POST /x").request({ timeout: 5 }).build();
    expect(result).not.toHaveProperty("body");
  });
});

describe("RequestBuilder#merge()", () => {
  it("merges an options object with the defaults rules", () => {
    const options = create()
      .route("GET /x")
      .header("x-a", "1")
      .preview("mercy")
      .merge({
        method: "POST",
        headers: { "X-B": "2", "x-a": undefined },
        mediaType: { previews: ["mercy-preview", "symmetra"], format: "raw" },
        title: "t",
      })
      .toOptions();
    expect(options).toEqual({
      method: "POST",
      baseUrl: BASE,
      url: "/x",
      headers: { ...DEFAULT_HEADERS, "x-a": "1", "x-b": "2" },
      mediaType: { format: "raw", previews: ["mercy", "symmetra"] },
      title: "t",
    });
  });

  it("merges another builder's state over this one", () => {
    const other = at("PUT /y")
      .baseUrl("https://other.example")
      .header("x-b", "2")
      .preview("symmetra")
      .param("p", 1);
    const merged = create().route("GET /x").header("x-a", "1").preview("mercy").merge(other);
    expect(merged.toOptions()).toEqual({
      method: "PUT",
      baseUrl: "https://other.example",
      url: "/y",
      headers: { ...DEFAULT_HEADERS, "x-a": "1", "x-b": "2" },
      mediaType: { format: "", previews: ["mercy", "symmetra"] },
      p: 1,
    });
  });

  it("takes exactly what the other builder set, also a value equal to a default", () => {
    const post = at("POST /x").header("accept", "text/html");
    expect(post.merge(create().method("GET")).build().method).toBe("get");
    expect(post.merge(create().header("accept", DEFAULT_HEADERS.accept)).build().headers).toEqual(
      DEFAULT_HEADERS,
    );
    expect(post.merge(create().header("x-b", "2")).build()).toEqual({
      method: "post",
      url: `${BASE}/x`,
      headers: { accept: "text/html", "user-agent": USER_AGENT, "x-b": "2" },
    });
  });

  it("keeps this builder's url when the merged builder has none", () => {
    const shared = create().header("authorization", "token abc");
    expect(create().route("GET /user").merge(shared).build()).toEqual({
      method: "get",
      url: `${BASE}/user`,
      headers: { ...DEFAULT_HEADERS, authorization: "token abc" },
    });
  });

  it("merges plain-object parameters key by key", () => {
    const options = create()
      .param("config", { a: 1, b: 1 })
      .merge({ config: { b: 2, c: 3 } })
      .toOptions();
    expect(options.config).toEqual({ a: 1, b: 2, c: 3 });
  });
});

describe("RequestBuilder#build()", () => {
  it("builds the same request options as endpoint() for the same input", () => {
    const built = create()
      .route("POST /repos/{owner}/{repo}/issues")
      .params({ owner: "o", repo: "r", title: "Found a bug", labels: ["bug"] })
      .header("authorization", "token abc")
      .preview("mercy")
      .build();
    expect(built).toEqual(
      endpoint("POST /repos/{owner}/{repo}/issues", {
        owner: "o",
        repo: "r",
        title: "Found a bug",
        labels: ["bug"],
        headers: { authorization: "token abc" },
        mediaType: { previews: ["mercy"] },
      }),
    );
  });

  it("returns a fresh object on every call", () => {
    const builder = at("POST /x").param("a", { b: 1 });
    const first = builder.build();
    const second = builder.build();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second.headers).not.toBe(first.headers);
    expect(second.body).not.toBe(first.body);
  });

  it("throws a RestbuildError when no URL is set", () => {
    expect(() => create().build()).toThrow(expect.objectContaining({ code: "MISSING_URL" }));
  });
});

describe("RequestBuilder#toOptions()", () => {
  it("returns the merged options, nothing expanded", () => {
    expect(
      create()
        .route("GET /orgs/:org")
        .param("org", "o")
        .header("X-A", "1")
        .request({ timeout: 1 })
        .toOptions(),
    ).toEqual({
      method: "GET",
      baseUrl: BASE,
      url: "/orgs/:org",
      headers: { ...DEFAULT_HEADERS, "x-a": "1" },
      mediaType: { format: "", previews: [] },
      org: "o",
      request: { timeout: 1 },
    });
  });

  it("equals endpoint.merge() for the same input", () => {
    expect(at("GET /orgs/{org}").param("org", "o").toOptions()).toEqual(
      endpoint.merge("GET /orgs/{org}", { org: "o" }),
    );
  });

  it("can be parsed to the result of build()", () => {
    const builder = create().route("PATCH /x/{id}").params({ id: 1, name: "n" }).format("raw");
    expect(endpoint.parse(builder.toOptions())).toEqual(builder.build());
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
