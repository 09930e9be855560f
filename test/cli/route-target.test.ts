import { describe, expect, it } from "vitest";
import { queryParameters, routeTarget } from "../../src/cli/route-target.js";
import { UsageError } from "../../src/cli/usage-error.js";

const never = () => false;

describe("routeTarget", () => {
  it("reads METHOD url with any spaces around and between, keeping the route's method", () => {
    expect(routeTarget("  get \t /x ", undefined, never)).toStrictEqual({
      method: "GET",
      inferred: false,
      routeMethod: "get",
      url: "/x",
    });
  });

  it("names no route method for a route without one", () => {
    expect(routeTarget("/x", undefined, never)).toStrictEqual({
      method: "GET",
      inferred: false,
      url: "/x",
    });
    expect(routeTarget("x", "put", () => true)).toStrictEqual({
      method: "PUT",
      inferred: false,
      url: "/x",
    });
  });

  it("leaves a route of more than two words, or none, whole for the library", () => {
    expect(routeTarget("GET /x y", undefined, () => true)).toStrictEqual({
      method: "GET",
      inferred: false,
      malformed: true,
      url: "GET /x y",
    });
    expect(routeTarget("GET /x y", "PUT", never)).toStrictEqual({
      method: "PUT",
      inferred: false,
      malformed: true,
      url: "GET /x y",
    });
    expect(routeTarget("  ", undefined, never)).toStrictEqual({
      method: "GET",
      inferred: false,
      malformed: true,
      url: "  ",
    });
  });
});

describe("queryParameters", () => {
  const target = (method: string, url: string) => ({ method, inferred: false, url });

  it("gives name==value of GET and HEAD to the library as parameters", () => {
    for (const method of ["GET", "HEAD"]) {
      expect(
        queryParameters(target(method, "/x"), { params: { b: "2" }, query: { a: "1" } }),
      ).toStrictEqual({ url: "/x", params: { b: "2", a: "1" } });
    }
    expect(
      queryParameters(target("POST", "/x"), { params: { b: "2" }, query: { a: "1" } }),
    ).toStrictEqual({ url: "/x{?a}", params: { b: "2", a: "1" } });
  });

  it("refuses a GET query name that is a placeholder of the url, and no other", () => {
    expect(() =>
      queryParameters(target("GET", "/x/{a}"), { params: {}, query: { a: "1" } }),
    ).toThrow(
      new UsageError(
        '"a==" is a query parameter, but the url has the placeholder "a"; give it as "a="',
      ),
    );
    expect(
      queryParameters(target("GET", "/x/{undefined}"), { params: { undefined: "v" }, query: {} }),
    ).toStrictEqual({ url: "/x/{undefined}", params: { undefined: "v" } });
  });

  it("refuses a query name that is one of the library's options", () => {
    for (const name of ["url", "headers", "baseUrl", "method", "mediaType", "request", "data"]) {
      expect(() =>
        queryParameters(target("GET", "/x"), { params: {}, query: { [name]: "1" } }),
      ).toThrow(
        `"${name}==" names one of the library's options, not a parameter; write it in the url: "?${name}=..."`,
      );
    }
  });
});
