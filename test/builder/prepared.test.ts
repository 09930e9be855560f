import { describe, expect, it } from "vitest";
import { RequestBuilder } from "../../src/index.js";

// A builder built a second time is a prepared one: it keeps the request of that second build,
// and every later build() returns a copy of it, without merging or expanding again
// (docs/architecture.md, "The builder"). A class instance is kept by reference, and its text is
// read when the URL is expanded: changed by its owner between builds, it shows when that happens.

const BASE = "https://api.github.com";

/** A class instance whose text its owner changes. */
class Cursor {
  constructor(public at: string) {}
  toString(): string {
    return this.at;
  }
}

describe("a builder built more than once", () => {
  it("expands its values on the first two builds and keeps the second request", () => {
    const cursor = new Cursor("one");
    const builder = RequestBuilder.create().route("GET /issues{?after}").param("after", cursor);
    expect(builder.build().url).toBe(`${BASE}/issues?after=one`);
    cursor.at = "two";
    // The first build kept nothing: the second expands again.
    expect(builder.build().url).toBe(`${BASE}/issues?after=two`);
    cursor.at = "three";
    // The second build kept its request: later builds are copies of it.
    expect(builder.build().url).toBe(`${BASE}/issues?after=two`);
    expect(builder.toFetch()[0]).toBe(`${BASE}/issues?after=two`);
    // A builder derived from it expands again.
    expect(builder.header("x-a", "1").build().url).toBe(`${BASE}/issues?after=three`);
  });

  it("gives the same keys in every build: no body or request where the first had none", () => {
    const builder = RequestBuilder.create().route("GET /user");
    const first = builder.build();
    expect(Object.keys(first)).toEqual(["method", "url", "headers"]);
    builder.build();
    const kept = builder.build();
    expect(Object.keys(kept)).toEqual(["method", "url", "headers"]);
    expect(kept).toStrictEqual(first);
  });

  it("keeps the body and the request meta of a request that has them", () => {
    const builder = RequestBuilder.create()
      .route("POST /repos/{owner}/{repo}/issues")
      .params({ owner: "o", repo: "r", title: "t", labels: ["bug"] })
      .request({ timeout: 5, retry: { limit: 2 } });
    const first = builder.build();
    builder.build();
    const kept = builder.build();
    expect(kept).toStrictEqual(first);
    expect(Object.keys(kept)).toEqual(["method", "url", "headers", "body", "request"]);
    expect(kept.body).toEqual({ title: "t", labels: ["bug"] });
    expect(kept.request).toEqual({ timeout: 5, retry: { limit: 2 } });
  });

  it("keeps a body that is null", () => {
    const builder = RequestBuilder.create().route("POST /x").data(null);
    builder.build();
    builder.build();
    const kept = builder.build();
    expect(Object.hasOwn(kept, "body")).toBe(true);
    expect(kept.body).toBeNull();
  });

  it("hands out copies of the kept request that the caller may change", () => {
    const builder = RequestBuilder.create()
      .route("POST /x")
      .data({ list: [1] })
      .request({ retry: { limit: 2 } });
    builder.build();
    builder.build();
    const kept = builder.build() as unknown as {
      body: { list: number[] };
      request: { retry: object };
    };
    expect(Object.isFrozen(kept)).toBe(false);
    expect(Object.isFrozen(kept.body.list)).toBe(false);
    expect(Object.isFrozen(kept.request.retry)).toBe(false);
    kept.body.list.push(2);
    kept.request.retry = {};
    const again = builder.build();
    expect(again.body).toEqual({ list: [1] });
    expect(again.request).toEqual({ retry: { limit: 2 } });
  });
});
