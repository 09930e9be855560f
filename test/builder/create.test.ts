import { describe, expect, it } from "vitest";
import { RequestBuilder } from "../../src/index.js";
import { CACHEABLE_TEMPLATE_LENGTH } from "../../src/template/template-cache.js";
import { errorOf } from "../support/thrown.js";

// Builders are values: `create()` is one builder, and `create().route(r)` is made once per route
// and shared, as long as the route is short enough for the template cache. A route set on any
// other builder is that builder's own.

/** A route of exactly `length` characters, unique to `tag`. */
function routeOf(tag: string, length: number): string {
  const start = `GET /${tag}/`;
  return `${start}${"r".repeat(length - start.length)}`;
}

describe("RequestBuilder.create()", () => {
  it("returns one frozen builder on every call", () => {
    expect(RequestBuilder.create()).toBe(RequestBuilder.create());
    expect(Object.isFrozen(RequestBuilder.create())).toBe(true);
  });
});

describe("create().route()", () => {
  it("returns the same frozen builder for the same route", () => {
    const first = RequestBuilder.create().route<string>("GET /shared/one");
    expect(RequestBuilder.create().route<string>("GET /shared/one")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.toOptions()).toEqual({
      ...RequestBuilder.create().toOptions(),
      url: "/shared/one",
    });
    expect(RequestBuilder.create().route<string>("GET /shared/two")).not.toBe(first);
  });

  it("shares a route as long as the template cache keeps one, and no longer", () => {
    const longest = routeOf("longest", CACHEABLE_TEMPLATE_LENGTH);
    expect(longest).toHaveLength(CACHEABLE_TEMPLATE_LENGTH);
    const kept = RequestBuilder.create().route<string>(longest);
    expect(RequestBuilder.create().route<string>(longest)).toBe(kept);

    const longer = routeOf("longer", CACHEABLE_TEMPLATE_LENGTH + 1);
    const made = RequestBuilder.create().route<string>(longer);
    expect(made.toOptions().url).toBe(longer.slice("GET ".length));
    expect(RequestBuilder.create().route<string>(longer)).not.toBe(made);
    expect(RequestBuilder.create().route<string>(longer).toOptions()).toEqual(made.toOptions());
  });

  it("never hands a route of create() to another builder", () => {
    const route = "POST /shared/from-create";
    const shared = RequestBuilder.create().route<string>(route);
    const traced = RequestBuilder.create().header("x-trace", "1").route<string>(route);
    expect(traced).not.toBe(shared);
    expect(traced.toOptions().headers["x-trace"]).toBe("1");
    expect(traced.build().headers["x-trace"]).toBe("1");
    expect(traced.toOptions().method).toBe("POST");
  });

  it("never shares a route set on another builder as the one of create()", () => {
    const route = "PUT /shared/from-another";
    const traced = RequestBuilder.create().header("x-trace", "1").route<string>(route);
    const plain = RequestBuilder.create().route<string>(route);
    expect(plain).not.toBe(traced);
    expect(plain.toOptions().headers).not.toHaveProperty("x-trace");
    expect(plain.build().headers).not.toHaveProperty("x-trace");
  });
});

describe("new RequestBuilder()", () => {
  // The constructor is private to TypeScript; plain JavaScript can still call it.
  const Unchecked = RequestBuilder as unknown as new (...args: unknown[]) => unknown;

  it.each<[string, unknown[]]>([
    ["no argument", []],
    ["an object that is no snapshot", [{ holds: () => true }]],
    ["another builder", [RequestBuilder.create()]],
  ])("is refused with INVALID_OPTIONS for %s", (_name, args) => {
    const error = errorOf(() => new Unchecked(...args));
    expect(error.code).toBe("INVALID_OPTIONS");
    expect(error.message).toBe(
      "a RequestBuilder must be made with RequestBuilder.create(), not with new RequestBuilder()",
    );
  });

  it("leaves create() and its steps working", () => {
    expect(() => new Unchecked()).toThrow();
    expect(RequestBuilder.create().route("GET /user").build().url).toBe(
      "https://api.github.com/user",
    );
  });
});
