import { describe, expect, it } from "vitest";
import { parseRoute } from "../../src/core/route.js";
import { errorOf } from "../support/thrown.js";

describe("parseRoute()", () => {
  it.each<[string, { method?: string; url: string }]>([
    ["GET /repos/{owner}/{repo}", { method: "GET", url: "/repos/{owner}/{repo}" }],
    ["post /gists", { method: "post", url: "/gists" }],
    ["/user", { url: "/user" }],
    ["  PATCH\t/x  ", { method: "PATCH", url: "/x" }],
    ["GET https://uploads.github.com/x", { method: "GET", url: "https://uploads.github.com/x" }],
  ])("reads %j", (route, expected) => {
    expect(parseRoute(route)).toEqual(expected);
  });

  it.each(["", "   ", "GET /x extra", "GE(T /x"])("refuses %j", (route) => {
    expect(["INVALID_ROUTE", "INVALID_METHOD"]).toContain(errorOf(() => parseRoute(route)).code);
  });

  it("gives the same frozen answer for the same route", () => {
    const first = parseRoute("GET /cached");
    expect(parseRoute("GET /cached")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
