import { describe, expect, it } from "vitest";
import { RequestBuilder } from "../../src/index.js";

// A builder is built from its frozen state at every build(): each build gives what a fresh
// builder gives, and a request of its own. A class instance is the caller's, kept by
// reference, and its text is read when the URL is expanded: changed by its owner between
// builds, it shows at the next build, however many came before.

const BASE = "https://api.github.com";

/** A class instance whose text its owner changes. */
class Cursor {
  constructor(public at: string) {}
  toString(): string {
    return this.at;
  }
}

describe("a builder built more than once", () => {
  it("expands a value the caller owns at every build", () => {
    const cursor = new Cursor("one");
    const builder = RequestBuilder.create().route("GET /issues{?after}").param("after", cursor);
    for (const at of ["one", "two", "three", "four"]) {
      cursor.at = at;
      expect(builder.build().url).toBe(`${BASE}/issues?after=${at}`);
    }
    cursor.at = "five";
    expect(builder.toFetch()[0]).toBe(`${BASE}/issues?after=five`);
    // Also one nested in a list or an object the builder copied, and a Date.
    const date = new Date("2026-01-01T00:00:00Z");
    const nested = RequestBuilder.create()
      .route("GET /issues{?since,after*}")
      .params({ since: date, after: [cursor] });
    const seen = new Set<string>();
    for (const day of [1, 2, 3]) {
      date.setUTCDate(day + 1);
      const fresh = RequestBuilder.create()
        .route("GET /issues{?since,after*}")
        .params({ since: new Date(date), after: ["five"] });
      const url = nested.build().url;
      expect(url).toBe(fresh.build().url);
      seen.add(url);
    }
    expect(seen.size).toBe(3);
  });

  it("expands at every build a value the caller owns inside a list or an object alone", () => {
    const cursor = new Cursor("one");
    const inList = RequestBuilder.create().route("GET /issues{?after*}").param("after", [cursor]);
    const inObject = RequestBuilder.create()
      .route("GET /issues{?page*}")
      .param("page", { after: cursor, size: 2 });
    for (const at of ["one", "two", "three", "four"]) {
      cursor.at = at;
      expect(inList.build().url).toBe(`${BASE}/issues?after=${at}`);
      expect(inObject.build().url).toBe(`${BASE}/issues?after=${at}&size=2`);
    }
  });

  it("gives what a fresh builder gives, build after build", () => {
    const options = {
      owner: "o",
      repo: "r",
      title: "t",
      labels: ["bug", "ui"],
      meta: { a: [1, null] },
    };
    const fresh = () =>
      RequestBuilder.create().route("POST /x/{owner}/{repo}/items").params(options).build();
    const builder = RequestBuilder.create().route("POST /x/{owner}/{repo}/items").params(options);
    for (let build = 0; build < 4; build++) expect(builder.build()).toStrictEqual(fresh());
  });

  it("gives the same keys in every build: no body or request where the first had none", () => {
    const builder = RequestBuilder.create().route("GET /user");
    const first = builder.build();
    expect(Object.keys(first)).toEqual(["method", "url", "headers"]);
    builder.build();
    const later = builder.build();
    expect(Object.keys(later)).toEqual(["method", "url", "headers"]);
    expect(later).toStrictEqual(first);
  });

  it("gives the body and the request meta at every build", () => {
    const builder = RequestBuilder.create()
      .route("POST /repos/{owner}/{repo}/issues")
      .params({ owner: "o", repo: "r", title: "t", labels: ["bug"] })
      .request({ timeout: 5, retry: { limit: 2 } });
    const first = builder.build();
    builder.build();
    const later = builder.build();
    expect(later).toStrictEqual(first);
    expect(Object.keys(later)).toEqual(["method", "url", "headers", "body", "request"]);
    expect(later.body).toEqual({ title: "t", labels: ["bug"] });
    expect(later.request).toEqual({ timeout: 5, retry: { limit: 2 } });
  });

  it("gives a body that is null at every build", () => {
    const builder = RequestBuilder.create().route("POST /x").data(null);
    builder.build();
    builder.build();
    const later = builder.build();
    expect(Object.hasOwn(later, "body")).toBe(true);
    expect(later.body).toBeNull();
  });

  it("hands out requests that the caller may change without touching later ones", () => {
    const builder = RequestBuilder.create()
      .route("POST /x")
      .data({ list: [1] })
      .request({ retry: { limit: 2 } });
    builder.build();
    builder.build();
    const later = builder.build() as unknown as {
      body: { list: number[] };
      request: { retry: object };
    };
    expect(Object.isFrozen(later)).toBe(false);
    expect(Object.isFrozen(later.body.list)).toBe(false);
    expect(Object.isFrozen(later.request.retry)).toBe(false);
    later.body.list.push(2);
    later.request.retry = {};
    const again = builder.build();
    expect(again.body).toEqual({ list: [1] });
    expect(again.request).toEqual({ retry: { limit: 2 } });
  });
});
