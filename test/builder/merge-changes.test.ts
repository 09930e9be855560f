import { describe, expect, it } from "vitest";
import { RequestBuilder } from "../../src/index.js";

// merge() records every key the options give as set, with its merged value; a key given as
// `undefined`, a header given as `undefined` and a request given as `null` or `false` give
// nothing, so they neither change the builder nor travel with merge(otherBuilder).

const DEFAULT_KEYS = ["method", "baseUrl", "headers", "mediaType"];

describe("merge() of options that give nothing", () => {
  it.each<[string, object]>([
    ["a parameter given as undefined", { per_page: undefined }],
    ["the url given as undefined", { url: undefined }],
    ["a request given as null", { request: null }],
    ["a request given as false", { request: false }],
    ["a header given as undefined", { headers: { "x-a": undefined } }],
    ["a header cancelled by an undefined spelling", { headers: { "X-A": "1", "x-a": undefined } }],
    ["a default header given as undefined", { headers: { accept: undefined } }],
  ])("returns the same builder for %s", (_name, options) => {
    const builder = RequestBuilder.create();
    const merged = builder.merge(options as never);
    expect(merged).toBe(builder);
    expect(Object.keys(merged.toOptions())).toEqual(DEFAULT_KEYS);
  });

  it("returns the same builder for a header given as undefined beside one set already", () => {
    const builder = RequestBuilder.create().header("x-a", "1");
    expect(builder.merge({ headers: { "X-A": "1", "x-b": undefined } })).toBe(builder);
    expect(builder.merge({ headers: { "x-b": undefined, "x-a": "1" } })).toBe(builder);
  });

  it("keeps undefined headers out of the options and of a merged builder's settings", () => {
    const builder = RequestBuilder.create().merge({ headers: { "x-a": "1", "x-b": undefined } });
    expect(Object.keys(builder.toOptions().headers)).toEqual(["accept", "user-agent", "x-a"]);
    const post = RequestBuilder.create()
      .route("POST /x")
      .header("accept", "text/plain")
      .header("x-b", "2");
    const merged = post.merge(builder);
    expect(merged.build().headers).toEqual({
      ...post.build().headers,
      "x-a": "1",
    });
  });

  it("leaves the request of a builder that set none out of a merge into another", () => {
    const none = RequestBuilder.create().merge({ request: null, headers: { "x-a": "1" } } as never);
    const timed = RequestBuilder.create().route("GET /x").request({ timeout: 5 });
    expect(timed.merge(none).build().request).toEqual({ timeout: 5 });
    const off = RequestBuilder.create().merge({ request: false, headers: { "x-a": "1" } } as never);
    expect(timed.merge(off).build().request).toEqual({ timeout: 5 });
  });

  it("leaves a parameter given as undefined out of a merge into another", () => {
    const none = RequestBuilder.create().merge({ per_page: undefined, headers: { "x-a": "1" } });
    expect(Object.keys(none.toOptions())).toEqual(DEFAULT_KEYS);
    const paged = RequestBuilder.create().route("GET /x{?per_page}").param("per_page", 5);
    expect(paged.merge(none).build().url).toBe("https://api.github.com/x?per_page=5");
  });
});

describe("merge() of options that set what is there", () => {
  it("records the key, so that it travels with merge(otherBuilder)", () => {
    const getter = RequestBuilder.create().merge({ method: "GET", request: { timeout: 1 } });
    expect(getter).not.toBe(RequestBuilder.create());
    const post = RequestBuilder.create().route("POST /x");
    const merged = post.merge(getter).build();
    expect(merged.method).toBe("get");
    expect(merged.request).toEqual({ timeout: 1 });
  });
});
