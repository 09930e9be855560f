import { describe, expect, it } from "vitest";
import { parseRoute } from "../../src/core/route.js";
import { endpoint } from "../../src/index.js";
import { CACHEABLE_TEMPLATE_LENGTH } from "../../src/template/template-cache.js";
import { errorOf } from "../support/thrown.js";

describe("parseRoute()", () => {
  it.each<[string, { method?: string; url: string }]>([
    ["GET /repos/{owner}/{repo}", { method: "GET", url: "/repos/{owner}/{repo}" }],
    ["post /gists", { method: "post", url: "/gists" }],
    ["/user", { url: "/user" }],
    ["  PATCH\t/x  ", { method: "PATCH", url: "/x" }],
    ["GET https://uploads.github.com/x", { method: "GET", url: "https://uploads.github.com/x" }],
    ["/trailing-space ", { url: "/trailing-space" }],
    ["/trailing-tab\t", { url: "/trailing-tab" }],
    ["\n /around \r", { url: "/around" }],
    ["GET\r/carriage-return\r", { method: "GET", url: "/carriage-return" }],
    ["\vPUT\f/vertical-tab-form-feed\v", { method: "PUT", url: "/vertical-tab-form-feed" }],
  ])("reads %j", (route, expected) => {
    expect(parseRoute(route)).toEqual(expected);
  });

  it.each(["", "   ", "GET /x extra", "GET\r/x\r/y"])("refuses %j with INVALID_ROUTE", (route) => {
    const error = errorOf(() => parseRoute(route));
    expect(error.code).toBe("INVALID_ROUTE");
    expect(error.message).toBe(
      `a route must be "METHOD url" or "url" without other spaces, got ${JSON.stringify(route)}`,
    );
  });

  it("refuses a method that is not an HTTP token with INVALID_METHOD", () => {
    const error = errorOf(() => parseRoute("GE(T /x"));
    expect(error.code).toBe("INVALID_METHOD");
    expect(error.message).toBe('method must be an HTTP token such as "GET", got "GE(T"');
  });

  it("takes the same spaces around a route through endpoint()", () => {
    expect(endpoint(" /user\t").url).toBe("https://api.github.com/user");
    expect(endpoint("\rGET\r/user\r").url).toBe("https://api.github.com/user");
  });

  it("gives the same frozen answer for the same route", () => {
    const first = parseRoute("GET /cached");
    expect(parseRoute("GET /cached")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("keeps routes as long as the longest cacheable template, and parses longer ones afresh", () => {
    // A long route is not kept, so that parsed routes hold little memory (the template cache's
    // rule).
    const route = (length: number) => `GET /${"r".repeat(length - 5)}`;
    const longest = route(CACHEABLE_TEMPLATE_LENGTH);
    expect(longest).toHaveLength(CACHEABLE_TEMPLATE_LENGTH);
    expect(parseRoute(longest)).toBe(parseRoute(longest));
    const longer = route(CACHEABLE_TEMPLATE_LENGTH + 1);
    const parsed = parseRoute(longer);
    expect(parsed).toEqual({ method: "GET", url: longer.slice(4) });
    expect(parseRoute(longer)).not.toBe(parsed);
  });
});
